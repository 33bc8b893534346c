// Issue #10 "Done when": malformed values against every operation of openapi/ (wrong types,
// out-of-range integers, NUL, lone surrogates, huge strings, deep nesting, wrong content types), on
// the real app and database with every base mounted, as a visitor and as a signed-in user. No answer
// may be a 500, and each must validate against its document.
// Issue #25 item 1: no single request, whatever its input within the contract's limits, may take more
// than REQUEST_CPU_LIMIT_MS of CPU; every string parameter also gets inputs made to make a
// backtracking regular expression or a quadratic scan blow up, at its longest allowed length.
// Issue 28: the walk was the unit stage's longest file, walked by one worker at the stage's end. Each
// operation's requests are now listed first (fuzzCases, hostileCases) and the operations dealt into
// FUZZ_PARTS parts of about as many requests each, one test file a part (request-fuzz-part-N.test.ts),
// so Vitest's two workers share the walk. Every request is still sent, in every run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_BASES } from '../api/bases';
import type { ServerDeps } from '../api/server-deps';
import { createApp } from '../app';
import { loadContracts } from '../contract/contract-validator';
import { seedAll } from '../db/seed/seed-all';
import { REQUEST_RULES } from '../generated/request-rules';
import { issueAccessToken } from '../security/access-token';
import { cryptoRandom } from '../security/random';
import { outboxSmsProvider } from '../security/sms-codes';
import { openTestDatabase, simulatedClock, type SimulatedClock } from '../security/test-database';
import { BODY_STRING_MAX_LENGTH, PARAMETER_ERROR_CODE, QUERY_VALUE_MAX_LENGTH, textValueProblem } from './request-guard';
import type { OperationRules, ValueRule } from './request-rules-types';

/** Test files the walk is dealt into (request-fuzz-part-1..N.test.ts): two workers, and a short tail. */
export const FUZZ_PARTS = 4;

const SECRET = 'fuzz-test-secret-0123456789abcdefghij';
const HUGE = 'x'.repeat(70_000);
const NUL = 'a\u0000b';
/** Half of a UTF-16 surrogate pair alone: JSON can carry it, UTF-8 (and PostgreSQL's jsonb) cannot. */
const LONE_SURROGATES = ['\ud800', 'a\udc00b'] as const;
/** CPU time one request may take, measured in this process (all its threads): CPU, not wall time, so a busy machine does not fail it. */
const REQUEST_CPU_LIMIT_MS = 100;
/** JSON bodies stay under the 64 KiB body limit, or no handler would see the hostile value. */
const BODY_BYTES_BUDGET = 60_000;

/** Bad values for a parameter of this rule. */
function badValues(rule: ValueRule | undefined): string[] {
  const values = [NUL, '%', 'x'.repeat(3000), '-1', '1e400', '99999999999999999999', '2147483648', '-2147483649', '1.5', 'null', '[]', '{"a":1}'];
  if (rule?.type === 'integer' || rule?.type === 'number') values.push('abc', '');
  return values;
}

/** A query value that is not UTF-8 (a lone surrogate's bytes), already percent-encoded. */
const RAW_LONE_SURROGATE = 'a%ED%A0%80b';

/** Whether a parameter of this rule takes free text (no number, no list of allowed values). */
function takesText(rule: ValueRule | undefined): boolean {
  return (rule?.type === undefined || rule.type === 'string') && rule?.enum === undefined;
}

/**
 * Inputs of `length` characters made to blow up a backtracking regular expression or a quadratic
 * scan: a run of digits spoiled at the end (`(\d+)(?!.*\d)` took 1.1 s on it, issue #25 item 1),
 * whitespace between two letters (`\s+$`), and repeated link and markup pieces.
 */
function hostileValues(length: number): string[] {
  const fill = (unit: string, tail: string) => unit.repeat(Math.max(0, Math.floor((length - tail.length) / unit.length))) + tail;
  return [fill('1', 'a1'), `a${fill(' ', 'a')}`, fill('-i.1/shop/1', '.a'), fill('<a', '>'), fill('a.', '@')];
}

