import { createApiClients, createApiEvents } from '@sealens/api';
import { SITE_CHANNEL_ID } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { auth2Login, requestPassport, safeCallbackPath } from './auth2-login';

const ORIGIN = 'http://sealens.test';
const IDENTITY = `${ORIGIN}/api/ram/sealens/v1`;

function clientsAnswering(answer: (request: Request) => unknown) {
  const requests: Request[] = [];
  const clients = createApiClients({
    basePath: `${ORIGIN}/api`,
    fetch: async (request) => {
      requests.push(request.clone());
      const body = answer(request);
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
    getToken: () => null,
    getAntiRiskToken: () => null,
    events: createApiEvents(),
  });
  return { clients, requests };
}

describe('requestPassport (GET /user/auth/passport, spec §7)', () => {
  it('asks with callbackUrl and clientId and answers the address to go to', async () => {
    const { clients, requests } = clientsAnswering(() => ({ code: 200, message: 'success', payload: '/about?code=abc' }));
    expect(await requestPassport(clients, 'crm', '/about')).toEqual({ ok: true, redirect: '/about?code=abc' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${IDENTITY}/user/auth/passport?callbackUrl=%2Fabout&clientId=crm`]);
  });

  it('a refused callback or an answer without an address is refused; a failed request is a network failure', async () => {
    expect(await requestPassport(clientsAnswering(() => ({ code: 10012, message: 'invalid callback address' })).clients, 'crm', 'https://evil.example')).toEqual({ ok: false, reason: 'refused' });
    expect(await requestPassport(clientsAnswering(() => ({ code: 200, message: 'success' })).clients, 'crm', '/')).toEqual({ ok: false, reason: 'refused' });
    expect(await requestPassport(clientsAnswering(() => new TypeError('Failed to fetch')).clients, 'crm', '/')).toEqual({ ok: false, reason: 'network' });
  });

  it('goes nowhere the shared guard refuses, whatever the server answers (issue 25 item 4)', async () => {
    for (const payload of ['/.//evil.example?code=abc', 'https://evil.example/?code=abc', '//evil.example', ''])
      expect(await requestPassport(clientsAnswering(() => ({ code: 200, message: 'success', payload })).clients, 'crm', '/about', ORIGIN)).toEqual({ ok: false, reason: 'refused' });
  });
});

describe('auth2Login (the receiving half)', () => {
  it('logs in with the V2 login (auth2_code) and takes the token at createQbt3AccessTokenV2 with checkChannelId', async () => {
    const { clients, requests } = clientsAnswering((request) =>
      request.url.endsWith('/user/loginQbt3AccountV2')
        ? { code: 200, message: 'success', payload: { mainAccount: { account: '13900000001' }, loginCredential: 'cred' } }
        : { code: 200, message: 'success', payload: { accessToken: 'tk', user: { userId: '1', account: '13900000001' } } },
    );
    expect(await auth2Login(clients, 'the-code', '/about')).toEqual({ ok: true, session: { accessToken: 'tk', user: { userId: '1', account: '13900000001' } } });
    const bodies = await Promise.all(requests.map(async (r) => ({ url: r.url, body: JSON.parse(await r.text()) as unknown })));
    expect(bodies).toEqual([
      { url: `${IDENTITY}/user/loginQbt3AccountV2`, body: { appName: 'sealens', action: 'auth2_code', data: { code: 'the-code', callbackUrl: '/about', tenantId: 1 } } },
      { url: `${IDENTITY}/user/createQbt3AccessTokenV2`, body: { account: '13900000001', loginCredential: 'cred', checkChannelId: SITE_CHANNEL_ID } },
    ]);
  });

  it('a bad code is invalid', async () => {
    const { clients } = clientsAnswering(() => ({ code: 10005, message: 'the login code is invalid or expired' }));
    expect(await auth2Login(clients, 'bad', '/')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('safeCallbackPath', () => {
  it('keeps a path of this origin without its code, sends anything else home', () => {
    expect(safeCallbackPath('/about?code=x&tab=1', ORIGIN)).toBe('/about?tab=1');
    expect(safeCallbackPath('https://evil.example/x', ORIGIN)).toBe('/');
    expect(safeCallbackPath(null, ORIGIN)).toBe('/');
  });

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/.//evil.example?code=x'])('sends %s home (issue 25 item 4)', (callback) => {
    expect(safeCallbackPath(callback, ORIGIN)).toBe('/');
  });
});
