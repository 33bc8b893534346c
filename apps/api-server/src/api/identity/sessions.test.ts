// Issue #25 item 11: a password reset left the old tokens working, `/user/login/status` called a
// logged-out token logged in, behind a TLS proxy the cookie lacked Secure, and member answers carried
// no `Cache-Control: private, no-store`. Issue #26 item 1: the session cookie was scoped to `/api`,
// so no page request carried it, and the renderer had no way to check a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uniqueMobile } from '../../security/test-database';
import { verifyMemberSession } from './member-session';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

/** A password login's credential, not exchanged yet. */
async function credentialOf(account: string, password: string): Promise<string> {
  const logged = await t.call('POST', `${ID}/user/loginQbt3AccountPc`, {
    body: { appName: 'sealens', action: 'account_password', data: { account, password, tenantId: 1 }, firstId: 'device-1' },
  });
  const credential = logged.body.payload?.loginCredential;
  if (!credential) throw new Error(`login failed: ${JSON.stringify(logged.body)}`);
  return credential as string;
}

const exchange = (account: string, loginCredential: string) => t.call('POST', `${ID}/user/createQbt3AccessTokenV2`, { body: { account, loginCredential } });

async function resetPassword(mobile: string, password: string) {
  const code = await t.sendCode(mobile, '/public/sendMessageV2', 'res');
  const reset = await t.call('POST', `${ID}/public/resetPassword`, { body: { tenantId: 1, phone: mobile, code, password, confirmPassword: password } });
  expect(reset.body).toEqual({ code: 200, message: 'password reset successful' });
}

const memberCall = (token: string) => t.call('POST', `${ID}/user/channelUserInfo`, { token });
const cookieCall = (token: string) => t.app.request(`${ID}/user/channelUserInfo`, { method: 'POST', headers: { cookie: `sealens_token=${token}` } });

describe('a password reset ends the sessions before it (issue #25 item 11)', () => {
  it('every token issued before the reset, by header or cookie, and every unexchanged credential stop working; a new login works', async () => {
    const mobile = uniqueMobile();
    const reg = await t.sendCode(mobile, '/public/sendMessageV3', 'reg');
    expect((await t.call('POST', `${ID}/user/registerUserV2`, { body: { appName: 'sealens', account: mobile, password: 'old12345', code: reg } })).body.code).toBe(200);
    const { token: before } = await t.login(mobile, 'old12345');
    const pending = await credentialOf(mobile, 'old12345');
    expect((await memberCall(before)).status).toBe(200);
    expect(await verifyMemberSession(t.deps, before)).not.toBeNull();

    await resetPassword(mobile, 'new12345');

    expect((await memberCall(before)).status).toBe(401);
    expect((await cookieCall(before)).status).toBe(401);
    expect((await t.call('GET', `${ID}/user/login/status`, { token: before })).status).toBe(401);
    expect(await verifyMemberSession(t.deps, before)).toBeNull();
    expect((await exchange(mobile, pending)).body.code).toBe(10005);
    // The owner's new login, with the new password, is a session like any other.
    const { token: after } = await t.login(mobile, 'new12345');
    expect((await memberCall(after)).status).toBe(200);
    expect((await t.call('GET', `${ID}/user/login/status`, { token: after })).body.payload.loggedIn).toBe(true);
  });

  it("the main account's reset also ends the sessions of its sub-accounts", async () => {
    const sub = await exchange('demo-sub-1', await credentialOf('13900000002', 'demo1234'));
    expect(sub.body.code).toBe(200);
    const subToken: string = sub.body.payload.accessToken;
    expect((await memberCall(subToken)).status).toBe(200);
    await resetPassword('13900000002', 'demo5678');
    expect((await memberCall(subToken)).status).toBe(401);
  });
});

describe('login status (issue #25 item 11)', () => {
  it('a logged-out token is not logged in: 401 like an expired one', async () => {
    const { token } = await t.login('13900000001');
    expect((await t.call('GET', `${ID}/user/login/status`, { token })).body.payload.loggedIn).toBe(true);
    expect((await t.call('POST', `${ID}/user/logout`, { token })).body.code).toBe(200);
    expect((await t.call('GET', `${ID}/user/login/status`, { token })).status).toBe(401);
  });
});

