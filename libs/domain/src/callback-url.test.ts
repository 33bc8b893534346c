import { describe, expect, it } from 'vitest';
import { isSameOriginCallback, sameOriginPath, sameOriginTarget } from './callback-url';

const ORIGIN = 'https://sealens.example';

describe('sameOriginPath', () => {
  it.each([
    ['/workbench/home', '/workbench/home'],
    ['/moreShopAuthorize?site=MY#list', '/moreShopAuthorize?site=MY#list'],
    ['https://sealens.example/about', '/about'],
  ])('keeps %s as %s', (callback, path) => {
    expect(sameOriginPath(callback, ORIGIN)).toBe(path);
  });

  it.each(['//evil.example/x', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, undefined])(
    'refuses %s and answers the fallback',
    (callback) => {
      expect(sameOriginPath(callback, ORIGIN)).toBe('/');
      expect(sameOriginPath(callback, ORIGIN, '/moreShopAuthorize')).toBe('/moreShopAuthorize');
    },
  );

  it('is the same rule as isSameOriginCallback', () => {
    expect(isSameOriginCallback('/ok', ORIGIN)).toBe(true);
    expect(isSameOriginCallback('http://sealens.example/', ORIGIN)).toBe(false);
  });
});

describe('sameOriginTarget: paths that resolve to //host (issue 25 item 4)', () => {
  // Each resolves to the path //evil.example of this origin, which written out as a path leaves it.
  const BYPASSES = [
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/././/evil.example/x?y=1#z',
    '/..//evil.example',
    'https://sealens.example/.//evil.example',
    './/evil.example',
  ];

  it.each(BYPASSES)('refuses %s', (target) => {
    expect(sameOriginTarget(target, ORIGIN)).toBeNull();
    expect(isSameOriginCallback(target, ORIGIN)).toBe(false);
    expect(sameOriginPath(target, ORIGIN, '/workbench/home')).toBe('/workbench/home');
  });

  it('gives out normalised paths that resolve to the same address', () => {
    expect(sameOriginTarget('/a/../about?x=1#top', ORIGIN)).toBe('/about?x=1#top');
    expect(sameOriginTarget('/./pricing', ORIGIN)).toBe('/pricing');
    expect(sameOriginTarget('/news//2026', ORIGIN)).toBe('/news//2026');
    expect(sameOriginTarget('about', ORIGIN)).toBe('/about');
    for (const target of ['/about', '/a/../b?c=%2F%2Fevil.example', '/x#//evil.example', ...BYPASSES]) {
      const path = sameOriginTarget(target, ORIGIN);
      if (path !== null) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
