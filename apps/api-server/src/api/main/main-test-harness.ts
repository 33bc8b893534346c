// Test harness of the main and report bases: a migrated PGlite database with the demo content seeded,
// a simulated clock, the app with both bases mounted, and calls checked against the contract.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createApp } from '../../app';
import { expectContract } from '../../contract/expect-contract';
import type { OpenDatabase } from '../../db/database';
import { seedDemoContent } from '../../db/seed/demo-content';
import { users } from '../../db/schema';
import { marketSqlOf } from '../../market/market-sql';
import { MarketRefresher } from '../../market/refresh/refresher';
import { MARKET_SCALES } from '../../market/scale';
import { issueAccessToken } from '../../security/access-token';
import { cryptoRandom, type RandomSource } from '../../security/random';
import { outboxSmsProvider } from '../../security/sms-codes';
import { openPreparedTestDatabase, openTestDatabase, simulatedClock, type SimulatedClock } from '../../security/test-database';
import { reportRouter } from '../report/report-router';
import type { ServerDeps } from '../server-deps';
import { mainRouter } from './main-router';

export const TEST_TOKEN_SECRET = 'main-base-test-secret-0123456789abcdef';
/** Noon in China on 2026-07-01: the market data ends on 2026-06-30. */
export const TEST_CLOCK_START = '2026-07-01T04:00:00.000Z';
/** The simulator's seed in the route tests. */
export const TEST_MARKET_SEED = 7;

export interface CallInit {
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
}

export interface MainHarness {
  app: ReturnType<typeof createApp>;
  deps: ServerDeps;
  clock: SimulatedClock;
  database: OpenDatabase;
  tokenFor(userId: string, account?: string): string;
  /** Sends the request, checks the answer against the contract and returns status and body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
  call(method: string, url: string, init?: CallInit): Promise<{ status: number; body: any }>;
  /** Sends the request without the contract check (for the session-level HTTP 401 the contract leaves out). */
  raw(method: string, url: string, init?: CallInit): Promise<Response>;
  close(): Promise<void>;
}

export async function openMainHarness(options: { random?: RandomSource; market?: boolean } = {}): Promise<MainHarness> {
  const clock = simulatedClock(TEST_CLOCK_START);
  const uploadDir = await mkdtemp(join(tmpdir(), 'sealens-uploads-'));
  const seedContent = (opened: OpenDatabase) => seedDemoContent(opened.db);
  // The market data of the route tests: the simulator's tiny scale, imported up to yesterday. The same in
  // every file (seed, scale and clock fixed), so on the test command's PostgreSQL it is imported once a run
  // and copied (openPreparedTestDatabase).
  const database = options.market
    ? await openPreparedTestDatabase(process.env['SEALENS_TEST_DATABASE_URL'], `main-harness-market:tiny:${TEST_MARKET_SEED}:${TEST_CLOCK_START}`, async (opened) => {
        await seedContent(opened);
        const feedDir = await mkdtemp(join(tmpdir(), 'sealens-feed-'));
        try {
          const refresher = new MarketRefresher({
            sql: marketSqlOf(opened.db),
            mode: 'local',
            feedDir,
            now: simulatedClock(TEST_CLOCK_START).now,
            scale: MARKET_SCALES.tiny,
            seed: TEST_MARKET_SEED,
          });
          await refresher.tick();
          await refresher.settled();
        } finally {
          await rm(feedDir, { recursive: true, force: true });
        }
      })
    : await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  if (!options.market) await seedContent(database);
  const deps: ServerDeps = {
    db: database.db,
    mode: 'local',
    now: clock.now,
    random: options.random ?? cryptoRandom,
    sms: outboxSmsProvider(database.db, clock.now),
    tokenSecret: TEST_TOKEN_SECRET,
    tokenTtlSeconds: 3600,
    uploadDir,
  };
  const signedIn = new Map<string, { id: number; account: string }>();
  const app = createApp({
    mode: 'local',
    version: 'test',
    desktopDir: join(uploadDir, 'no-desktop'),
    mobileDir: join(uploadDir, 'no-mobile'),
    now: () => clock.now().getTime(),
    api: { deps, bases: { main: mainRouter, report: reportRouter } },
  });
  return {
    app,
    deps,
    clock,
    database,
    tokenFor: (userId, account = `acct-${userId}`) => {
      // A signed-in user exists (the server checks every token against the users table): the row is
      // created before the first request that carries this token.
      const token = issueAccessToken(TEST_TOKEN_SECRET, { sub: userId, account }, { now: clock.now, ttlSeconds: 3600 });
      signedIn.set(token, { id: Number(userId), account });
      return token;
    },
    raw: send,
    async call(method, url, init = {}) {
      const response = await send(method, url, init);
      const json = await expectContract(response, { method, url });
      return { status: response.status, body: json };
    },
    async close() {
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };

  async function send(method: string, url: string, init: CallInit = {}): Promise<Response> {
      const user = init.token ? signedIn.get(init.token) : undefined;
      if (user) await database.db.insert(users).values({ id: user.id, account: user.account, mobile: user.account }).onConflictDoNothing();
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) {
        headers['Authorization'] = `Bearer ${init.token}`;
        headers['X-Client-Control'] = '1';
      }
      let body: BodyInit | undefined;
      if (init.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form) {
        body = init.form;
      }
      return app.request(url, { method, headers, body });
  }
}
