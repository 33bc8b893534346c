import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  deviceRedirectTarget,
  isMobileUserAgent,
  reloadAfterChunkError,
  workbenchRedirectTarget,
} from './navigation';

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('workbench redirect', () => {
  it('sends hash-routed paths to /workbench/{rest}', () => {
    expect(workbenchRedirectTarget(loc('/', '', '#/home'))).toBe('/workbench/home');
    expect(workbenchRedirectTarget(loc('/', '', '#/workbench/dashboard/product-monitor'))).toBe(
      '/workbench/dashboard/product-monitor',
    );
  });
  it('sends paths containing workbench to /workbench/{rest}, keeping query and hash', () => {
    expect(workbenchRedirectTarget(loc('/old/workbench/login', '?urlCode=a', '#x'))).toBe('/workbench/login?urlCode=a#x');
  });
  it('leaves /workbench/ paths and ordinary paths alone', () => {
    expect(workbenchRedirectTarget(loc('/workbench/home'))).toBeNull();
    expect(workbenchRedirectTarget(loc('/about', '', '#team'))).toBeNull();
    expect(workbenchRedirectTarget(loc('/'))).toBeNull();
  });
});

describe('device redirects', () => {
  it('sends desktop browsers from /m paths to the desktop paths, query kept', () => {
    expect(deviceRedirectTarget(loc('/m'), false)).toBe('/');
    expect(deviceRedirectTarget(loc('/m/', '?a=1'), false)).toBe('/?a=1');
    expect(deviceRedirectTarget(loc('/m/lottery/components/rules', '?aic=7'), false)).toBe('/lottery/components/rules?aic=7');
    expect(deviceRedirectTarget(loc('/m/register', '?utm=x'), false)).toBe('/register?utm=x');
  });
  it('sends mobile browsers from /, /lottery and /register to /m', () => {
    expect(deviceRedirectTarget(loc('/', '?code=9'), true)).toBe('/m?code=9');
    expect(deviceRedirectTarget(loc('/lottery'), true)).toBe('/m/lottery');
    expect(deviceRedirectTarget(loc('/register/x', '?q=1'), true)).toBe('/m/register/x?q=1');
  });
  it('leaves everything else where it is', () => {
    expect(deviceRedirectTarget(loc('/m/about'), true)).toBeNull();
    // Mobile pages without a desktop twin stay where they are in a desktop browser too.
    for (const path of ['/m/agreement', '/m/policy', '/m/download', '/m/ReceivePrize', '/m/DeliveryInfo', '/m/product']) {
      expect(deviceRedirectTarget(loc(path), false), path).toBeNull();
    }
    expect(deviceRedirectTarget(loc('/m/pricing', '?site=ID'), false)).toBe('/pricing?site=ID');
    expect(deviceRedirectTarget(loc('/about'), true)).toBeNull();
    // A shared calculator link opens the mobile calculator with the same inputs (issue 17).
    expect(deviceRedirectTarget(loc('/pricing', '?site=ID&cost=20'), true)).toBe('/m/pricing?site=ID&cost=20');
    expect(deviceRedirectTarget(loc('/'), false)).toBeNull();
    expect(deviceRedirectTarget(loc('/mall'), false)).toBeNull();
    expect(deviceRedirectTarget(loc('/lotteryx'), true)).toBeNull();
  });
  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe(false);
  });
});

describe('chunk reload guard', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  }
  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    now += 59_999;
    expect(reloadAfterChunkError(deps)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('chunk load errors', () => {
  it('recognises the messages of Chromium, Firefox and Safari', async () => {
    const { isChunkLoadError } = await import('./navigation');
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('mobile tab routes', () => {
  it('are the four tabs of spec §2 plus /promote/mobile', async () => {
    const { MOBILE_TAB_ROUTES, isMobileTabRoute } = await import('./navigation');
    const { MOBILE_TAB_COUNT } = await import('./constants');
    expect(MOBILE_TAB_ROUTES).toEqual(['/m', '/m/product', '/m/QACommunity', '/m/about']);
    expect(MOBILE_TAB_ROUTES).toHaveLength(MOBILE_TAB_COUNT);
    expect(isMobileTabRoute('/m/')).toBe(true);
    expect(isMobileTabRoute('/m/about')).toBe(true);
    expect(isMobileTabRoute('/promote/mobile')).toBe(true);
    expect(isMobileTabRoute('/m/agreement')).toBe(false);
    expect(isMobileTabRoute('/m/answerDetail/3')).toBe(false);
  });
});
