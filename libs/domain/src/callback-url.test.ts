import { describe, expect, it } from 'vitest';
import { isSameOriginCallback, sameOriginPath } from './callback-url';

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
