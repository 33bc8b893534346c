import { describe, expect, it } from 'vitest';
import { currentLoginOpeningContext, defaultLoginInitialMode, loginViewFor, NARROW_VIEWPORT_QUERY } from './login-initial-mode';

describe('defaultLoginInitialMode (DESIGN §4: login on a phone)', () => {
  it('opens the mobile site on SMS login, at any width', () => {
    expect(defaultLoginInitialMode({ pathname: '/m', narrowViewport: false })).toBe('sms');
    expect(defaultLoginInitialMode({ pathname: '/m/QACommunity', narrowViewport: false })).toBe('sms');
  });

  it('opens a narrow desktop-site viewport on SMS login', () => {
    expect(defaultLoginInitialMode({ pathname: '/', narrowViewport: true })).toBe('sms');
  });

  it('keeps the QR on wide desktop pages (spec §2), including paths that merely start with m', () => {
    expect(defaultLoginInitialMode({ pathname: '/', narrowViewport: false })).toBe('qr');
    expect(defaultLoginInitialMode({ pathname: '/about', narrowViewport: false })).toBe('qr');
    expect(defaultLoginInitialMode({ pathname: '/market', narrowViewport: false })).toBe('qr');
  });

  it('maps a mode to the first screen', () => {
    expect(loginViewFor('sms')).toEqual({ mode: 'accountLogin', tab: 'sms' });
    expect(loginViewFor('qr')).toEqual({ mode: 'qrLogin' });
  });

  it('reads the path and the 768 px breakpoint at open time', () => {
    const queries: string[] = [];
    const fakeWindow = (width: number, pathname: string) => ({
      location: { pathname } as Location,
      matchMedia: (query: string) => {
        queries.push(query);
        return { matches: width < 768 } as MediaQueryList;
      },
    });
    expect(currentLoginOpeningContext(fakeWindow(767, '/'))).toEqual({ pathname: '/', narrowViewport: true });
    expect(currentLoginOpeningContext(fakeWindow(768, '/about'))).toEqual({ pathname: '/about', narrowViewport: false });
    expect(queries).toEqual([NARROW_VIEWPORT_QUERY, NARROW_VIEWPORT_QUERY]);
    expect(NARROW_VIEWPORT_QUERY).toBe('(max-width: 767.98px)');
  });
});
