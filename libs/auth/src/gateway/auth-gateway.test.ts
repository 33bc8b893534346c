import { ApiBlockedError, ApiTimeoutError, CAPTCHA_PAGE_MARKERS, createApiClients, createApiEvents, type ApiClients } from '@sealens/api';
import { APP_NAME, SITE_CHANNEL_ID, TENANT_ID } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { createAuthGateway, toEnvelope, type AuthGateway, type AuthGatewayOptions } from './auth-gateway';

// Real openapi-fetch clients (with every middleware of @sealens/api) over a fake fetch that
// records each Request: the test sees exactly what would go on the wire.

const ORIGIN = 'http://sealens.test';
const IDENTITY = `${ORIGIN}/api/ram/sealens/v1`;
const DISTRIBUTION = `${ORIGIN}/api/dis/distribution`;
const PROMOTE = `${ORIGIN}/api/shopee-promote/promote/v1`;
const MAIN = `${ORIGIN}/api`;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Setup {
  gateway: AuthGateway;
  clients: ApiClients;
  requests: Request[];
  /** The last request's method, URL and parsed JSON body (undefined when it had none). */
  last(): Promise<{ method: string; url: string; body: unknown }>;
}

function setup(answer: (request: Request) => Response | Promise<Response> = () => jsonResponse({ code: 200, message: 'ok' }), options?: AuthGatewayOptions): Setup {
  const requests: Request[] = [];
  const clients = createApiClients({
    basePath: `${ORIGIN}/api`,
    fetch: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
    getToken: () => 'tok',
    getAntiRiskToken: () => 'anti',
    events: createApiEvents(),
    now: () => 1_000,
  });
  return {
    gateway: createAuthGateway(clients, options),
    clients,
    requests,
    async last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      const text = await request.text();
      return { method: request.method, url: request.url, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
  };
}

const INVITE = { invite: 'inv-1', invite_channel: 'chan-1', searchWord: 'sw', keyWord: 'kw' };
const LOGIN_PAYLOAD = { mainAccount: { account: '13900000001' }, subAccount: [], loginCredential: 'cred-1' };

describe('createAuthGateway: SMS sends (spec §3 "SMS send")', () => {
  it('sends a login code through POST /public/message with sendType log and the captcha pass in the query (spec §7)', async () => {
    const { gateway, last } = setup(undefined, { captchaType: 'local' });
    await gateway.sendLoginSms({ mobile: '13900000001', ticket: 't1', randstr: 'r1' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/public/message?sendType=log&mobilePhone=13900000001&ticket=t1&randstr=r1`,
      body: undefined,
    });
  });

  it('sends a register code through /public/sendMessageV3 with sendType reg (no captcha type: the V3 body has none)', async () => {
    const { gateway, last } = setup(undefined, { captchaType: 'local' });
    await gateway.sendRegisterSms({ mobile: '13900000001', ticket: 't1', randstr: 'r1' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/public/sendMessageV3`,
      body: { appName: APP_NAME, mobilePhone: '13900000001', ticket: 't1', randstr: 'r1', sendType: 'reg' },
    });
  });

  it('sends a bind-phone code through /user/hasUserSendMessageV2 and passes the user flags back', async () => {
    const flags = { userWasExist: true, userWxIsBind: true };
    const { gateway, last } = setup(() => jsonResponse({ code: 200, message: 'bound', payload: flags }));
    const answer = await gateway.sendBindSms({ mobile: '13900000001', ticket: 't1', randstr: 'r1' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/hasUserSendMessageV2`,
      body: { appName: APP_NAME, mobilePhone: '13900000001', ticket: 't1', randstr: 'r1', tenantId: TENANT_ID },
    });
    expect(TENANT_ID).toBe(1);
    expect(answer).toEqual({ code: 200, message: 'bound', payload: flags });
  });

  it('sends a reset code through /public/sendMessageV2 with sendType res', async () => {
    const { gateway, last } = setup();
    await gateway.sendSmsCode({ sendType: 'res', mobile: '13900000001', ticket: 't1', randstr: 'r1' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/public/sendMessageV2`,
      body: { appName: APP_NAME, sendType: 'res', mobilePhone: '13900000001', ticket: 't1', randstr: 'r1' },
    });
  });
});

describe('createAuthGateway: logins', () => {
  it('posts the password login to /user/loginQbt3AccountPc as the identity payload (spec §3), with firstId, the captcha and the invite fields', async () => {
    const { gateway, last } = setup();
    await gateway.loginByPassword({ account: 'a', password: 'secret1', code: 't', randstr: 'r', firstId: 'fp', isJcap: true, ...INVITE });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/loginQbt3AccountPc`,
      body: { appName: APP_NAME, action: 'account_password', data: { account: 'a', password: 'secret1', code: 't', randstr: 'r', tenantId: 1 }, firstId: 'fp', ...INVITE },
    });
  });

  it('sends no captcha fields when the password login has no captcha pass', async () => {
    const { gateway, last } = setup();
    await gateway.loginByPassword({ account: 'a', password: 'secret1' });
    expect((await last()).body).toEqual({ appName: APP_NAME, action: 'account_password', data: { account: 'a', password: 'secret1', tenantId: 1 } });
  });

  it('posts the SMS login (action sms_account, the code as messageCode); drops invite_channel when there is no invite (spec §3) and empty invite fields', async () => {
    const { gateway, last } = setup();
    await gateway.loginBySms({ account: '13900000001', captcha: '123456', firstId: 'fp', invite: '', invite_channel: 'chan-1', searchWord: 'sw' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/loginQbt3AccountPc`,
      body: { appName: APP_NAME, action: 'sms_account', data: { account: '13900000001', messageCode: '123456', tenantId: 1 }, firstId: 'fp', searchWord: 'sw' },
    });
  });

  it('posts the risk SMS login with its credential to /user/identity/verify', async () => {
    const { gateway, last } = setup();
    await gateway.riskLoginBySms({ account: '13900000012', captcha: '654321', firstId: 'fp', credential: 'idc' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/identity/verify`,
      body: { appName: APP_NAME, action: 'sms_account', data: { account: '13900000012', messageCode: '654321', credential: 'idc', tenantId: 1 }, firstId: 'fp' },
    });
  });

  it('posts the risk scan login to /user/identity/verify (action wx_scan_verify, the scene id as messageCode)', async () => {
    const { gateway, last } = setup();
    await gateway.riskLoginByScan({ sceneId: 's1', account: '13900000012', firstId: 'fp' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/identity/verify`,
      body: { appName: APP_NAME, action: 'wx_scan_verify', data: { messageCode: 's1', account: '13900000012', tenantId: 1 }, firstId: 'fp' },
    });
  });

  it('exchanges the credential at /user/createQbt3AccessTokenV2 with checkChannelId', async () => {
    const { gateway, last } = setup(() => jsonResponse({ code: 200, message: 'success', payload: { accessToken: 'tk' } }));
    const answer = await gateway.createAccessToken({ account: '13900000001', loginCredential: 'cred-1' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/createQbt3AccessTokenV2`,
      body: { account: '13900000001', loginCredential: 'cred-1', checkChannelId: 2 },
    });
    expect(SITE_CHANNEL_ID).toBe(2);
    expect(answer).toEqual({ code: 200, message: 'success', payload: { accessToken: 'tk' } });
  });
});

describe('createAuthGateway: QR codes', () => {
  it('creates a login QR at /wechat/createLoginQrcode with appId and channelId, and returns playdata as the payload', async () => {
    const playdata = { ticket: 'http://scan/1', sceneId: 's1', expireSeconds: 60 };
    const { gateway, last } = setup(() => jsonResponse({ code: 200, message: 'success', playdata }));
    const answer = await gateway.createQr();
    expect(await last()).toEqual({ method: 'POST', url: `${IDENTITY}/wechat/createLoginQrcode?appId=${APP_NAME}&channelId=2`, body: undefined });
    expect(answer).toEqual({ code: 200, message: 'success', payload: playdata });
  });

  it('creates a bind QR with bind=true', async () => {
    const { gateway, last } = setup();
    await gateway.createQr({ bind: true });
    expect((await last()).url).toBe(`${IDENTITY}/wechat/qrcode?bind=true`);
  });

  it('polls the login QR as a scan login and the bind QR at /user/addWeiXinBind by scene id', async () => {
    const { gateway, requests, last } = setup(() => jsonResponse({ code: 30001, message: 'waiting' }));
    expect(await gateway.pollQrLogin('s 1')).toEqual({ code: 30001, message: 'waiting' });
    expect((await last()).body).toEqual({ appName: APP_NAME, action: 'wx_scan_verify', data: { messageCode: 's 1', tenantId: 1 } });
    expect(await gateway.pollQrBind('s 2')).toEqual({ code: 30001, message: 'waiting' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${IDENTITY}/user/loginQbt3AccountPc`,
      `POST ${IDENTITY}/user/addWeiXinBind?scentId=s%202`,
    ]);
  });
});

