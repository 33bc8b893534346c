// Issue #10 "Done when": malformed values against every operation of openapi/ (wrong types,
// out-of-range integers, NUL, lone surrogates, huge strings, deep nesting, wrong content types), on
// the real app and database with every base mounted, as a visitor and as a signed-in user. No answer
// may be a 500, and each must validate against its document.
// Issue #25 item 1: no single request, whatever its input within the contract's limits, may take more
// than REQUEST_CPU_LIMIT_MS of CPU; every string parameter also gets inputs made to make a
// backtracking regular expression or a quadratic scan blow up, at its longest allowed length.
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

const SECRET = 'fuzz-test-secret-0123456789abcdefghij';
const HUGE = 'x'.repeat(70_000);
const NUL = 'a\u0000b';
/** Half of a UTF-16 surrogate pair alone: JSON can carry it, UTF-8 (and PostgreSQL's jsonb) cannot. */
const LONE_SURROGATES = ['\ud800', 'a\udc00b'] as const;
/** CPU time one request may take, measured in this process (all its threads): CPU, not wall time, so a busy machine does not fail it. */
const REQUEST_CPU_LIMIT_MS = 100;
/** JSON bodies stay under the 64 KiB body limit, or no handler would see the hostile value. */
const BODY_BYTES_BUDGET = 60_000;

let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;
let clock: SimulatedClock;
const contracts = loadContracts();

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

function request(method: string, url: string, init: { body?: string; type?: string; token?: string }) {
  const headers: Record<string, string> = { 'X-Verify-Code': '1', 'X-Api-Key': 'sealens-web' };
  if (init.type) headers['Content-Type'] = init.type;
  if (init.token) {
    headers['Authorization'] = `Bearer ${init.token}`;
    headers['X-Client-Control'] = '1';
  }
  return app.request(url, { method, headers, body: init.body }, { incoming: { socket: { remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } } });
}

/** Requests over REQUEST_CPU_LIMIT_MS, as "METHOD url: ms". */
const overCpuLimit: string[] = [];

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

describe('fuzz: malformed values against every operation (issue #10)', () => {
  it('covers every operation of openapi/', () => {
    expect(REQUEST_RULES.length).toBe(contracts.operations.length);
  });

  it('never answers 500, and every answer matches its document', async () => {
    const token = issueAccessToken(SECRET, { sub: '1000001', account: '13900000001' }, { now: clock.now, ttlSeconds: 3600 });
    let requests = 0;
    for (const rules of REQUEST_RULES) {
      const method = rules.method;
      for (const who of [undefined, token]) {
        // Query and path parameters; on the workbench's generic operations, under each entity too
        // (a shop's parameters are read by other code than a product's, issue 29).
        const entities = (rules.query['entity']?.enum ?? []).slice(1).map((e) => `entity=${String(e)}&`);
        for (const [name, rule] of Object.entries(rules.query)) {
          for (const value of badValues(rule)) {
            const url = `${concretePath(rules, '1')}?${name}=${encodeURIComponent(value)}`;
            const response = await send(method, url, { token: who });
            // A value the guard refuses by its own rule never reaches an entity's code, whatever the
            // entity: only the values it lets through are walked under each entity (the walk's time
            // grew with every entity x parameter x value). The guard's refusal is checked, not assumed.
            const refusedByGuard = textValueProblem(value, rule) !== null;
            if (refusedByGuard) await expectParameterError(method, url, response.clone());
            await expectHandled(method, url, response, `query ${name}`);
            requests += 1;
            if (refusedByGuard || name === 'entity') continue;
            for (const entity of entities) {
              const entityUrl = `${concretePath(rules, '1')}?${entity}${name}=${encodeURIComponent(value)}`;
              await expectHandled(method, entityUrl, await send(method, entityUrl, { token: who }), `query ${name}`);
              requests += 1;
            }
          }
          if (takesText(rule)) {
            const url = `${concretePath(rules, '1')}?${name}=${RAW_LONE_SURROGATE}`;
            await expectHandled(method, url, await send(method, url, { token: who }), `query ${name}`);
            requests += 1;
          }
        }
        for (const value of [NUL, 'x'.repeat(3000), '99999999999999999999', '%E0%A4%A']) {
          const url = concretePath(rules, value);
          if (url === rules.path) break;
          await expectHandled(method, url, await send(method, url, { token: who }), 'path');
          requests += 1;
        }
        if (method === 'GET') continue;
        // Bodies, as JSON and under wrong content types.
        const url = concretePath(rules, '1');
        for (const body of badBodies(rules)) {
          await expectHandled(method, url, await send(method, url, { body: JSON.stringify(body), type: 'application/json', token: who }), 'json body');
          requests += 1;
        }
        for (const [type, body] of [
          ['application/json', '{"unterminated": '],
          ['application/json', NUL],
          ['text/plain', 'hello'],
          ['application/x-www-form-urlencoded', 'a=1&b=%00'],
          ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a picture\r\n--x--\r\n'],
        ] as const) {
          await expectHandled(method, url, await send(method, url, { body, type, token: who }), `content type ${type}`);
          requests += 1;
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(overCpuLimit, `requests over ${REQUEST_CPU_LIMIT_MS} ms of CPU`).toEqual([]);
    // Wall time is generous: ~150 s alone, over 700 s on a machine shared by several test runs. CPU time is what is held to a limit.
  }, 900_000);

  it(`takes at most ${REQUEST_CPU_LIMIT_MS} ms of CPU for any request, also for hostile text in every string parameter (issue #25 item 1)`, async () => {
    overCpuLimit.length = 0;
    const token = issueAccessToken(SECRET, { sub: '1000001', account: '13900000001' }, { now: clock.now, ttlSeconds: 3600 });
    let requests = 0;
    for (const rules of REQUEST_RULES) {
      const method = rules.method;
      const fields = Object.keys(rules.body);
      for (const who of [undefined, token]) {
        for (const [name, rule] of Object.entries(rules.query)) {
          if (!takesText(rule)) continue;
          for (const value of hostileValues(Math.min(rule?.maxLength ?? QUERY_VALUE_MAX_LENGTH, QUERY_VALUE_MAX_LENGTH))) {
            const url = `${concretePath(rules, '1')}?${name}=${encodeURIComponent(value)}`;
            await expectHandled(method, url, await send(method, url, { token: who }), `hostile query ${name}`);
            requests += 1;
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
            await expectHandled(method, url, await send(method, url, { body, type: 'application/json', token: who }), `hostile body ${name}`);
            requests += 1;
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(overCpuLimit, `requests over ${REQUEST_CPU_LIMIT_MS} ms of CPU`).toEqual([]);
  }, 600_000);
});