/** Bad JSON bodies: every documented field set to a wrong type, a NUL, a huge string; deep nesting. */
function badBodies(rules: OperationRules): unknown[] {
  const fields = Object.keys(rules.body);
  const all = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  let deep: unknown = 'leaf';
  for (let i = 0; i < 200; i += 1) deep = { a: deep };
  return [
    all(NUL),
    all(LONE_SURROGATES[0]),
    all([LONE_SURROGATES[1]]),
    all(HUGE.slice(0, 16_000)),
    all(1e20),
    all(2147483648),
    all(-1),
    all(1.5),
    all(true),
    all(null),
    all([NUL]),
    all({ nested: NUL }),
    deep,
    [1, 2, 3],
    'just a string',
    42,
  ];
}

function concretePath(rules: OperationRules, value: string): string {
  return rules.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

/** One request of the walk: what is sent, as whom (`signedIn`), and what its answer is held to. */
export interface FuzzCase {
  method: string;
  url: string;
  body?: string;
  type?: string;
  signedIn: boolean;
  /** Names the request in a failure. */
  what: string;
  /** The request guard must refuse it with its parameter error (the value breaks the parameter's own rule). */
  guardRefuses?: boolean;
}

/** The malformed-value requests of one operation (issue #10), as a visitor and signed in. */
export function fuzzCases(rules: OperationRules): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const method = rules.method;
  for (const signedIn of [false, true]) {
    // Query and path parameters; on the workbench's generic operations, under each entity too
    // (a shop's parameters are read by other code than a product's, issue 29).
    const entities = (rules.query['entity']?.enum ?? []).slice(1).map((e) => `entity=${String(e)}&`);
    for (const [name, rule] of Object.entries(rules.query)) {
      for (const value of badValues(rule)) {
        // A value the guard refuses by its own rule never reaches an entity's code, whatever the
        // entity: only the values it lets through are walked under each entity (the walk's time
        // grew with every entity x parameter x value). The guard's refusal is checked, not assumed.
        const refusedByGuard = textValueProblem(value, rule) !== null;
        cases.push({ method, url: `${concretePath(rules, '1')}?${name}=${encodeURIComponent(value)}`, signedIn, what: `query ${name}`, guardRefuses: refusedByGuard });
        if (refusedByGuard || name === 'entity') continue;
        for (const entity of entities) cases.push({ method, url: `${concretePath(rules, '1')}?${entity}${name}=${encodeURIComponent(value)}`, signedIn, what: `query ${name}` });
      }
      if (takesText(rule)) cases.push({ method, url: `${concretePath(rules, '1')}?${name}=${RAW_LONE_SURROGATE}`, signedIn, what: `query ${name}` });
    }
    for (const value of [NUL, 'x'.repeat(3000), '99999999999999999999', '%E0%A4%A']) {
      const url = concretePath(rules, value);
      if (url === rules.path) break;
      cases.push({ method, url, signedIn, what: 'path' });
    }
    if (method === 'GET') continue;
    // Bodies, as JSON and under wrong content types.
    const url = concretePath(rules, '1');
    for (const body of badBodies(rules)) cases.push({ method, url, body: JSON.stringify(body), type: 'application/json', signedIn, what: 'json body' });
    for (const [type, body] of [
      ['application/json', '{"unterminated": '],
      ['application/json', NUL],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&b=%00'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a picture\r\n--x--\r\n'],
    ] as const) {
      cases.push({ method, url, body, type, signedIn, what: `content type ${type}` });
    }
  }
  return cases;
}

