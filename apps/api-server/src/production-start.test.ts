// Issue 25 item 2: production mode seeded the demo accounts (phones 13900000001-27, the published
// password demo1234, a member until 2099) and the demo content into its empty database. Started as
// main.ts starts it, with a production configuration, on an empty data folder: nothing is seeded
// and nothing is simulated.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_BASES } from './api/bases';
import { openServerDeps } from './api/open-server-deps';
import type { ServerDeps } from './api/server-deps';
import { createApp } from './app';
import { readServerConfig } from './config/server-config';
import type { OpenDatabase } from './db/database';
import { serverSettings } from './db/schema';
import { countRows, listTables } from './db/seed/reset-database';
import { TOKEN_SECRET_SETTING_KEY } from './security/security-constants';

const PRODUCTION_ENV = {
  SEALENS_MODE: 'production',
  SEALENS_SMS_GATEWAY_URL: 'https://sms.example.test/send',
  SEALENS_SMS_GATEWAY_KEY: 'gateway-key',
  SEALENS_QR_SCAN_URL: 'https://open.example.test/qr?scene={sceneId}',
  SEALENS_CAPTCHA_VERIFY_URL: 'https://captcha.example.test/verify',
  SEALENS_CAPTCHA_APP_ID: '190012345',
  SEALENS_CAPTCHA_SECRET: 'captcha-secret',
};

let dataDir: string;
let deps: ServerDeps;
let database: OpenDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sealens-production-'));
  const config = readServerConfig({ ...PRODUCTION_ENV, SEALENS_DATA_DIR: dataDir }, import.meta.url);
  ({ deps, database } = await openServerDeps(config));
  // The first market pass (production: import the feed folder, here empty) is part of the start.
  await deps.market?.ready;
  app = createApp({ mode: config.mode, api: { deps, bases: API_BASES }, desktopDir: join(dataDir, 'd'), mobileDir: join(dataDir, 'm'), version: 't', upgradeCompression: false });
}, 120_000);
afterAll(async () => {
  deps?.market?.refresher?.stop();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('production mode on an empty database (issue 25 item 2)', () => {
  it('seeds no demo account, no demo content and no simulated market: every table is empty but the server settings', async () => {
    const rows = await countRows(database.db, await listTables(database.db));
    const filled = Object.entries(rows).filter(([, n]) => n > 0).map(([table]) => table).sort();
    // server_settings: the generated token secret; market_state: when the feed folder was last looked
    // at; market_ranking_counts: a migration's per-site counters, all zero without market data.
    expect(filled).toEqual(['market_ranking_counts', 'market_state', 'server_settings']);
    const counted = (await database.db.execute(
      sql`select coalesce(sum(hot + hot_new + soaring_1 + soaring_7 + soaring_30), 0)::int as n from market_ranking_counts`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(counted.rows[0]?.n)).toBe(0);
    expect(rows['server_settings']).toBe(1);
    expect(await database.db.select({ key: serverSettings.key }).from(serverSettings)).toEqual([{ key: TOKEN_SECRET_SETTING_KEY }]);
  });

  it('lets no one in with a demo account', async () => {
    const res = await app.request('/api/ram/sealens/v1/user/loginQbt3AccountPc', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ appName: 'sealens', action: 'account_password', data: { account: '13900000015', password: 'demo1234', tenantId: 1 }, firstId: 'prod-test' }),
    });
    const body = (await res.json()) as { code: number; payload?: { accessToken?: string } };
    expect(body.code).not.toBe(200);
    expect(body.payload?.accessToken).toBeUndefined();
  });
});
