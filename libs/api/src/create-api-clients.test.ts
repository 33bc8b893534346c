import { describe, expect, it, vi } from 'vitest';
import { createApiEvents } from './api-events';
import { ApiBlockedError, ApiTimeoutError } from './api-errors';
import { apiBaseUrls, createApiClients, type ApiClientsOptions } from './create-api-clients';
import { html, json, recordingFetch, type Responder } from './testing/fake-fetch';

const ORIGIN = 'http://sealens.test';

// Real, fully typed bodies: these calls only compile against the generated contract types.
const SMS = { appName: 'sealens', sendType: 'log', mobilePhone: '13800000000', ticket: 't', randstr: 'r' } as const;
const REGISTRATION = { appName: 'sealens', account: '13800000000', code: '123456', password: 'secret1' };
const COUPON = { params: { query: { couponId: 'c1', appId: 'a1' } } };

function setup(responder?: Responder, overrides: Partial<ApiClientsOptions> = {}) {
  const fetch = recordingFetch(responder);
  const events = createApiEvents();
  const clients = createApiClients({
    basePath: `${ORIGIN}/api`,
    fetch,
    getToken: () => 'tok',
    getAntiRiskToken: () => 'anti',
    events,
    now: () => 1_000,
    ...overrides,
  });
  return { fetch, events, clients, last: () => fetch.requests.at(-1) as Request };
}

describe('apiBaseUrls (spec §7)', () => {
  it('puts every base under /api by default', () => {
    expect(apiBaseUrls()).toEqual({
      identity: '/api/ram/sealens/v1',
      distribution: '/api/dis/distribution',
      payment: '/api/product/pay',
      promote: '/api/shopee-promote/promote/v1',
      report: '/api/shopee-report-service/pro',
      main: '/api',
      workbench: '/api/workbench',
    });
  });

  it('follows a configured main base path, app and product', () => {
    expect(apiBaseUrls({ basePath: 'https://gw.example.com/v2/', app: 'qbt', product: 'lazada' })).toEqual({
      identity: 'https://gw.example.com/v2/ram/qbt/v1',
      distribution: 'https://gw.example.com/v2/dis/distribution',
      payment: 'https://gw.example.com/v2/product/pay',
      promote: 'https://gw.example.com/v2/lazada-promote/promote/v1',
      report: 'https://gw.example.com/v2/shopee-report-service/pro',
      main: 'https://gw.example.com/v2',
      workbench: 'https://gw.example.com/v2/workbench',
    });
  });
});

describe('createApiClients', () => {
  it('sends each client to its own base', async () => {
    const { clients, fetch } = setup();
    await clients.identity.POST('/public/sendMessageV2', { body: SMS });
    await clients.distribution.GET('/public/partnerChannel', { params: { query: { appId: '1', urlCode: 'u' } } });
    await clients.payment.GET('/user-coupon-lobby/userCouponByCouponId', COUPON);
    await clients.promote.POST('/public/register', { body: { account: '13800000000', password: 'secret1', code: '123456' } });
    await clients.report.GET('/industry/report/list', {});
    await clients.main.GET('/theme/page/config', {});
    expect(fetch.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${ORIGIN}/api/ram/sealens/v1/public/sendMessageV2`,
      `GET ${ORIGIN}/api/dis/distribution/public/partnerChannel?appId=1&urlCode=u`,
      `GET ${ORIGIN}/api/product/pay/user-coupon-lobby/userCouponByCouponId?couponId=c1&appId=a1`,
      `POST ${ORIGIN}/api/shopee-promote/promote/v1/public/register`,
      `GET ${ORIGIN}/api/shopee-report-service/pro/industry/report/list`,
      `GET ${ORIGIN}/api/theme/page/config`,
    ]);
  });

  it('honours a configured main base path', async () => {
    const { clients, last } = setup(undefined, { basePath: 'http://other.test/gateway' });
    await clients.main.GET('/theme/page/config', {});
    expect(last().url).toBe('http://other.test/gateway/theme/page/config');
  });

  it('includes credentials and the anti-risk headers on every request', async () => {
    const { clients, fetch } = setup();
    await clients.identity.POST('/user/registerUserV2', { body: REGISTRATION });
    await clients.main.GET('/theme/page/config', {});
    for (const request of fetch.requests) {
      expect(request.credentials).toBe('include');
      expect(request.headers.get('x-anti-timestamp')).toBe('1000');
      expect(request.headers.get('x-anti-token')).toBe('anti');
      expect(request.headers.get('x-anonymous-id')).toBe('');
    }
  });

  it('applies the auth rules of the call\'s base', async () => {
    const { clients, last } = setup();
    // The caller passes no auth headers: the middleware adds the token and the control header.
    await clients.main.POST('/file/imgeUpload', { body: { file: 'x' } });
    expect(last().headers.get('authorization')).toBe('Bearer tok');
    expect(last().headers.get('x-client-control')).toBe('1');
    await clients.identity.POST('/user/loginQbt3AccountPc', {
      body: { appName: 'sealens', action: 'account_password', data: { account: '138', password: 'secret1' } },
    });
    expect(last().headers.has('authorization')).toBe(false);
    expect(last().headers.get('x-verify-code')).toBe('1');
    await clients.distribution.GET('/privateAreaChannel/loginUserChannel', {});
    expect(last().headers.has('x-verify-code')).toBe(false);
  });

  it('raises catalogue events from any client', async () => {
    const { clients, events } = setup(() => json({ code: 401 }, { status: 401 }));
    const ended = vi.fn();
    events.on('sessionEnded', ended);
    await clients.payment.GET('/user-coupon-lobby/userCouponByCouponId', COUPON);
    expect(ended).toHaveBeenCalledWith({ reason: 'unauthorized', status: 401 });
  });

  it('rejects a captcha page with ApiBlockedError', async () => {
    const { clients } = setup(() => html('<script>TencentCaptcha</script>'));
    await expect(clients.report.GET('/industry/report/list', {})).rejects.toBeInstanceOf(ApiBlockedError);
  });

  it('times out after the configured time and calls fetch exactly once for a failing POST', async () => {
    const hanging: Responder = (request) =>
      new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { clients, fetch } = setup(hanging, { timeoutMs: 10 });
    await expect(clients.identity.POST('/public/sendMessageV2', { body: SMS })).rejects.toBeInstanceOf(
      ApiTimeoutError,
    );
    expect(fetch.requests).toHaveLength(1);
  });

  it('does not retry a POST answered with 500', async () => {
    const { clients, fetch } = setup(() => json({ code: 500 }, { status: 500 }));
    const { response } = await clients.identity.POST('/user/registerUserV2', { body: REGISTRATION });
    expect(response.status).toBe(500);
    expect(fetch.requests).toHaveLength(1);
  });
});
