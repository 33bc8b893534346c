// Which credentials and checks each call carries (spec §6, §7), in one table so a reviewer can
// compare it with the spec line by line. Keys are `METHOD path`, the path as written in the
// OpenAPI document of the call's base (without the base prefix), so they match openapi-fetch's
// `schemaPath`. If openapi/*.yaml carries `x-auth` / `x-verify-code` on an operation, this table
// must say the same (api-server's contract tests are the place to compare the two).

export type ApiBase = 'identity' | 'distribution' | 'payment' | 'promote' | 'report' | 'main';

/**
 * - `bearer`: `Authorization: Bearer <token>` plus the extra control header (spec §6: only these).
 * - `apiKey`: the fixed API-key header (removing a question or a reply).
 * - `none`: sent anonymously; an Authorization header is removed even if a caller added one
 *   (login, registration, reset, QR creation, and the calls the spec says have auth disabled).
 * - `cookie`: the default; the session cookie (credentials: include) is the only credential.
 */
export type AuthMode = 'bearer' | 'apiKey' | 'none' | 'cookie';

export interface AuthRule {
  auth: AuthMode;
  /**
   * Send the verify-code header; the answer's `code` is then checked (spec §8: a code other than
   * 200, 0 or a security-check code is shown as the server's message). A call can still switch it
   * off with the request option `verifyCode: false`.
   */
  verifyCode: boolean;
}

export type RuleKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} ${string}`;

/**
 * Defaults per base. Data calls (main, promote, report) are the ones the platform's security check
 * guards, so they carry the verify-code header. Identity, distribution and payment calls have
 * codes of their own that the login, channel and payment flows handle (10099, 20001, 30001, 30005,
 * captcha codes): turning them into generic warnings would break those flows.
 */
export const AUTH_DEFAULTS: Readonly<Record<ApiBase, AuthRule>> = {
  identity: { auth: 'cookie', verifyCode: false },
  distribution: { auth: 'cookie', verifyCode: false },
  payment: { auth: 'cookie', verifyCode: false },
  promote: { auth: 'cookie', verifyCode: true },
  report: { auth: 'cookie', verifyCode: true },
  main: { auth: 'cookie', verifyCode: true },
};

const BEARER: AuthRule = { auth: 'bearer', verifyCode: true };
const API_KEY: AuthRule = { auth: 'apiKey', verifyCode: true };
const ANONYMOUS: AuthRule = { auth: 'none', verifyCode: false };

/** The Q&A and article paths are designed (spec §7 does not show them); see openapi/main.yaml. */
export const QA_PATHS = {
  questionAddOrUpdate: '/qa/question/addOrUpdate',
  questionPublishRecord: '/qa/question/publishRecord',
  questionRemove: '/qa/question/remove',
  reply: '/qa/reply/add',
  replyRemove: '/qa/reply/remove',
  articleLikeOrCancel: '/article/likeOrCancel',
} as const;

export const AUTH_RULES: Readonly<Record<RuleKey, AuthRule>> = {
  // Bearer token + control header: exactly the five kinds of call of spec §6.
  'POST /file/imgeUpload': BEARER,
  'POST /file/imageUploadNoResize': BEARER,
  [`POST ${QA_PATHS.questionAddOrUpdate}`]: BEARER,
  [`POST ${QA_PATHS.questionPublishRecord}`]: BEARER,
  [`POST ${QA_PATHS.reply}`]: BEARER,
  [`POST ${QA_PATHS.articleLikeOrCancel}`]: BEARER,
  // Fixed API key: removing a question or a reply.
  [`POST ${QA_PATHS.questionRemove}`]: API_KEY,
  [`POST ${QA_PATHS.replyRemove}`]: API_KEY,
  // Never authorised: login, registration, reset, QR creation (spec §6) ...
  'POST /user/loginQbt3AccountPc': ANONYMOUS,
  'POST /user/loginQbt3AccountV2': ANONYMOUS,
  'POST /user/identity/verify': ANONYMOUS,
  'POST /user/registerUserV2': ANONYMOUS,
  'POST /user/createUserAndBindWxV2': ANONYMOUS,
  'POST /public/resetPassword': ANONYMOUS,
  'POST /wechat/createLoginQrcode': ANONYMOUS,
  // ... and the calls spec §7 marks "auth disabled".
  'POST /public/sendMessageV2': ANONYMOUS,
  'POST /public/sendMessageV3': ANONYMOUS,
  'GET /public/weChatJsapiSignaturePublic': ANONYMOUS,
  // Spec §7: the verify-code header is disabled on this one.
  'GET /privateAreaChannel/loginUserChannel': { auth: 'cookie', verifyCode: false },
};

/** The rule for one call: its row in AUTH_RULES, else the default of its base. */
export function authRuleFor(base: ApiBase, method: string, schemaPath: string): AuthRule {
  return AUTH_RULES[`${method.toUpperCase()} ${schemaPath}` as RuleKey] ?? AUTH_DEFAULTS[base];
}