describe('createAuthGateway: registration and password reset', () => {
  it('registers by SMS at /user/registerUserV2 with the app name, the tenant and the invite fields', async () => {
    const { gateway, last } = setup();
    await gateway.registerBySms({ account: '13900000099', password: 'secret1', code: '123456', firstId: 'fp', ...INVITE });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/registerUserV2`,
      body: { account: '13900000099', password: 'secret1', code: '123456', firstId: 'fp', ...INVITE, appName: APP_NAME, tenantId: 1 },
    });
  });

  it('registers and binds at /user/createUserAndBindWxV2: the phone as userName, the scene id, the password as its own confirmation', async () => {
    const { gateway, last } = setup(() => jsonResponse({ code: 200, message: 'success', payload: LOGIN_PAYLOAD }));
    const answer = await gateway.registerAndBindWx({ account: '13900000099', password: 'secret1', code: '123456', sceneId: 's1', firstId: 'fp', ...INVITE });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/user/createUserAndBindWxV2`,
      body: { userName: '13900000099', password: 'secret1', passwordConfirm: 'secret1', code: '123456', sceneId: 's1', firstId: 'fp', ...INVITE, tenantId: 1 },
    });
    expect(answer.payload).toEqual(LOGIN_PAYLOAD);
  });

  it('resets the password at /public/resetPassword: phone, code, the tenant id', async () => {
    const { gateway, last } = setup(() => jsonResponse({ code: 200, message: 'password reset successful' }));
    const answer = await gateway.retrievePassword({ mobile: '13900000001', captcha: '123456', password: 'newpass1', confirmPassword: 'newpass1' });
    expect(await last()).toEqual({
      method: 'POST',
      url: `${IDENTITY}/public/resetPassword`,
      body: { phone: '13900000001', code: '123456', password: 'newpass1', confirmPassword: 'newpass1', tenantId: 1 },
    });
    expect(answer).toEqual({ code: 200, message: 'password reset successful' });
  });

  it('checks whether a phone is registered at /user/hasUserByMobile?userName= with the captcha pass (issue #25 item 6)', async () => {
    const { gateway, last } = setup(() => jsonResponse({ code: 200, message: 'success', payload: { exist: false } }));
    expect(await gateway.userExists('13900000099', { ticket: 't-1', randstr: 'r-1' })).toEqual({ code: 200, message: 'success', payload: { exist: false } });
    expect(await last()).toMatchObject({ method: 'GET', url: `${IDENTITY}/user/hasUserByMobile?userName=13900000099&ticket=t-1&randstr=r-1` });
  });
});

