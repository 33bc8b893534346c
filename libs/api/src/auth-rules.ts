// Which credentials and checks each call carries (spec §6, §7), in one table. It mirrors the
// `x-auth` / `x-verify-code` extensions of openapi/*.yaml by hand (auth-rules.test.ts fails when
// the two disagree). Keys are `METHOD path` with the path as written in the base's OpenAPI
// document, so they match openapi-fetch's `schemaPath`. Only calls that differ from the default
// are listed.

export type ApiBase = 'identity' | 'distribution' | 'payment' | 'promote' | 'report' | 'main' | 'workbench';

/**
 * - `none`: no Authorization header; one a caller added is removed (spec §6: the bearer token goes
 *   only to the calls listed as `bearer`). The session cookie still travels (credentials: include).
 * - `bearer`: `Authorization: Bearer <token>` plus the extra control header.
 * - `apiKey`: the fixed API-key header (removing a question or a reply).
 */
export type AuthMode = 'none' | 'bearer' | 'apiKey';

export interface AuthRule {
  auth: AuthMode;
  /**
   * Send the verify-code header; the answer's `code` is then checked (spec §8: a code other than
   * 200, 0 or a security-check code is shown as the server's message). A call can still switch it
   * off with the request option `verifyCode: false`.
   */
  verifyCode: boolean;
}

export type RuleKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`;

/** Every call not listed below: anonymous apart from the cookie, verify-code header on. */
export const DEFAULT_AUTH_RULE: AuthRule = { auth: 'none', verifyCode: true };

const BEARER: AuthRule = { auth: 'bearer', verifyCode: true };
const API_KEY: AuthRule = { auth: 'apiKey', verifyCode: true };
const NO_VERIFY_CODE: AuthRule = { auth: 'none', verifyCode: false };

export const AUTH_RULES: { readonly [B in ApiBase]: Readonly<Record<RuleKey, AuthRule>> } = {
  identity: {
    // Spec §7: "auth header disabled" / "auth disabled".
    'POST /public/sendMessageV2': NO_VERIFY_CODE,
    'POST /public/sendMessageV3': NO_VERIFY_CODE,
    // Designed captcha calls: their codes belong to the captcha flow.
    'GET /public/captcha/slide': NO_VERIFY_CODE,
    'POST /public/captcha/slide/verify': NO_VERIFY_CODE,
    // Designed logout: always 200, nothing to warn about.
    'POST /user/logout': NO_VERIFY_CODE,
  },
  distribution: {
    // Spec §7: "with the verify-code header disabled".
    'GET /privateAreaChannel/loginUserChannel': NO_VERIFY_CODE,
  },
  payment: {},
  promote: {},
  report: {},
  main: {
    // Bearer token + control header: exactly the five kinds of call of spec §6. The Q&A and
    // article paths are designed (spec §7 does not show them): see openapi/main.yaml.
    'POST /file/imgeUpload': BEARER,
    'POST /file/imageUploadNoResize': BEARER,
    'POST /qa/question/save': BEARER, // Q&A add or update
    'GET /qa/publishRecord': BEARER, // Q&A publish record
    'POST /qa/reply': BEARER, // Q&A reply
    'POST /article/likeOrCancel': BEARER,
    // Fixed API key: removing a question or a reply (spec §6).
    'POST /qa/question/remove': API_KEY,
    'POST /qa/reply/remove': API_KEY,
    // Spec §7: "auth disabled".
    'GET /public/weChatJsapiSignaturePublic': NO_VERIFY_CODE,
    // Spec §8: backfill non-200 answers are silently ignored, so no server-message warning.
    'GET /data-supplement/goodSupplement': NO_VERIFY_CODE,
    'GET /data-supplement/mallSupplement': NO_VERIFY_CODE,
    // Designed (issue 33 item 4): the method page says in its own words when the table cannot load.
    'GET /method/accuracy': NO_VERIFY_CODE,
  },
  workbench: {
    // The export answers with its file, not an envelope: nothing to check a code of.
    'GET /export': NO_VERIFY_CODE,
    // Likewise a monitor's export (issue 31).
    'GET /follows/export': NO_VERIFY_CODE,
    // And the event probe's export (issue 32).
    'GET /campaigns/export': NO_VERIFY_CODE,
  },
};

/** The rule for one call: its row in AUTH_RULES, else DEFAULT_AUTH_RULE. */
export function authRuleFor(base: ApiBase, method: string, schemaPath: string): AuthRule {
  return AUTH_RULES[base][`${method.toUpperCase()} ${schemaPath}` as RuleKey] ?? DEFAULT_AUTH_RULE;
}
