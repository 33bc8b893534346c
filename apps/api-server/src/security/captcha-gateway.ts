// Production's captcha check (issue 25 item 7): the sites built with the platform's third-party slide
// captcha (VITE_CAPTCHA_SCRIPT_URL, VITE_CAPTCHA_APP_ID) hand the server that captcha's
// `{ ticket, randstr }`, which only its service can judge. The server asks the configured verify
// address (POST JSON, authorised by the secret) and takes nothing but a clear yes; a service that
// cannot be reached or answers anything else fails the captcha, never passes it.

/** Judges a captcha ticket; true only for a ticket the captcha's service accepts (once). */
export interface CaptchaVerifier {
  verify(ticket: string, randstr: string): Promise<boolean>;
}

/** How long the verify service may take before the captcha counts as failed. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000;

export interface ThirdPartyCaptcha {
  /** SEALENS_CAPTCHA_VERIFY_URL: the service that judges tickets. */
  verifyUrl: string;
  /** SEALENS_CAPTCHA_APP_ID: the same app id the sites were built with (VITE_CAPTCHA_APP_ID). */
  appId: string;
  /** SEALENS_CAPTCHA_SECRET: the app's secret key, sent as a bearer token. */
  secret: string;
}

/**
 * Asks `verifyUrl` with `{ appId, ticket, randstr }`; the ticket passes when the answer is HTTP 2xx
 * with JSON `{ "ok": true }`. The service is expected to accept each ticket once.
 */
export function httpCaptchaVerifier(captcha: ThirdPartyCaptcha, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(ticket, randstr) {
      try {
        const response = await fetchImpl(captcha.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${captcha.secret}` },
          body: JSON.stringify({ appId: captcha.appId, ticket, randstr }),
          signal: AbortSignal.timeout(CAPTCHA_VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { ok?: unknown } | null;
        return body?.ok === true;
      } catch {
        return false;
      }
    },
  };
}