describe('the session cookie (issue #26 item 1, issue #25 item 11)', () => {
  it('is scoped to Path=/ so page requests carry it: HttpOnly, SameSite=Lax, no Secure over plain http; an old /api copy is removed', async () => {
    const token = await exchange('13900000001', await credentialOf('13900000001', 'demo1234'));
    const cookies = token.response.headers.getSetCookie();
    const session = cookies.find((c) => /^sealens_token=[^;]+;/.test(c)) ?? '';
    expect(session).toMatch(/; Path=\/;/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    expect(cookies.filter((c) => c !== session)).toEqual(['sealens_token=; Max-Age=0; Path=/api']);
  });

  it('logout clears it at / and at the old /api path', async () => {
    const out = await t.call('POST', `${ID}/user/logout`);
    expect(out.response.headers.getSetCookie().map((c) => c.match(/^sealens_token=; Max-Age=0; Path=([^;]*)/)?.[1])).toEqual(['/', '/api']);
  });

  it('is Secure when the request itself is https', async () => {
    const credential = await credentialOf('13900000001', 'demo1234');
    const response = await t.app.request(`https://sealens.example${ID}/user/createQbt3AccessTokenV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13900000001', loginCredential: credential }),
    });
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });
});

describe('behind a TLS proxy (issue #25 item 11)', () => {
  const PROXY = '10.8.8.8';
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await openTestApp({ seed: true, trustedProxies: [PROXY] });
  }, 120_000);
  afterAll(() => proxied.close());

  const tokenCookies = async (socket: string, proto: string) => {
    const logged = await proxied.call('POST', `${ID}/user/loginQbt3AccountPc`, {
      body: { appName: 'sealens', action: 'account_password', data: { account: '13900000001', password: 'demo1234', tenantId: 1 }, firstId: 'device-1' },
    });
    const token = await proxied.call('POST', `${ID}/user/createQbt3AccessTokenV2`, {
      ip: socket,
      headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.20' },
      body: { account: '13900000001', loginCredential: logged.body.payload.loginCredential },
    });
    return token.response.headers.getSetCookie();
  };

  it('believes X-Forwarded-Proto: https from a trusted proxy (the cookie is Secure), and only from it', async () => {
    const viaProxy = await tokenCookies(PROXY, 'https');
    expect(viaProxy).toHaveLength(2);
    for (const cookie of viaProxy) expect(cookie).toMatch(/; Secure/);
    // The proxy's own value is the last one: a client's "https" before it changes nothing.
    for (const cookie of await tokenCookies(PROXY, 'https, http')) expect(cookie).not.toMatch(/Secure/);
    for (const cookie of await tokenCookies('192.0.2.50', 'https')) expect(cookie).not.toMatch(/Secure/);
    const out = await proxied.call('POST', `${ID}/user/logout`, { ip: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    for (const cookie of out.response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });
});

describe('member answers are private (issue #25 item 11)', () => {
  it('an answer to a request with a session, by header or cookie, on any base, is Cache-Control: private, no-store', async () => {
    const { token } = await t.login('13900000016');
    const byHeader = await t.call('GET', `${ID}/user/trial`, { token });
    expect(byHeader.status).toBe(200);
    expect(byHeader.response.headers.get('cache-control')).toBe('private, no-store');
    const byCookie = await t.app.request(`${ID}/qbt4-user-window/isOpenWindowV2`, { headers: { cookie: `sealens_token=${token}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('cache-control')).toBe('private, no-store');
    const mainBase = await t.call('POST', '/api/user/productAndPolicy', { token });
    expect(mainBase.status).toBe(200);
    expect(mainBase.response.headers.get('cache-control')).toBe('private, no-store');
    // A refused token's answer too; a visitor's answer keeps its own policy.
    expect((await t.call('POST', `${ID}/user/channelUserInfo`, { token: 'made-up' })).response.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.call('GET', `${ID}/user/queryFollowServiceInfo`)).response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('verifyMemberSession, for the server renderer (issue #26 item 1)', () => {
  it('names the member, plan and expiry of a live token, and null for anything else', async () => {
    const { token } = await t.login('13900000015');
    const member = await verifyMemberSession(t.deps, token);
    expect(member).toEqual({
      userId: 1_000_015,
      account: '13900000015',
      planId: 15,
      // The later of the plan's maturity and its bonus end (the demo member's seed).
      planEndsAt: new Date('2100-01-31T15:59:59.000Z'),
      planActive: true,
      sessionExpiresAt: new Date((Math.floor(t.clock.now().getTime() / 1000) + 3600) * 1000),
    });
    const { token: plain } = await t.login('13900000020');
    expect(await verifyMemberSession(t.deps, plain)).toMatchObject({ account: '13900000020', planId: null, planEndsAt: null, planActive: false });
    for (const bad of [undefined, null, '', 'abc', `${token}x`]) expect(await verifyMemberSession(t.deps, bad)).toBeNull();
    await t.call('POST', `${ID}/user/logout`, { token });
    expect(await verifyMemberSession(t.deps, token)).toBeNull();
  });
});
