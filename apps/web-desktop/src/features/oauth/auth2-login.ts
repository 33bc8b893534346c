// The auth2 automatic login of spec §3: /oauth?code=…&callbackUrl=… logs the browser in with a
// one-time code another SeaLens product obtained (GET /user/auth/passport), through the V2 login
// (action auth2_code, spec §7) and the access-token call, then goes on to the callback address.
import type { ApiClients } from '@sealens/api';
import type { createAuthSessionPort } from '@sealens/auth';
import { APP_NAME, BUSINESS_CODES } from '@sealens/domain';


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
    const token = await api.identity.POST('/user/accessToken', {
      body: { account: login.data.payload?.mainAccount?.account ?? '', loginCredential: credential },
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

/** Where to go after the login: the callback when it is a path or an address of this origin, else home. */
export function safeCallbackPath(callbackUrl: string | null, origin: string): string {
  if (!callbackUrl) return '/';
  try {
    const url = new URL(callbackUrl, origin);
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '/';
    url.searchParams.delete('code');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
