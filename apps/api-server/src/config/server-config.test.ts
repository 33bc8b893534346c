import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultHost, readMode, readPort, readServerConfig, ServerConfigError } from './server-config';
import { resolveWorkspaceRoot } from './workspace-root';

let ws: string;
beforeAll(async () => {
  ws = await mkdtemp(join(tmpdir(), 'sealens-ws-'));
  await writeFile(join(ws, 'nx.json'), '{}');
  await writeFile(join(ws, 'package.json'), '{"version":"1.2.3"}');
  await mkdir(join(ws, 'dist/apps/api-server'), { recursive: true });
  await mkdir(join(ws, 'apps/api-server/src/config'), { recursive: true });
});
afterAll(() => rm(ws, { recursive: true, force: true }));

describe('resolveWorkspaceRoot', () => {
  it('finds nx.json from the source tree and from the bundle', () => {
    const fromSource = pathToFileURL(join(ws, 'apps/api-server/src/config/workspace-root.ts')).href;
    const fromBundle = pathToFileURL(join(ws, 'dist/apps/api-server/main.js')).href;
    expect(resolveWorkspaceRoot(fromSource, {}, '/')).toBe(ws);
    expect(resolveWorkspaceRoot(fromBundle, {}, '/')).toBe(ws);
  });

  it('takes the folder above dist/apps/api-server when nx.json was not copied along', () => {
    expect(resolveWorkspaceRoot('file:///opt/sealens/dist/apps/api-server/main.js', {}, '/')).toBe('/opt/sealens');
  });

  it('obeys SEALENS_WORKSPACE_ROOT', () => {
    expect(resolveWorkspaceRoot('file:///x/y.js', { SEALENS_WORKSPACE_ROOT: 'ws' }, '/base')).toBe('/base/ws');
  });
});

const PROVIDERS = {
  SEALENS_SMS_GATEWAY_URL: 'https://sms.example.test/send',
  SEALENS_SMS_GATEWAY_KEY: 'gateway-key',
  SEALENS_QR_SCAN_URL: 'https://open.example.test/qr?scene={sceneId}',
  SEALENS_CAPTCHA_VERIFY_URL: 'https://captcha.example.test/verify',
  SEALENS_CAPTCHA_APP_ID: '190012345',
  SEALENS_CAPTCHA_SECRET: 'captcha-secret',
};

