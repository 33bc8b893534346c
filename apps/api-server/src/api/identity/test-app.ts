// Test support for the identity, distribution, promote and payment routes: an app on a throwaway
// PGlite database with a simulated clock and a capturing SMS provider. Every answer goes through
// expectContract (except the undocumented session-level statuses 401 and 429, checked by status).
import { eq } from 'drizzle-orm';

import { createApp } from '../../app';
import { expectContract } from '../../contract/expect-contract';
import type { OpenDatabase } from '../../db/database';
import { captchaChallenges } from '../../db/schema';
import { demoAccountsSeeder } from '../../db/seed/demo-accounts';
import { cryptoRandom } from '../../security/random';
import { openTestDatabase, PERSON_ANSWER_SECONDS, personTrail, simulatedClock, uniqueIp, type SimulatedClock } from '../../security/test-database';
import type { ServerDeps } from '../server-deps';
import { distributionRoutes } from '../distribution/distribution-routes';
import { mainRouter } from '../main/main-router';
import { paymentRoutes } from '../payment/payment-routes';
import { promoteRoutes } from '../promote/promote-routes';
import { identityRoutes } from './identity-routes';

export const ID = '/api/ram/sealens/v1';
export const DIS = '/api/dis/distribution';
export const PROMOTE = '/api/sealens-promote/promote/v1';
export const PAY = '/api/product/pay';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The socket address the call comes from; a fresh one per call by default. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: OpenDatabase;
  deps: ServerDeps;
  clock: SimulatedClock;
  outbox: Array<{ mobile: string; text: string }>;
  call(method: string, url: string, options?: CallOptions): Promise<{ status: number; body: Body; response: Response }>;
  captchaTicket(): Promise<{ ticket: string; randstr: string }>;
  sendCode(mobile: string, path?: string, sendType?: string): Promise<string>;
  lastCode(mobile: string): string;
  login(account: string, password?: string): Promise<{ token: string; body: Body }>;
  close(): Promise<void>;
}

export async function openTestApp(options: { seed?: boolean; databaseUrl?: string; trustedProxies?: string[] } = {}): Promise<TestApp> {
  // On PostgreSQL when the test command provides one (npm test starts it), else on PGlite in memory.
  const database = await openTestDatabase(options.databaseUrl ?? process.env['SEALENS_TEST_DATABASE_URL']);
  const clock = simulatedClock();
  const outbox: Array<{ mobile: string; text: string }> = [];
  const deps: ServerDeps = {
    db: database.db,
    mode: 'local',
    now: clock.now,
    random: cryptoRandom,
    sms: {
      async send(mobile, text) {
        outbox.push({ mobile, text });
      },
    },
    tokenSecret: 'test-secret-of-at-least-32-bytes-long!!',
    tokenTtlSeconds: 3600,
    uploadDir: '/tmp/sealens-test-uploads',
  };
  if (options.seed) await demoAccountsSeeder.seed(database.db);
  const app = createApp({
    version: 'test',
    trustedProxies: options.trustedProxies,
    api: { deps, bases: { identity: identityRoutes, distribution: distributionRoutes, promote: promoteRoutes, payment: paymentRoutes, main: mainRouter } },
  });

  const call: TestApp['call'] = async (method, url, { body, token, ip, headers: extraHeaders } = {}) => {
    // Each call comes from its own socket address (as a direct client would), unless the test names one.
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    const env = { incoming: { socket: { remoteAddress: ip ?? uniqueIp() } } };
    const response = await app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env);
    const parsed: Body = response.status === 401 || response.status === 429 ? await response.clone().json() : await expectContract(response, { method, url });
    return { status: response.status, body: parsed, response };
  };

  const lastCode = (mobile: string) => {
    const message = [...outbox].reverse().find((m) => m.mobile === mobile);
    const code = message?.text.match(/(?<![0-9])[0-9]{6}(?![0-9])/)?.[0];
    if (!code) throw new Error(`no SMS code for ${mobile}`);
    return code;
  };

  const captchaTicket = async () => {
    const slide = await call('GET', `${ID}/public/captcha/slide`);
    const challengeId: string = slide.body.payload.challengeId;
    const [row] = await database.db.select().from(captchaChallenges).where(eq(captchaChallenges.sessionId, challengeId));
    const x = row?.targetX ?? 0;
    clock.advance(PERSON_ANSWER_SECONDS);
    const verified = await call('POST', `${ID}/public/captcha/slide/verify`, { body: { challengeId, x, trail: personTrail(x) } });
    return verified.body.payload as { ticket: string; randstr: string };
  };

  const sendCode: TestApp['sendCode'] = async (mobile, path = '/public/sendMessageV2', sendType = 'log') => {
    const ticket = await captchaTicket();
    const sent = await call('POST', `${ID}${path}`, { body: { appName: 'sealens', sendType, mobilePhone: mobile, mobile, ...ticket } });
    if (sent.body.code !== 200) throw new Error(`SMS not sent: ${JSON.stringify(sent.body)}`);
    clock.advance(61);
    return lastCode(mobile);
  };

  const login: TestApp['login'] = async (account, password = 'demo1234') => {
    const logged = await call('POST', `${ID}/user/loginQbt3AccountPc`, {
      body: { appName: 'sealens', action: 'account_password', data: { account, password, tenantId: 1 }, firstId: 'device-1' },
    });
    const credential = logged.body.payload?.loginCredential;
    if (!credential) throw new Error(`login failed: ${JSON.stringify(logged.body)}`);
    const token = await call('POST', `${ID}/user/createQbt3AccessTokenV2`, { body: { account, loginCredential: credential } });
    return { token: token.body.payload.accessToken as string, body: logged.body };
  };

  return { app, database, deps, clock, outbox, call, captchaTicket, sendCode, lastCode, login, close: () => database.close() };
}
