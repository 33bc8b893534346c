import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { AppMode } from '../app-options';
import type { ThirdPartyCaptcha } from '../security/captcha-gateway';
import { resolveWorkspaceRoot } from './workspace-root';

/** A setting the server cannot start with: said in one sentence, without a stack (main.ts). */
export class ServerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerConfigError';
  }
}

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
  /**
   * The third-party captcha that judges tickets (SEALENS_CAPTCHA_VERIFY_URL, _APP_ID, _SECRET), or
   * `local`: the reference server's slide captcha, only with SEALENS_ALLOW_LOCAL_CAPTCHA=1.
   */
  captcha: ThirdPartyCaptcha | 'local';
}

/** The settings production refuses to start without (issue #10 item 11). */
export const PRODUCTION_SETTINGS = ['SEALENS_SMS_GATEWAY_URL', 'SEALENS_SMS_GATEWAY_KEY', 'SEALENS_QR_SCAN_URL'] as const;

/** The server's side of the third-party captcha (the sites' side: VITE_CAPTCHA_SCRIPT_URL, VITE_CAPTCHA_APP_ID). */
export const CAPTCHA_SETTINGS = ['SEALENS_CAPTCHA_VERIFY_URL', 'SEALENS_CAPTCHA_APP_ID', 'SEALENS_CAPTCHA_SECRET'] as const;

/** The operator's explicit acceptance of the local slide captcha in production. */
export const ALLOW_LOCAL_CAPTCHA = 'SEALENS_ALLOW_LOCAL_CAPTCHA';

/**
 * Production's captcha (issue 25 item 7): the third-party one, or the local slide captcha only when
 * the operator says so, because a script solves it (it finds the gap in the picture's pixels).
 */
export function readProductionCaptcha(env: NodeJS.ProcessEnv): ThirdPartyCaptcha | 'local' {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = CAPTCHA_SETTINGS.filter((name) => value(name) === '');
  if (missing.length === 0) {
    const verifyUrl = value('SEALENS_CAPTCHA_VERIFY_URL');
    if (!/^https?:\/\//.test(verifyUrl)) throw new ServerConfigError(`SEALENS_CAPTCHA_VERIFY_URL must be an http(s) address, got "${verifyUrl}"`);
    return { verifyUrl, appId: value('SEALENS_CAPTCHA_APP_ID'), secret: value('SEALENS_CAPTCHA_SECRET') };
  }
  if (missing.length < CAPTCHA_SETTINGS.length) {
    throw new ServerConfigError(`the third-party captcha is half configured: set ${missing.join(', ')} as well`);
  }
  if (value(ALLOW_LOCAL_CAPTCHA) === '1') return 'local';
  throw new ServerConfigError(
    'production mode refuses the local slide captcha: it is a development aid that a script solves (it finds the gap in the ' +
      `picture's pixels). Configure the third-party captcha: ${CAPTCHA_SETTINGS.join(', ')} for the server, and ` +
      'VITE_CAPTCHA_SCRIPT_URL, VITE_CAPTCHA_APP_ID when building the sites; or, accepting that bots get through, ' +
      `set ${ALLOW_LOCAL_CAPTCHA}=1`,
  );
}

/** Production's providers from the environment; throws naming every missing or invalid setting. */
export function readProductionProviders(env: NodeJS.ProcessEnv): ProductionProviders {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = PRODUCTION_SETTINGS.filter((name) => value(name) === '');
  if (missing.length > 0) {
    throw new ServerConfigError(
      `production mode needs a real SMS gateway and QR scan address: set ${missing.join(', ')} ` +
        '(or run with SEALENS_MODE=local, where the SMS outbox and the dev scan page stand in)',
    );
  }
  const url = value('SEALENS_SMS_GATEWAY_URL');
  if (!/^https?:\/\//.test(url)) throw new ServerConfigError(`SEALENS_SMS_GATEWAY_URL must be an http(s) address, got "${url}"`);
  const qrScanUrl = value('SEALENS_QR_SCAN_URL');
  if (!/^https?:\/\//.test(qrScanUrl) || !qrScanUrl.includes('{sceneId}')) {
    throw new ServerConfigError(`SEALENS_QR_SCAN_URL must be an http(s) address containing {sceneId}, got "${qrScanUrl}"`);
  }
  return { smsGateway: { url, key: value('SEALENS_SMS_GATEWAY_KEY') }, qrScanUrl, captcha: readProductionCaptcha(env) };
}

const DEFAULT_PORT = 4200;

/**
 * Where the server listens without HOST (issue 25 item 12): local mode serves the development
 * endpoints (anyone's SMS codes, the database reset), so only this machine reaches it; production
 * sits behind its proxy or load balancer on every interface.
 */
export function defaultHost(mode: AppMode): string {
  return mode === 'production' ? '0.0.0.0' : '127.0.0.1';
}

/** `SEALENS_MODE` wins; otherwise `NODE_ENV=production` means production and anything else local. */
export function readMode(env: NodeJS.ProcessEnv): AppMode {
  const explicit = env['SEALENS_MODE']?.trim().toLowerCase();
  if (explicit === 'production' || explicit === 'local') return explicit;
  if (explicit) throw new ServerConfigError(`SEALENS_MODE must be "production" or "local", got "${explicit}"`);
  return env['NODE_ENV'] === 'production' ? 'production' : 'local';
}

export function readPort(env: NodeJS.ProcessEnv): number {
  const raw = env['PORT']?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ServerConfigError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
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
    host: env['HOST']?.trim() || defaultHost(mode),
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