/** The hostile-text requests of one operation (issue #25 item 1), as a visitor and signed in. */
export function hostileCases(rules: OperationRules): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const method = rules.method;
  const fields = Object.keys(rules.body);
  for (const signedIn of [false, true]) {
    for (const [name, rule] of Object.entries(rules.query)) {
      if (!takesText(rule)) continue;
      for (const value of hostileValues(Math.min(rule?.maxLength ?? QUERY_VALUE_MAX_LENGTH, QUERY_VALUE_MAX_LENGTH))) {
        cases.push({ method, url: `${concretePath(rules, '1')}?${name}=${encodeURIComponent(value)}`, signedIn, what: `hostile query ${name}` });
      }
    }
    if (method === 'GET') continue;
    const url = concretePath(rules, '1');
    for (const [name, rule] of Object.entries(rules.body)) {
      if (!takesText(rule)) continue;
      // The other fields hold a short plausible value, so the handler reads on to this one.
      const longest = Math.min(rule?.maxLength ?? BODY_STRING_MAX_LENGTH, BODY_STRING_MAX_LENGTH, BODY_BYTES_BUDGET - fields.length * 8);
      for (const value of hostileValues(longest)) {
        const body = JSON.stringify({ ...Object.fromEntries(fields.map((f) => [f, '1'])), [name]: value });
        cases.push({ method, url, body, type: 'application/json', signedIn, what: `hostile body ${name}` });
      }
    }
  }
  return cases;
}

/**
 * The operations dealt into `parts` parts of about as many requests each: the largest operation first,
 * each to the part with the fewest requests so far (ties to the lower part). Every operation is in
 * exactly one part; the deal depends on the contract alone, so a failing part names the same operations
 * on every run.
 */
