import type { Middleware } from 'openapi-fetch';
import {
  API_KEY_HEADER,
  AUTH_CONTROL_HEADER,
  AUTH_CONTROL_VALUE,
  AUTHORIZATION_HEADER,
  VERIFY_CODE_HEADER,
  VERIFY_CODE_VALUE,
} from '../api-headers';
import { authRuleFor, type ApiBase } from '../auth-rules';

/** Per-call options a caller may add to any openapi-fetch call, e.g. `GET(path, { verifyCode: false })`. */
export interface CallAuthOptions {
  /** `false` switches the verify-code header (and the check of the answer's code) off for this call. */
  verifyCode?: boolean;
}

export interface AuthHeadersOptions {
  base: ApiBase;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The fixed key sent when removing a question or a reply. */
  apiKey: string;
}

/**
 * Applies the row of auth-rules.ts for this call. Must run before any middleware that replaces
 * the Request: openapi-fetch puts unknown call options (our `verifyCode`) on the original Request.
 */
export function createAuthHeadersMiddleware({ base, getToken, apiKey }: AuthHeadersOptions): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const rule = authRuleFor(base, request.method, schemaPath);
      const headers = request.headers;
      switch (rule.auth) {
        case 'bearer': {
          const token = await getToken();
          // Without a token the server answers 401, which ends the session the usual way.
          if (token) {
            headers.set(AUTHORIZATION_HEADER, `Bearer ${token}`);
            headers.set(AUTH_CONTROL_HEADER, AUTH_CONTROL_VALUE);
          }
          break;
        }
        case 'apiKey':
          headers.set(API_KEY_HEADER, apiKey);
          break;
        case 'none':
          headers.delete(AUTHORIZATION_HEADER);
          break;
      }
      const perCall = (request as Request & CallAuthOptions).verifyCode;
      if (rule.verifyCode && perCall !== false) headers.set(VERIFY_CODE_HEADER, VERIFY_CODE_VALUE);
      else headers.delete(VERIFY_CODE_HEADER);
    },
  };
}
