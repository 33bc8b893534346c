import { describe, expect, it } from 'vitest';
import { createApiEvents, type ApiEventMap, type ApiEventName } from '../api-events';
import { ApiBlockedError } from '../api-errors';
import { createErrorCatalogueMiddleware } from './error-catalogue-middleware';
import { html, json, recordingFetch, testClient, type Responder } from '../testing/fake-fetch';

const DEVICE_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const MINUTE = 60_000;

function setup(responder: Responder) {
  const events = createApiEvents();
  const seen: { event: ApiEventName; payload: ApiEventMap[ApiEventName] }[] = [];
  for (const name of ['sessionEnded', 'warning', 'error', 'clockDrift', 'captchaResetNeeded', 'notVerified'] as const) {
    events.on(name, (payload) => seen.push({ event: name, payload }));
  }
  const fetch = recordingFetch(responder);
  const client = testClient(fetch, createErrorCatalogueMiddleware({ events, now: () => DEVICE_NOW }));
  return { client, seen, fetch };
}

/** Requests carrying the verify-code header, as auth-headers.ts would have set it. */
const flagged = { headers: { 'x-verify-code': '1' } };

describe('error catalogue middleware (spec §8)', () => {
  it('raises nothing for a plain success, and leaves the body to the caller', async () => {
    const { client, seen } = setup(() => json({ code: 200, message: 'ok', payload: { a: 1 } }));
    const { data } = await client.GET('/theme/page/config', flagged);
    expect(data).toEqual({ code: 200, message: 'ok', payload: { a: 1 } });
    expect(seen).toEqual([]);
  });

  it('401 ends the session', async () => {
    const { client, seen } = setup(() => json({ code: 401 }, { status: 401 }));
    const { error, response } = await client.GET('/user/channelUserInfo');
    expect(response.status).toBe(401);
    expect(error).toEqual({ code: 401 });
    expect(seen).toEqual([{ event: 'sessionEnded', payload: { reason: 'unauthorized', status: 401 } }]);
  });

  it('403 with body RESTRICT_LOGIN ends the session', async () => {
    const { client, seen } = setup(() => new Response('RESTRICT_LOGIN', { status: 403 }));
    const { error } = await client.GET('/user/channelUserInfo');
    expect(error).toBe('RESTRICT_LOGIN');
    expect(seen).toEqual([{ event: 'sessionEnded', payload: { reason: 'restrictLogin', status: 403 } }]);
  });

  it('403 without RESTRICT_LOGIN does not', async () => {
    const { client, seen } = setup(() => json({ code: 403, message: 'forbidden' }, { status: 403 }));
    await client.GET('/user/channelUserInfo');
    expect(seen).toEqual([]);
  });

  it('429 warns "visiting too frequently"', async () => {
    const { client, seen } = setup(() => new Response('', { status: 429 }));
    await client.POST('/public/message', { body: {} });
    expect(seen).toEqual([{ event: 'warning', payload: { messageId: 'tooFrequent' } }]);
  });

  it('500 raises the "backend exception" error, and the call is made once', async () => {
    const { client, seen, fetch } = setup(() => json({ code: 500, message: 'NPE' }, { status: 500 }));
    const { error } = await client.POST('/user/registerUserV2', { body: {}, ...flagged });
    expect(error).toEqual({ code: 500, message: 'NPE' });
    expect(seen).toEqual([{ event: 'error', payload: { messageId: 'backendException' } }]);
    expect(fetch.requests).toHaveLength(1);
  });

  it('an HTML captcha page raises notVerified, then rejects with ApiBlockedError', async () => {
    const page = '<html><script src="https://turing.captcha.qcloud.com/TCaptcha.js"></script><script>new TencentCaptcha()</script></html>';
    const { client, seen } = setup(() => html(page));
    const call = client.GET('/theme/page/config');
    await expect(call).rejects.toBeInstanceOf(ApiBlockedError);
    await expect(call).rejects.toMatchObject({ kind: 'captcha' });
    expect(seen).toEqual([{ event: 'notVerified', payload: { messageId: 'notVerified' } }]);
  });

  it('the reference server captcha page is recognised too', async () => {
    const { client } = setup(() => html('<div id="captcha-verify"></div>', { status: 403 }));
    await expect(client.GET('/theme/page/config')).rejects.toMatchObject({ kind: 'captcha' });
  });

  it('an HTML threat page warns "too many visits", then rejects', async () => {
    const page = '<html><body><h1>Your request may pose a threat to the website</h1></body></html>';
    const { client, seen } = setup(() => html(page, { status: 405 }));
    await expect(client.GET('/theme/page/config')).rejects.toMatchObject({ name: 'ApiBlockedError', kind: 'threat' });
    expect(seen).toEqual([{ event: 'warning', payload: { messageId: 'tooManyVisits' } }]);
  });

  it('an ordinary HTML answer is not a gateway page', async () => {
    const { client, seen } = setup(() => html('<html><body>hello</body></html>'));
    const { data } = await client.GET('/theme/page/config', { parseAs: 'text' });
    expect(data).toContain('hello');
    expect(seen).toEqual([]);
  });

  it.each([16801, 16808, 16809])('captcha code %i asks for a captcha reset', async (code) => {
    const { client, seen } = setup(() => json({ code, message: 'captcha failed' }));
    await client.POST('/public/sendMessageV2', { body: {} });
    expect(seen).toEqual([{ event: 'captchaResetNeeded', payload: { code } }]);
  });

  it('a flagged call whose code is not 200, 0 or a security code shows the server message', async () => {
    const { client, seen } = setup(() => json({ code: 10010, message: 'data not ready' }));
    await client.GET('/theme/page/config', flagged);
    expect(seen).toEqual([{ event: 'warning', payload: { serverMessage: 'data not ready' } }]);
  });

  it('falls back to "please refresh and retry" when the server gives no message', async () => {
    const { client, seen } = setup(() => json({ code: 10010 }));
    await client.GET('/theme/page/config', flagged);
    expect(seen).toEqual([{ event: 'warning', payload: { messageId: 'refreshAndRetry' } }]);
  });

  it.each([200, 0, 90001, 90002, 90003, 90004, 90005, 90006, 90007, 90008, 70001, 70002])(
    'a flagged call answering code %i raises no warning',
    async (code) => {
      const { client, seen } = setup(() => json({ code, message: 'x' }));
      await client.GET('/theme/page/config', flagged);
      expect(seen).toEqual([]);
    },
  );

  it('an unflagged call with a non-success code raises nothing (its flow handles it)', async () => {
    const { client, seen } = setup(() => json({ code: 30001, message: 'waiting' }));
    await client.GET('/wechat/checkLoginQrcode');
    expect(seen).toEqual([]);
  });

  it('a server clock more than 9 minutes ahead raises clockDrift', async () => {
    const serverDate = new Date(DEVICE_NOW + 9 * MINUTE + 1000);
    const { client, seen } = setup(() => json({ code: 200 }, { headers: { date: serverDate.toUTCString() } }));
    await client.GET('/theme/page/config');
    expect(seen).toEqual([
      {
        event: 'clockDrift',
        payload: { serverDate, deviceDate: new Date(DEVICE_NOW), driftMs: 9 * MINUTE + 1000 },
      },
    ]);
  });

  it.each([
    ['exactly 9 minutes ahead', 9 * MINUTE],
    ['an hour behind', -60 * MINUTE],
  ])('a server clock %s raises nothing', async (_label, offset) => {
    const serverDate = new Date(DEVICE_NOW + offset);
    const { client, seen } = setup(() => json({ code: 200 }, { headers: { date: serverDate.toUTCString() } }));
    await client.GET('/theme/page/config');
    expect(seen).toEqual([]);
  });

  it('an onResponse that changes nothing returns nothing (openapi-fetch 0.17 pitfall)', async () => {
    const events = createApiEvents();
    const middleware = createErrorCatalogueMiddleware({ events });
    const response = json({ code: 200 });
    const result = await middleware.onResponse?.({
      request: new Request('http://sealens.test/api/x'),
      response,
      schemaPath: '/x',
      params: {},
      id: '1',
      options: {} as never,
    });
    expect(result).toBeUndefined();
  });
});
