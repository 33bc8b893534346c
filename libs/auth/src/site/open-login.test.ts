import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenLoginOptions } from './open-login';

const shown: OpenLoginOptions[] = [];
vi.mock('./show-login-dialog', () => ({
  showLoginDialog: (options: OpenLoginOptions) => {
    shown.push(options);
    return true;
  },
}));

const { openLogin } = await import('./open-login');

function atPage(pathname: string, width: number): void {
  window.history.replaceState(null, '', pathname);
  window.matchMedia = ((query: string) => ({ matches: query.includes('max-width') && width < 768 }) as MediaQueryList) as typeof window.matchMedia;
}

afterEach(() => {
  shown.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('openLogin: the first screen', () => {
  it('is SMS login on the mobile site', async () => {
    atPage('/m/product', 390);
    await openLogin();
    expect(shown[0]?.view).toEqual({ mode: 'accountLogin', tab: 'sms' });
  });

  it('is SMS login on a narrow desktop page, the QR on a wide one', async () => {
    atPage('/', 600);
    await openLogin();
    atPage('/', 1280);
    await openLogin();
    expect(shown.map((o) => o.view)).toEqual([{ mode: 'accountLogin', tab: 'sms' }, { mode: 'qrLogin' }]);
  });

  it('follows an explicit initial mode or view', async () => {
    atPage('/m', 390);
    await openLogin({ initialMode: 'qr' });
    await openLogin({ view: { mode: 'bindWxQr' } });
    expect(shown.map((o) => o.view)).toEqual([{ mode: 'qrLogin' }, { mode: 'bindWxQr' }]);
  });
});
