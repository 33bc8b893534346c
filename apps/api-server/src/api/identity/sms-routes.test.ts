import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SMS_MAX_SENDS_PER_IP, SMS_MAX_SENDS_PER_MOBILE } from '../../security/security-constants';
import { uniqueIp, uniqueMobile } from '../../security/test-database';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('captcha', () => {
  it('hands out 16-character session ids by POST and GET', async () => {
    const a = await t.call('POST', `${ID}/captcha/getUserSessionId`);
    const b = await t.call('GET', `${ID}/public/captcha/sessionId`);
    expect(a.body.code).toBe(200);
    expect(a.body.payload).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(b.body.payload).not.toBe(a.body.payload);
  });

  it('draws a slide challenge for a session and turns a right answer into a single-use ticket', async () => {
    const session = await t.call('POST', `${ID}/captcha/getUserSessionId`);
    const slide = await t.call('GET', `${ID}/public/captcha/slide?sessionId=${session.body.payload}`);
    expect(slide.body.payload).toMatchObject({ challengeId: session.body.payload, width: 300, height: 150, expiresIn: 120 });
    expect(slide.body.payload.background).toMatch(/^data:image\/png;base64,/);
    const ticket = await t.captchaTicket();
    expect(ticket.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('answers 16801 for a wrong position and 16809 for a replayed challenge', async () => {
    const slide = await t.call('GET', `${ID}/public/captcha/slide`);
    const challengeId = slide.body.payload.challengeId;
    const wrong = await t.call('POST', `${ID}/public/captcha/slide/verify`, { body: { challengeId, x: -100 } });
    expect(wrong.body.code).toBe(16801);
    const again = await t.call('POST', `${ID}/public/captcha/slide/verify`, { body: { challengeId, x: 100 } });
    expect(again.body.code).toBe(16809);
  });
});

/** The login dialog's send: POST /public/message with everything in the query (spec §7). */
const messageUrl = (mobile: string, { ticket, randstr }: { ticket: string; randstr: string }, extra = '') =>
  `${ID}/public/message?sendType=log&mobilePhone=${mobile}&ticket=${encodeURIComponent(ticket)}&randstr=${encodeURIComponent(randstr)}${extra}`;

describe('SMS sending', () => {
  it('sends by the query variant after a redeemed captcha ticket; the ticket is single use', async () => {
    const mobile = uniqueMobile();
    const ticket = await t.captchaTicket();
    const url = `${ID}/public/message?sendType=log&mobilePhone=${mobile}&ticket=${ticket.ticket}&randstr=${ticket.randstr}`;
    const sent = await t.call('POST', url);
    expect(sent.body).toMatchObject({ code: 200, message: 'SMS sent, please check' });
    expect(t.lastCode(mobile)).toMatch(/^[0-9]{6}$/);
    t.clock.advance(61);
    const replay = await t.call('POST', url);
    expect(replay.body.code).toBe(16809);
  });

  it('rejects a missing ticket with 16801 and a bad phone with the spec message', async () => {
    const noTicket = await t.call('POST', `${ID}/public/sendMessageV3`, { body: { appName: 'sealens', sendType: 'log', mobilePhone: uniqueMobile(), ticket: 'x', randstr: 'y' } });
    expect(noTicket.body.code).toBe(16801);
    const bad = await t.call('POST', `${ID}/public/sendMessageV2`, { body: { appName: 'sealens', sendType: 'log', mobilePhone: '12345', ticket: 'x', randstr: 'y' } });
    expect(bad.body).toMatchObject({ code: 10010, message: 'please enter a correct mobile number' });
  });

  it('sends by V2 and V3 (log, res, reg)', async () => {
    for (const [path, sendType] of [['/public/sendMessageV2', 'log'], ['/public/sendMessageV3', 'res'], ['/public/sendMessageV2', 'reg']] as const) {
      const mobile = uniqueMobile();
      const code = await t.sendCode(mobile, path, sendType);
      expect(t.outbox.at(-1)?.text).toContain(code);
    }
  });

  it("says 'this phone number is already registered' for reg on an existing phone", async () => {
    for (const path of ['/public/sendMessageV2', '/public/sendMessageV3']) {
      const ticket = await t.captchaTicket();
      const sent = await t.call('POST', `${ID}${path}`, { body: { appName: 'sealens', sendType: 'reg', mobilePhone: '13900000001', mobile: '13900000001', ...ticket } });
      expect(sent.body).toMatchObject({ code: 10006, message: 'this phone number is already registered' });
    }
  });

  it('sends a login code and reports whether the phone is registered', async () => {
    const ticket = await t.captchaTicket();
    const sent = await t.call('POST', messageUrl('13900000014', ticket));
    expect(sent.body).toMatchObject({ code: 200, payload: { userWasExist: true, userWxIsBind: false } });
  });

  it('hasUserSendMessageV2 reports exists + bound without sending, and sends for a new phone', async () => {
    const bound = await t.call('POST', `${ID}/user/hasUserSendMessageV2`, { body: { appName: 'sealens', mobilePhone: '13900000001', tenantId: 1, channelId: 2, ...(await t.captchaTicket()) } });
    expect(bound.body).toMatchObject({ code: 200, message: 'this phone is already bound to WeChat, please change number', payload: { userWasExist: true, userWxIsBind: true } });
    const mobile = uniqueMobile();
    const fresh = await t.call('POST', `${ID}/user/hasUserSendMessageV2`, { body: { appName: 'sealens', mobilePhone: mobile, ...(await t.captchaTicket()) } });
    expect(fresh.body).toMatchObject({ code: 200, payload: { userWasExist: false, userWxIsBind: false } });
    expect(t.lastCode(mobile)).toMatch(/^[0-9]{6}$/);
  });

  it('answers 429 with Retry-After inside the 60 s cooldown and after 5 sends an hour', async () => {
    const mobile = uniqueMobile();
    const send = async () => t.call('POST', messageUrl(mobile, await t.captchaTicket()));
    expect((await send()).status).toBe(200);
    const cooling = await send();
    expect(cooling.status).toBe(429);
    expect(Number(cooling.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    for (let i = 1; i < SMS_MAX_SENDS_PER_MOBILE; i += 1) {
      t.clock.advance(61);
      expect((await send()).status).toBe(200);
    }
    t.clock.advance(61);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('visiting too frequently, try again later');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('counts the socket address for the per-IP limit: a rotated X-Forwarded-For or userIp from one client gains nothing', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= SMS_MAX_SENDS_PER_IP; i += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      const sent = await t.call('POST', messageUrl(uniqueMobile(), await t.captchaTicket(), `&userIp=203.0.113.${i + 1}`), { ip, headers: forged });
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([...Array(SMS_MAX_SENDS_PER_IP).fill(200), 429]);
  });
});

describe('TRUSTED_PROXIES', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await openTestApp({ trustedProxies: ['192.0.2.1', '192.0.2.2'] });
  });
  afterAll(() => behindProxy.close());

  const sendVia = async (socket: string, forwardedFor: string) =>
    behindProxy.call('POST', messageUrl(uniqueMobile(), await behindProxy.captchaTicket()), {
      ip: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('believes X-Forwarded-For only from a configured proxy, read from the right past further trusted hops', async () => {
    const client = uniqueIp();
    // The client forges a first entry; the proxies append the real address, so the forged one is never reached.
    for (let i = 0; i < SMS_MAX_SENDS_PER_IP; i += 1) expect((await sendVia('192.0.2.1', `198.18.0.${i + 1}, ${client}, 192.0.2.2`)).status).toBe(200);
    expect((await sendVia('::ffff:192.0.2.1', `198.18.1.1, ${client}`)).status).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await sendVia('192.0.2.1', uniqueIp())).status).toBe(200);
  });

  it('ignores the header from an address that is not a proxy', async () => {
    const direct = uniqueIp();
    for (let i = 0; i < SMS_MAX_SENDS_PER_IP; i += 1) expect((await sendVia(direct, `198.18.2.${i + 1}`)).status).toBe(200);
    expect((await sendVia(direct, '198.18.3.1')).status).toBe(429);
  });
});
