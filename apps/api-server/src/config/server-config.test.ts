import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readMode, readPort, readServerConfig } from './server-config';
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
};

describe('readServerConfig', () => {
  const bundle = () => pathToFileURL(join(ws, 'dist/apps/api-server/main.js')).href;

  it('has the documented defaults', () => {
    expect(readServerConfig({}, bundle(), '/')).toEqual({
      port: 4200,
      host: '0.0.0.0',
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
    });
    expect(readServerConfig({ SEALENS_MODE: 'local' }, bundle(), '/cwd').providers).toBeUndefined();
  });
});