describe('createAuthGateway: the finishing calls (spec §4 step 4-6)', () => {
  it('reaches each call on its own base with the right method', async () => {
    const { gateway, requests } = setup();
    await gateway.getUserWxInfo();
    await gateway.getTrialInfo();
    await gateway.getWindowSettings();
    await gateway.getTrialVipWindow();
    await gateway.queryFollowServiceInfo();
    await gateway.getLoginUserChannel();
    await gateway.getCooperationOrgan();
    await gateway.getUserCategoryList();
    await gateway.getProductAndPolicy();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${IDENTITY}/user/channelUserInfo`,
      `GET ${IDENTITY}/user/trial`,
      `GET ${IDENTITY}/qbt4-user-window/isOpenWindowV2`,
      `GET ${IDENTITY}/qbt4-user-window/userGivTrialVipWindow`,
      `GET ${IDENTITY}/user/queryFollowServiceInfo`,
      `GET ${DISTRIBUTION}/privateAreaChannel/loginUserChannel`,
      `GET ${DISTRIBUTION}/distribution-channel/cooperationOrgan`,
      `POST ${MAIN}/user/categoryList`,
      `POST ${MAIN}/user/productAndPolicy`,
    ]);
  });

  it('sends its calls without the verify-code header: the flow shows every answer itself, translated', async () => {
    const { gateway, requests } = setup();
    await gateway.getLoginUserChannel();
    await gateway.getTrialInfo();
    await gateway.loginByPassword({ account: '13900000001', password: 'demo1234' });
    await gateway.sendLoginSms({ mobile: '13900000001', ticket: 't', randstr: 'r' });
    expect(requests.map((r) => r.headers.get('x-verify-code'))).toEqual([null, null, null, null]);
  });

  it('passes the 30005 "no private channel" answer through', async () => {
    const { gateway } = setup(() => jsonResponse({ code: 30005, message: 'user is not bound to a private channel' }));
    expect(await gateway.getLoginUserChannel()).toEqual({ code: 30005, message: 'user is not bound to a private channel' });
  });
});

describe('createAuthGateway: promotion registration', () => {
  const FORM = { account: '13900000099', password: 'secret1', code: '123456', firstId: 'fp' };

  it('posts each promote variant to its own path with the tenant', async () => {
    const { gateway, requests } = setup();
    await gateway.promoteRegister({ ...FORM, ...INVITE });
    await gateway.promoteRegisterAndBindWx({ ...FORM, sceneId: 's1' });
    await gateway.fastPromoteRegister({ account: FORM.account, code: FORM.code, firstId: 'fp' });
    await gateway.activityRegister({ ...FORM, expandInfo: JSON.stringify({ actId: 'a1', inviteCode: 'ic' }) });
    const sent = await Promise.all(requests.map(async (r) => ({ url: r.url, body: JSON.parse(await r.text()) as unknown })));
    expect(sent).toEqual([
      { url: `${PROMOTE}/public/register`, body: { ...FORM, ...INVITE, tenantId: 1 } },
      { url: `${PROMOTE}/public/registerAndBindWx`, body: { ...FORM, sceneId: 's1', tenantId: 1 } },
      { url: `${PROMOTE}/public/fastRegister`, body: { account: FORM.account, code: FORM.code, firstId: 'fp' } },
      { url: `${PROMOTE}/public/activityRegister`, body: { ...FORM, expandInfo: '{"actId":"a1","inviteCode":"ic"}', tenantId: 1 } },
    ]);
  });
});

describe('createAuthGateway: answers', () => {
  it('passes a business code and its payload through untouched', async () => {
    const payload = { mainAccount: { account: '13900000006' }, riskEndTime: '2030-01-01 00:00:00' };
    const { gateway } = setup(() => jsonResponse({ code: 90002, message: 'the account is frozen until the given time', payload }));
    expect(await gateway.loginByPassword({ account: '13900000006', password: 'demo1234' })).toEqual({
      code: 90002,
      message: 'the account is frozen until the given time',
      payload,
    });
  });

  it('resolves an HTTP 429 with its envelope instead of rejecting', async () => {
    const { gateway } = setup(() => jsonResponse({ code: 429, message: 'visiting too frequently, try again later' }, 429));
    expect(await gateway.sendLoginSms({ mobile: '13900000001', ticket: 't', randstr: 'r' })).toEqual({
      code: 429,
      message: 'visiting too frequently, try again later',
    });
  });

  it('rejects on a network failure', async () => {
    const { gateway } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(gateway.getUserWxInfo()).rejects.toThrow('Failed to fetch');
  });

  it('rejects when a gateway answers with its captcha page', async () => {
    const { gateway } = setup(() => new Response(`<html>${CAPTCHA_PAGE_MARKERS[0]}</html>`, { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(gateway.loginByPassword({ account: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiBlockedError);
  });

  it('rejects after the request timeout', async () => {
    const requests: Request[] = [];
    const clients = createApiClients({
      basePath: `${ORIGIN}/api`,
      fetch: (request) =>
        new Promise<Response>((_, reject) => {
          requests.push(request);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      getToken: () => null,
      getAntiRiskToken: () => null,
      events: createApiEvents(),
      timeoutMs: 5,
    });
    await expect(createAuthGateway(clients).getTrialInfo()).rejects.toBeInstanceOf(ApiTimeoutError);
  });
});

describe('toEnvelope', () => {
  const ok = new Response(null, { status: 200, statusText: 'OK' });

  it('reads a string code as a number', () => {
    expect(toEnvelope({ data: { code: '10099', message: 'm' }, response: ok })).toEqual({ code: 10099, message: 'm' });
  });

  it('never reads an answer without an envelope as a success', () => {
    expect(toEnvelope({ data: 'plain', response: ok })).toEqual({ code: 0, message: 'OK' });
    const failed = new Response(null, { status: 502, statusText: 'Bad Gateway' });
    expect(toEnvelope({ error: 'bad', response: failed })).toEqual({ code: 502, message: 'Bad Gateway' });
  });
});