describe('readServerConfig', () => {
  const bundle = () => pathToFileURL(join(ws, 'dist/apps/api-server/main.js')).href;

  it('has the documented defaults', () => {
    expect(readServerConfig({}, bundle(), '/')).toEqual({
      port: 4200,
      host: '127.0.0.1',
      mode: 'local',
      workspaceRoot: ws,
      desktopDir: join(ws, 'dist/apps/web-desktop'),
      mobileDir: join(ws, 'dist/apps/web-mobile'),
      desktopServerDir: join(ws, 'dist/apps/web-desktop-server'),
      mobileServerDir: join(ws, 'dist/apps/web-mobile-server'),
      version: '1.2.3',
      databaseUrl: undefined,
      dataDir: join(ws, '.data'),
      tokenSecret: undefined,
      tokenTtlSeconds: 7 * 24 * 3600,
      trustedProxies: [],
    });
  });

  it('finds the server entries beside the sites, and leaves them unused with SEALENS_SSR=off', () => {
    const custom = readServerConfig({ SEALENS_DESKTOP_DIR: '/srv/d', SEALENS_MOBILE_SERVER_DIR: '/srv/ms' }, bundle(), '/');
    expect(custom.desktopServerDir).toBe('/srv/d-server');
    expect(custom.mobileServerDir).toBe('/srv/ms');
    const off = readServerConfig({ SEALENS_SSR: 'off' }, bundle(), '/');
    expect(off.desktopServerDir).toBeNull();
    expect(off.mobileServerDir).toBeNull();
  });

  it('reads the database, data folder and token settings from the environment', () => {
    const config = readServerConfig(
      { DATABASE_URL: 'postgres://u@h/db', SEALENS_DATA_DIR: 'data', SEALENS_TOKEN_SECRET: 's'.repeat(32), SEALENS_TOKEN_TTL_SECONDS: '60' },
      bundle(),
      '/cwd',
    );
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@h/db', dataDir: '/cwd/data', tokenSecret: 's'.repeat(32), tokenTtlSeconds: 60 });
  });

  it('reads PORT, HOST, the mode and the site folders from the environment', () => {
    const config = readServerConfig(
      { PORT: '8080', HOST: '127.0.0.1', NODE_ENV: 'production', SEALENS_DESKTOP_DIR: 'd', SEALENS_MOBILE_DIR: '/abs/m', ...PROVIDERS },
      bundle(),
      '/cwd',
    );
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', mode: 'production', desktopDir: '/cwd/d', mobileDir: '/abs/m' });
  });

  it('lets SEALENS_MODE override NODE_ENV and rejects nonsense', () => {
    expect(readMode({ NODE_ENV: 'production', SEALENS_MODE: 'local' })).toBe('local');
    expect(readMode({ NODE_ENV: 'development' })).toBe('local');
    expect(() => readMode({ SEALENS_MODE: 'staging' })).toThrow(/SEALENS_MODE/);
    expect(() => readPort({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => readPort({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('production providers (issue #10 item 11)', () => {
  const bundle = () => pathToFileURL(join(resolveWorkspaceRoot(), 'dist/apps/api-server/main.js')).href;
  it('production refuses to start without them and names every missing setting', () => {
    expect(() => readServerConfig({ SEALENS_MODE: 'production' }, bundle(), '/cwd')).toThrow(
      /set SEALENS_SMS_GATEWAY_URL, SEALENS_SMS_GATEWAY_KEY, SEALENS_QR_SCAN_URL/,
    );
    expect(() => readServerConfig({ SEALENS_MODE: 'production', ...PROVIDERS, SEALENS_QR_SCAN_URL: '' }, bundle(), '/cwd')).toThrow(/set SEALENS_QR_SCAN_URL \(/);
    expect(() => readServerConfig({ SEALENS_MODE: 'production', ...PROVIDERS, SEALENS_QR_SCAN_URL: 'https://x.test/scan' }, bundle(), '/cwd')).toThrow(/\{sceneId\}/);
    expect(() => readServerConfig({ SEALENS_MODE: 'production', ...PROVIDERS, SEALENS_SMS_GATEWAY_URL: 'ftp://x' }, bundle(), '/cwd')).toThrow(/http\(s\)/);
  });

  it('production gets them; local mode has none (the outbox and the dev scan page stand in)', () => {
    expect(readServerConfig({ SEALENS_MODE: 'production', ...PROVIDERS }, bundle(), '/cwd').providers).toEqual({
      smsGateway: { url: 'https://sms.example.test/send', key: 'gateway-key' },
      qrScanUrl: 'https://open.example.test/qr?scene={sceneId}',
      captcha: { verifyUrl: 'https://captcha.example.test/verify', appId: '190012345', secret: 'captcha-secret' },
    });
    expect(readServerConfig({ SEALENS_MODE: 'local' }, bundle(), '/cwd').providers).toBeUndefined();
  });
});

describe('production captcha (issue 25 item 7)', () => {
  const bundle = () => pathToFileURL(join(resolveWorkspaceRoot(), 'dist/apps/api-server/main.js')).href;
  const withoutCaptcha = Object.fromEntries(Object.entries(PROVIDERS).filter(([name]) => !name.startsWith('SEALENS_CAPTCHA_')));
  const production = (env: NodeJS.ProcessEnv) => readServerConfig({ SEALENS_MODE: 'production', ...env }, bundle(), '/cwd');

  it('refuses to start with only the local slide captcha, and says why and what to set', () => {
    let refusal: unknown;
    try {
      production(withoutCaptcha);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServerConfigError);
    const message = (refusal as Error).message;
    expect(message).toMatch(/refuses the local slide captcha: it is a development aid that a script solves/);
    expect(message).toContain('SEALENS_CAPTCHA_VERIFY_URL, SEALENS_CAPTCHA_APP_ID, SEALENS_CAPTCHA_SECRET');
    expect(message).toContain('VITE_CAPTCHA_SCRIPT_URL, VITE_CAPTCHA_APP_ID');
    expect(message).toContain('SEALENS_ALLOW_LOCAL_CAPTCHA=1');
    // Only the exact opt-in counts.
    for (const allow of ['', '0', 'true', 'yes']) expect(() => production({ ...withoutCaptcha, SEALENS_ALLOW_LOCAL_CAPTCHA: allow })).toThrow(ServerConfigError);
  });

  it('starts with the local captcha when the operator sets SEALENS_ALLOW_LOCAL_CAPTCHA=1', () => {
    expect(production({ ...withoutCaptcha, SEALENS_ALLOW_LOCAL_CAPTCHA: '1' }).providers?.captcha).toBe('local');
  });

  it('names what is missing of a half-configured third-party captcha, and wants an http(s) verify address', () => {
    expect(() => production({ ...withoutCaptcha, SEALENS_CAPTCHA_APP_ID: '190012345', SEALENS_ALLOW_LOCAL_CAPTCHA: '1' })).toThrow(
      'set SEALENS_CAPTCHA_VERIFY_URL, SEALENS_CAPTCHA_SECRET as well',
    );
    expect(() => production({ ...PROVIDERS, SEALENS_CAPTCHA_VERIFY_URL: 'ftp://captcha.example.test' })).toThrow(/SEALENS_CAPTCHA_VERIFY_URL must be an http\(s\) address/);
  });

  it('local mode needs none of it', () => {
    expect(() => readServerConfig({ SEALENS_MODE: 'local' }, bundle(), '/cwd')).not.toThrow();
  });
});

describe('default host (issue 25 item 12)', () => {
  const bundle = () => pathToFileURL(join(resolveWorkspaceRoot(), 'dist/apps/api-server/main.js')).href;
  it('local mode listens on loopback only, production on every interface; HOST wins in both', () => {
    expect(defaultHost('local')).toBe('127.0.0.1');
    expect(defaultHost('production')).toBe('0.0.0.0');
    expect(readServerConfig({}, bundle(), '/cwd').host).toBe('127.0.0.1');
    expect(readServerConfig({ SEALENS_MODE: 'production', ...PROVIDERS }, bundle(), '/cwd').host).toBe('0.0.0.0');
    expect(readServerConfig({ HOST: '0.0.0.0' }, bundle(), '/cwd').host).toBe('0.0.0.0');
    expect(readServerConfig({ HOST: '10.0.0.5', SEALENS_MODE: 'production', ...PROVIDERS }, bundle(), '/cwd').host).toBe('10.0.0.5');
  });
});
