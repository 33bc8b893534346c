// The auth2 hand-over of spec §3 and §7, both halves. Receiving: /oauth?code=…&callbackUrl=… logs
// the browser in with a one-time code another SeaLens product obtained, through the V2 login
// (action auth2_code) and the access-token call, then goes on to the callback address. Giving:
// /oauth?clientId=…&callbackUrl=… asks GET /user/auth/passport for a code for the signed-in member
// and sends the browser to the callback address with it.
import type { ApiClients } from '@sealens/api';
import type { createAuthSessionPort } from '@sealens/auth';
import { APP_NAME, BUSINESS_CODES, SITE_CHANNEL_ID, sameOriginPath, sameOriginTarget } from '@sealens/domain';


/** What the session stores of a login. */
export type Auth2Session = Parameters<ReturnType<typeof createAuthSessionPort>['saveToken']>[0];

export type Auth2Outcome = { ok: true; session: Auth2Session } | { ok: false; reason: 'invalid' | 'network' };

export async function auth2Login(api: ApiClients, code: string, callbackUrl: string): Promise<Auth2Outcome> {
  try {
    const login = await api.identity.POST('/user/loginQbt3AccountV2', {
      body: { appName: APP_NAME, action: 'auth2_code', data: { code, callbackUrl, tenantId: 1 } },
    });
    const credential = login.data?.payload?.loginCredential;
    if (login.data?.code !== BUSINESS_CODES.success || !credential) return { ok: false, reason: 'invalid' };
    const token = await api.identity.POST('/user/createQbt3AccessTokenV2', {
      body: { account: login.data.payload?.mainAccount?.account ?? '', loginCredential: credential, checkChannelId: SITE_CHANNEL_ID },
    });
    const payload = token.data?.payload;
    if (token.data?.code !== BUSINESS_CODES.success || !payload?.accessToken) return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      session: { accessToken: payload.accessToken, ...(payload.user ? { user: payload.user } : {}), ...(payload.channelUserInfo ? { channelUserInfo: payload.channelUserInfo } : {}) },
    };
  } catch {
    return { ok: false, reason: 'network' };
  }
}

/** Where to go after the login: the callback, without its `code`, when it leads to this origin (the one guard of @sealens/domain), else home. */
export function safeCallbackPath(callbackUrl: string | null, origin: string): string {
  const path = sameOriginTarget(callbackUrl, origin);
  if (path === null) return '/';
  const url = new URL(path, origin);
  url.searchParams.delete('code');
  return sameOriginPath(`${url.pathname}${url.search}${url.hash}`, origin);
}

export type PassportOutcome = { ok: true; redirect: string } | { ok: false; reason: 'refused' | 'network' };

/**
 * A one-time auth2 code for `clientId`, as the address to go to (GET /user/auth/passport: the
 * callback with `code` added). The server gives codes only to callbacks of this origin.
 */
export async function requestPassport(api: ApiClients, clientId: string, callbackUrl: string, origin = window.location.origin): Promise<PassportOutcome> {
  try {
    const { data } = await api.identity.GET('/user/auth/passport', { params: { query: { callbackUrl, clientId } }, verifyCode: false });
    if (data?.code !== BUSINESS_CODES.success || typeof data.payload !== 'string') return { ok: false, reason: 'refused' };
    // The server checks the callback too; the browser goes nowhere the shared guard would not send it.
    const redirect = sameOriginTarget(data.payload, origin);
    return redirect === null ? { ok: false, reason: 'refused' } : { ok: true, redirect };
  } catch {
    return { ok: false, reason: 'network' };
  }
}
