import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { AppMode } from '../app-options';
import { resolveWorkspaceRoot } from './workspace-root';

export interface ServerConfig {
  port: number;
  host: string;
  mode: AppMode;
  workspaceRoot: string;
  desktopDir: string;
  mobileDir: string;
  /** The sites' server entries (`<site dir>-server`); `SEALENS_SSR=off` leaves them unused. */
  desktopServerDir: string | null;
  mobileServerDir: string | null;
  version: string;
  /** A postgres:// URL; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite data and uploaded files (SEALENS_DATA_DIR, default `<workspace>/.data`). */
  dataDir: string;
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** TRUSTED_PROXIES: addresses of the proxies in front (comma-separated); none by default. */
  trustedProxies: string[];
  /**
   * The real providers production needs (issue #10 item 11); absent in local mode, where the SMS
   * outbox and the dev scan page stand in for them.
   */
  providers?: ProductionProviders;
}

export interface ProductionProviders {
  /** SEALENS_SMS_GATEWAY_URL and SEALENS_SMS_GATEWAY_KEY: where SMS codes are sent (POST JSON). */
  smsGateway: { url: string; key: string };
  /** SEALENS_QR_SCAN_URL: what a login or bind QR encodes, with `{sceneId}` in it. */
  qrScanUrl: string;
}

/** The settings production refuses to start without (issue #10 item 11). */
export const PRODUCTION_SETTINGS = ['SEALENS_SMS_GATEWAY_URL', 'SEALENS_SMS_GATEWAY_KEY', 'SEALENS_QR_SCAN_URL'] as const;

/** Production's providers from the environment; throws naming every missing or invalid setting. */
export function readProductionProviders(env: NodeJS.ProcessEnv): ProductionProviders {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = PRODUCTION_SETTINGS.filter((name) => value(name) === '');
  if (missing.length > 0) {
    throw new Error(
      `production mode needs a real SMS gateway and QR scan address: set ${missing.join(', ')} ` +
        '(or run with SEALENS_MODE=local, where the SMS outbox and the dev scan page stand in)',
    );
  }
  const url = value('SEALENS_SMS_GATEWAY_URL');
  if (!/^https?:\/\//.test(url)) throw new Error(`SEALENS_SMS_GATEWAY_URL must be an http(s) address, got "${url}"`);
  const qrScanUrl = value('SEALENS_QR_SCAN_URL');
  if (!/^https?:\/\//.test(qrScanUrl) || !qrScanUrl.includes('{sceneId}')) {
    throw new Error(`SEALENS_QR_SCAN_URL must be an http(s) address containing {sceneId}, got "${qrScanUrl}"`);
  }
  return { smsGateway: { url, key: value('SEALENS_SMS_GATEWAY_KEY') }, qrScanUrl };
}

const DEFAULT_PORT = 4200;

/** `SEALENS_MODE` wins; otherwise `NODE_ENV=production` means production and anything else local. */
export function readMode(env: NodeJS.ProcessEnv): AppMode {
  const explicit = env['SEALENS_MODE']?.trim().toLowerCase();
  if (explicit === 'production' || explicit === 'local') return explicit;
  if (explicit) throw new Error(`SEALENS_MODE must be "production" or "local", got "${explicit}"`);
  return env['NODE_ENV'] === 'production' ? 'production' : 'local';
}

export function readPort(env: NodeJS.ProcessEnv): number {
  const raw = env['PORT']?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** The product version shown by /api/health: `SEALENS_VERSION`, else the workspace package.json. */
export function readVersion(workspaceRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env['SEALENS_VERSION']?.trim();
  if (fromEnv) return fromEnv;
  try {
    const pkg = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function readServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  moduleUrl?: string,
  cwd: string = process.cwd(),
): ServerConfig {
  const workspaceRoot = resolveWorkspaceRoot(moduleUrl, env, cwd);
  const dirFromEnv = (name: string, fallback: string) => {
    const value = env[name]?.trim();
    return value ? resolve(cwd, value) : fallback;
  };
  const desktopDir = dirFromEnv('SEALENS_DESKTOP_DIR', join(workspaceRoot, 'dist/apps/web-desktop'));
  const mobileDir = dirFromEnv('SEALENS_MOBILE_DIR', join(workspaceRoot, 'dist/apps/web-mobile'));
  const ssr = env['SEALENS_SSR']?.trim().toLowerCase() !== 'off';
  const mode = readMode(env);
  return {
    port: readPort(env),
    host: env['HOST']?.trim() || '0.0.0.0',
    mode,
    workspaceRoot,
    desktopDir,
    mobileDir,
    desktopServerDir: ssr ? dirFromEnv('SEALENS_DESKTOP_SERVER_DIR', `${desktopDir}-server`) : null,
    mobileServerDir: ssr ? dirFromEnv('SEALENS_MOBILE_SERVER_DIR', `${mobileDir}-server`) : null,
    version: readVersion(workspaceRoot, env),
    databaseUrl: env['DATABASE_URL']?.trim() || undefined,
    dataDir: dirFromEnv('SEALENS_DATA_DIR', join(workspaceRoot, '.data')),
    tokenSecret: env['SEALENS_TOKEN_SECRET']?.trim() || undefined,
    tokenTtlSeconds: Number(env['SEALENS_TOKEN_TTL_SECONDS']?.trim() || 7 * 24 * 3600),
    trustedProxies: (env['TRUSTED_PROXIES'] ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    ...(mode === 'production' ? { providers: readProductionProviders(env) } : {}),
  };
}