export function fuzzParts(rules: readonly OperationRules[], parts: number): OperationRules[][] {
  const weighed = rules.map((r) => ({ rules: r, requests: fuzzCases(r).length + hostileCases(r).length }));
  weighed.sort((a, b) => b.requests - a.requests || a.rules.operationId.localeCompare(b.rules.operationId));
  const dealt = Array.from({ length: parts }, () => ({ rules: [] as OperationRules[], requests: 0 }));
  for (const op of weighed) {
    const lightest = dealt.reduce((min, part) => (part.requests < min.requests ? part : min));
    lightest.rules.push(op.rules);
    lightest.requests += op.requests;
  }
  // In the contract's order within a part, as the walk went before it was split.
  const order = new Map(rules.map((r, i) => [r, i]));
  return dealt.map((part) => part.rules.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
}

/** The walk of part `part` (1-based) of FUZZ_PARTS, on its own app and database. */
export function describeRequestFuzz(part: number): void {
  const operations = fuzzParts(REQUEST_RULES, FUZZ_PARTS)[part - 1] ?? [];
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;
  let clock: SimulatedClock;
  const contracts = loadContracts();
  /** Requests over REQUEST_CPU_LIMIT_MS, as "METHOD url: ms". */
  const overCpuLimit: string[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    await seedAll(database.db);
    clock = simulatedClock('2026-07-01T04:00:00.000Z');
    const uploadDir = await mkdtemp(join(tmpdir(), 'sealens-fuzz-'));
    const deps: ServerDeps = {
      db: database.db,
      mode: 'local',
      now: clock.now,
      random: cryptoRandom,
      sms: outboxSmsProvider(database.db, clock.now),
      tokenSecret: SECRET,
      tokenTtlSeconds: 3600,
      uploadDir,
    };
    app = createApp({ mode: 'local', version: 'test', desktopDir: join(uploadDir, 'd'), mobileDir: join(uploadDir, 'm'), api: { deps, bases: API_BASES } });
    close = async () => {
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => close());

  function request(method: string, url: string, init: { body?: string; type?: string; token?: string }) {
    const headers: Record<string, string> = { 'X-Verify-Code': '1', 'X-Api-Key': 'sealens-web' };
    if (init.type) headers['Content-Type'] = init.type;
    if (init.token) {
      headers['Authorization'] = `Bearer ${init.token}`;
      headers['X-Client-Control'] = '1';
    }
    return app.request(url, { method, headers, body: init.body }, { incoming: { socket: { remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } } });
  }

  /** The request's answer, with its body read, and the CPU milliseconds the process spent on both. */
  async function timedRequest(method: string, url: string, init: { body?: string; type?: string; token?: string }) {
    const before = process.cpuUsage();
    const response = await request(method, url, init);
    await response.clone().arrayBuffer();
    const spent = process.cpuUsage(before);
    return { response, ms: (spent.user + spent.system) / 1000 };
  }

  /**
   * Sends the request and holds it to the CPU limit. One over the limit is sent once more and counts
   * only if it is over again: what happens once per process (a module's first import, a garbage
   * collection that fell inside it) is no way to stall the server.
   */
  async function send(method: string, url: string, init: { body?: string; type?: string; token?: string } = {}) {
    const first = await timedRequest(method, url, init);
    if (first.ms <= REQUEST_CPU_LIMIT_MS) return first.response;
    const again = await timedRequest(method, url, init);
    if (again.ms > REQUEST_CPU_LIMIT_MS) overCpuLimit.push(`${method} ${url.slice(0, 100)}${init.body ? ` body ${init.body.slice(0, 60)}` : ''}: ${Math.round(Math.min(first.ms, again.ms))} ms`);
    return again.response;
  }

  /** Soft: the run goes on past a wrong answer, and the report lists every one. */
  async function expectHandled(method: string, url: string, response: Response, what: string) {
    expect.soft(response.status, `${what}: ${method} ${url.slice(0, 120)} answered ${response.status}`).not.toBe(500);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return;
    const body = (await response.json()) as unknown;
    const op = contracts.find(method, new URL(url, 'http://x').pathname);
    // Session-level answers (401, 429, 413) are the envelope of DESIGN §4, outside the operations' documents.
    if (!op || [401, 413, 429].includes(response.status)) return;
    expect.soft(contracts.validate(op, response.status, body), `${what}: ${op.operationId}`).toEqual([]);
  }

  /** The guard's parameter error (DESIGN §4's envelope, code 400, naming the parameter). */
  async function expectParameterError(method: string, url: string, response: Response) {
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    expect.soft(body?.code, `${method} ${url.slice(0, 120)} should be refused by the request guard`).toBe(PARAMETER_ERROR_CODE);
    expect.soft(body?.message ?? '').toMatch(/^invalid parameter: /);
  }

  /** Sends every case in order and returns how many were sent. */
  async function walk(cases: FuzzCase[]): Promise<number> {
    const token = issueAccessToken(SECRET, { sub: '1000001', account: '13900000001' }, { now: clock.now, ttlSeconds: 3600 });
    for (const c of cases) {
      const response = await send(c.method, c.url, { body: c.body, type: c.type, token: c.signedIn ? token : undefined });
      if (c.guardRefuses) await expectParameterError(c.method, c.url, response.clone());
      await expectHandled(c.method, c.url, response, c.what);
    }
    return cases.length;
  }

  describe(`fuzz part ${part} of ${FUZZ_PARTS}: malformed values against ${operations.length} operations of openapi/ (issue #10)`, () => {
    it('never answers 500, and every answer matches its document', async () => {
      overCpuLimit.length = 0;
      const requests = await walk(operations.flatMap(fuzzCases));
      expect(requests).toBeGreaterThan(100);
      expect(overCpuLimit, `requests over ${REQUEST_CPU_LIMIT_MS} ms of CPU`).toEqual([]);
      // Wall time is generous: the whole walk was ~150 s alone, over 700 s on a machine shared by several test runs. CPU time is what is held to a limit.
    }, 900_000);

    it(`takes at most ${REQUEST_CPU_LIMIT_MS} ms of CPU for any request, also for hostile text in every string parameter (issue #25 item 1)`, async () => {
      overCpuLimit.length = 0;
      await walk(operations.flatMap(hostileCases));
      expect(overCpuLimit, `requests over ${REQUEST_CPU_LIMIT_MS} ms of CPU`).toEqual([]);
    }, 600_000);
  });
}
