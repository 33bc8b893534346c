import { describe, expect, it } from 'vitest';
import { LOGIN_DEFAULT_TARGET, loginTarget } from './login-target';

const ORIGIN = 'https://sealens.example';

describe('loginTarget', () => {
  it('goes on to a same-origin redirect, with its query and hash', () => {
    expect(loginTarget('?redirect=%2FmoreShopAuthorize%3Fsite%3DMY%23list', ORIGIN)).toBe('/moreShopAuthorize?site=MY#list');
    expect(loginTarget('?redirect=https%3A%2F%2Fsealens.example%2Fabout', ORIGIN)).toBe('/about');
  });

  it("reads the spec's callbackUrl too (redirect first)", () => {
    expect(loginTarget('?callbackUrl=%2Fpricing', ORIGIN)).toBe('/pricing');
    expect(loginTarget('?redirect=%2Fabout&callbackUrl=%2Fpricing', ORIGIN)).toBe('/about');
  });

  // The last three resolve to the path //evil.example, which written out leaves the origin (issue 25 item 4).
  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/%09/evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example'])('never leaves the origin: %s', (redirect) => {
    const target = loginTarget(`?redirect=${encodeURIComponent(redirect)}`, ORIGIN);
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
  });

  it("goes to the member's landing without a redirect, and never back to /login", () => {
    expect(loginTarget('', ORIGIN)).toBe(LOGIN_DEFAULT_TARGET);
    expect(LOGIN_DEFAULT_TARGET).toBe('/workbench/home');
    expect(loginTarget('?redirect=%2Flogin%3Fredirect%3D%2Fabout', ORIGIN)).toBe('/workbench/home');
    expect(loginTarget('?redirect=%2Fworkbench%2Flogin%3FurlCode%3Dx', ORIGIN)).toBe('/workbench/home');
  });

  it('returns from the workbench login to the workbench page asked for (spec §2)', () => {
    expect(loginTarget('?urlCode=sealens&redirect=%2Fworkbench%2Fproduct%2Fhot-sales-product%3Fsite%3DTH', ORIGIN)).toBe('/workbench/product/hot-sales-product?site=TH');
  });
});
