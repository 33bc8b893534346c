// Opens the database (PGlite in the data folder, or DATABASE_URL) and assembles the routes' deps.
import { join } from 'node:path';
import type { AppMode } from '../app-options';
import { openDatabase, type OpenDatabase } from '../db/database';
import { seedIfEmpty } from '../db/seed/reset-database';
import { startMarket } from '../market/market-service';
import { tokenSecretFor } from '../security/access-token';
import { httpCaptchaVerifier } from '../security/captcha-gateway';
import { cryptoRandom } from '../security/random';
import { outboxSmsProvider } from '../security/sms-codes';
import { httpSmsProvider } from '../security/sms-gateway';
import type { ProductionProviders } from '../config/server-config';
import { startUploadSweep } from './main/upload-store';
import type { ServerDeps } from './server-deps';

export interface ServerDepsConfig {
  mode: AppMode;
  workspaceRoot: string;
  databaseUrl?: string;
  dataDir: string;
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** Production's real providers; without them (local mode) the outbox and the dev scan page stand in. */
  providers?: ProductionProviders;
}

export async function openServerDeps(config: ServerDepsConfig): Promise<{ deps: ServerDeps; database: OpenDatabase }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    migrationsDir: join(config.workspaceRoot, 'apps/api-server/drizzle'),
  });
  // A fresh clone serves demo data: seed once, after the migrations, when the database is empty
  // (local mode only: production starts with no account and no content).
  if (await seedIfEmpty(database.db, config.mode)) console.log('Seeded the demo data into the empty database.');
  const now = () => new Date();
  const deps: ServerDeps = {
    db: database.db,
    mode: config.mode,
    now,
    random: cryptoRandom,
    // Local mode: nothing real leaves the machine, the SMS gateway is the outbox (DESIGN.md §3).
    sms: config.providers ? httpSmsProvider(config.providers.smsGateway) : outboxSmsProvider(database.db, now),
    tokenSecret: config.tokenSecret ?? (await tokenSecretFor(database.db)),
    tokenTtlSeconds: config.tokenTtlSeconds,
    uploadDir: join(config.dataDir, 'uploads'),
    ...(config.providers ? { qrScanUrlFor: qrScanUrlFrom(config.providers.qrScanUrl) } : {}),
    ...(config.providers && config.providers.captcha !== 'local' ? { captchaVerifier: httpCaptchaVerifier(config.providers.captcha) } : {}),
  };
  // Market data at T+1 (issue #11): brought up to yesterday now and after every midnight.
  deps.market = startMarket({ db: database.db, mode: config.mode, now, dataDir: config.dataDir, env: process.env, log: (line) => console.log(line) });
  // Uploads nothing refers to go after a day (issue #25 item 5): swept now and every hour.
  startUploadSweep(deps);
  return { deps, database };
}

/** SEALENS_QR_SCAN_URL's `{sceneId}` filled in (encoded). */
export function qrScanUrlFrom(template: string): (sceneId: string) => string {
  return (sceneId) => template.replaceAll('{sceneId}', encodeURIComponent(sceneId));
}
