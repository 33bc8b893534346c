// Issue #10 item 3: the bind QR's poll, then a GET, with the victim's SameSite=Lax cookie, opened
// from a cross-site link, bound the attacker's WeChat to the victim's account. Now the poll is
// POST /user/addWeiXinBind (spec §7), cookie-authenticated state changes refuse cross-site
// requests, and a bind scene binds only for the signed-in user who asked for it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema';
import { isCrossSite } from '../../http/cross-site-guard';
import { scanQrScene } from '../../security/qr-scenes';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

/** A request the way a browser sends it: the session cookie, and the fetch metadata it adds. */
function browser(url: string, token: string, site: 'same-origin' | 'cross-site' | 'same-site', method = 'GET', body?: unknown) {
  return t.app.request(url, {
    method,
    headers: {
      cookie: `sealens_token=${token}`,
      'sec-fetch-site': site,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function openIdOf(userId: number): Promise<string | null> {
  const [row] = await t.deps.db.select({ openId: users.weChatOpenId }).from(users).where(eq(users.id, userId));
  return row?.openId ?? null;
}

describe('binding by a cross-site link (issue #10 item 3)', () => {
  it("the attack: the attacker's scanned bind QR, opened by the victim through a link, binds nothing", async () => {
    const attacker = await t.login('13900000016');
    const victim = await t.login('13900000014');
    const qr = await t.call('POST', `${ID}/wechat/qrcode?bind=1`, { token: attacker.token });
    const sceneId = qr.body.playdata.sceneId as string;
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });

    const crossSite = await browser(`${ID}/user/addWeiXinBind?scentId=${sceneId}`, victim.token, 'cross-site', 'POST');
    expect(crossSite.status).toBe(403);
    // Even same-origin (a form inside our own site): the scene is not the victim's.
    const sameOrigin = await browser(`${ID}/user/addWeiXinBind?scentId=${sceneId}`, victim.token, 'same-origin', 'POST');
    expect((await sameOrigin.json()).code).toBe(30004);
    expect(await openIdOf(1_000_014)).toBeNull();
  });

  it("a visitor's login scene cannot be bound through the poll either", async () => {
    const victim = await t.login('13900000014');
    const qr = await t.call('POST', `${ID}/wechat/createLoginQrcode`);
    const sceneId = qr.body.playdata.sceneId as string;
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });
    const answer = await browser(`${ID}/user/addWeiXinBind?scentId=${sceneId}`, victim.token, 'same-origin', 'POST');
    expect((await answer.json()).code).toBe(30004);
    expect(await openIdOf(1_000_014)).toBeNull();
  });

  it('the own bind QR, polled from the own site, binds', async () => {
    const own = await t.login('13900000014');
    const qr = await browser(`${ID}/wechat/qrcode?bind=1`, own.token, 'same-origin', 'POST');
    const sceneId = (await qr.json()).playdata.sceneId as string;
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });
    const bound = await browser(`${ID}/user/addWeiXinBind?scentId=${sceneId}`, own.token, 'same-origin', 'POST');
    expect(await bound.json()).toEqual({ code: 200, message: 'binding successful' });
    expect(await openIdOf(1_000_014)).not.toBeNull();
  });

  it('every cookie-authenticated state change refuses another site; bearer calls and reads are not affected', async () => {
    const user = await t.login('13900000001');
    const question = { title: 'Cross-site?', content: 'No.', imgUrls: [] };
    expect((await browser('/api/qa/question/save', user.token, 'cross-site', 'POST', question)).status).toBe(403);
    expect((await browser('/api/qa/question/save', user.token, 'same-site', 'POST', question)).status).toBe(403);
    expect((await (await browser('/api/qa/question/save', user.token, 'same-origin', 'POST', question)).json()).code).toBe(200);
    expect((await browser(`${ID}/qbt4-user-window/isOpenWindowV2`, user.token, 'cross-site')).status).toBe(200);
    // The passport issues a one-time login code: a GET that changes state, guarded like a POST.
    expect((await browser(`${ID}/user/auth/passport?clientId=web&callbackUrl=%2F`, user.token, 'cross-site')).status).toBe(403);
    expect((await (await browser(`${ID}/user/auth/passport?clientId=web&callbackUrl=%2F`, user.token, 'same-origin')).json()).code).toBe(200);
    expect((await t.call('POST', '/api/qa/question/save', { token: user.token, body: question })).body.code).toBe(200);
  });

  it('reads the browser: Sec-Fetch-Site first, else the Origin against the host', () => {
    expect(isCrossSite({ secFetchSite: 'same-origin', origin: 'https://evil.example', host: 'sealens.test' })).toBe(false);
    expect(isCrossSite({ secFetchSite: 'none' })).toBe(false);
    expect(isCrossSite({ secFetchSite: 'cross-site' })).toBe(true);
    expect(isCrossSite({ origin: 'https://evil.example', host: 'sealens.test' })).toBe(true);
    expect(isCrossSite({ origin: 'https://sealens.test', host: 'sealens.test' })).toBe(false);
    expect(isCrossSite({ origin: 'null', host: 'sealens.test' })).toBe(true);
    expect(isCrossSite({ host: 'sealens.test' })).toBe(false);
  });
});
