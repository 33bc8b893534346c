import type { Middleware } from 'openapi-fetch';
import { ANONYMOUS_ID_HEADER, ANTI_TIMESTAMP_HEADER, ANTI_TOKEN_HEADER } from '../api-headers';

export interface AntiRiskOptions {
  /** Token from the anti-bot fingerprint provider; may be async (the provider loads lazily). */
  getAntiRiskToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Device clock in ms; injected so tests are deterministic. */
  now?: () => number;
}

/** Every request carries a timestamp, the anti-risk token and an empty anonymous id (spec §7). */
export function createAntiRiskHeadersMiddleware({ getAntiRiskToken, now = Date.now }: AntiRiskOptions): Middleware {
  return {
    async onRequest({ request }) {
      request.headers.set(ANTI_TIMESTAMP_HEADER, String(now()));
      request.headers.set(ANTI_TOKEN_HEADER, (await getAntiRiskToken()) ?? '');
      // The spec sends it empty on purpose: the platform expects the header, not a value.
      request.headers.set(ANONYMOUS_ID_HEADER, '');
    },
  };
}
