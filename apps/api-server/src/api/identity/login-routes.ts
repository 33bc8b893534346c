// Password, SMS, scan, risk-verified and automatic login, access tokens (spec §3, §4 "Login flow",
// "Risk states", §8).
import { and, eq, lt } from 'drizzle-orm';
import { Hono, type Context } from 'hono';

import type { IdentityComponents } from '@sealens/api';
import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { revokedTokens, users } from '../../db/schema';
import { issueAccessToken, verifyAccessToken } from '../../security/access-token';
import { CAPTCHA_CODES, captchaCodeFor, redeemCaptchaTicket } from '../../security/captcha';
import { clearFailures, passwordLockedUntil, recentFailures, recordFailedLogin, riskForPasswordLogin } from '../../security/login-guard';
import { verifyPassword, verifyPasswordOfNobody } from '../../security/password';
import { QR_POLL_CODES, QR_POLL_MESSAGES, pollQrScene } from '../../security/qr-scenes';
import { LOGIN_CAPTCHA_AFTER_FAILURES, RISK_CODE_ANOMALOUS_LOW } from '../../security/security-constants';
import type { ServerDeps } from '../server-deps';
import {
  IDENTITY_CODES,
  MESSAGES,
  answer,
  clearSessionCookie,
  clientIp,
  formatMemberTime,
  readAccessToken,
  httpError,
  jsonBody,
  normalizeMobile,
  optStr,
  setSessionCookie,
  str,
  verifySession,
  withUser,
  type Json,
  type UserRow,
} from './common';
import {
  blockedLogin,
  completeLogin,
  createUser,
  findUser,
  findUserById,
  gatedLogin,
  issueCredential,
  passwordProblem,
  redeemCredential,
  riskMessage,
  type Gate,
  type LoginOutcome,
} from './login-service';
import { isSameOriginCallback } from '../../security/callback-url';
import { PARAMETER_ERROR_CODE } from '../../http/request-guard';
import { smsCodeProblem } from './sms-routes';

type Outcome = LoginOutcome | { code: number; message: string; payload?: undefined };

function send(c: Context, outcome: Outcome) {
  return answer(c, outcome.code, outcome.message, outcome.payload);
}

interface PasswordLogin {
  account: string;
  password: string;
  ticket: string | null;
  randstr: string | null;
  fingerprint: string | null;
  /** The client's address (clientIp): wrong passwords lock this source out of the account, not everyone. */
  source: string;
}

/** Spec §4: scrypt check, wrong-password counting (70001), pinned demo risk codes, new devices (90001). */
export async function passwordLogin(deps: ServerDeps, input: PasswordLogin): Promise<Outcome> {
  let captchaPassed = false;
  if (input.ticket) {
    const redeemed = await redeemCaptchaTicket({ db: deps.db, now: deps.now, verifier: deps.captchaVerifier, ticket: input.ticket, randstr: input.randstr ?? '' });
    if (!redeemed.ok) return { code: captchaCodeFor(redeemed.reason), message: 'captcha verification failed, please try again' };
    captchaPassed = true;
  }
  const account = normalizeMobile(input.account) ?? input.account;
  if (account === '' || input.password === '') return { code: IDENTITY_CODES.badRequest, message: 'please enter account and password' };
  const user = await findUser(deps, account);
  const key = user?.account ?? account;
  const guard = { db: deps.db, now: deps.now, account: key, source: input.source };
  // Only the source that typed the wrong passwords is locked out (issue #25 item 6). The same answer
  // for a real account and an unknown one, with no profile before authentication, saying until when
  // (issue #10 item 4).
  const lockedUntil = await passwordLockedUntil(guard);
  if (lockedUntil) return { code: RISK_CODE_ANOMALOUS_LOW, message: riskMessage(RISK_CODE_ANOMALOUS_LOW), payload: { riskEndTime: formatMemberTime(lockedUntil) } };
  // After a few wrong passwords from anywhere, guessing costs a solved captcha per try, from every
  // source, the owner's too (16801: the dialog runs one).
  if (!captchaPassed && (await recentFailures(guard)) >= LOGIN_CAPTCHA_AFTER_FAILURES) {
    return { code: CAPTCHA_CODES.invalid, message: 'please complete the captcha to continue' };
  }
  // A user without a password (registered by SMS) costs the same scrypt run as one with a password
  // and as an unknown account (issue #25 item 6: 7 ms against 50 ms told them apart).
  const passwordRight = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyPasswordOfNobody(input.password);
  if (!user || !passwordRight) {
    await recordFailedLogin(guard);
    return { code: IDENTITY_CODES.wrongPassword, message: 'the account or password is incorrect' };
  }
  if (user.riskCode !== null) return gatedLogin(deps, user, 'password', { fingerprint: input.fingerprint });
  const risk = await riskForPasswordLogin({ db: deps.db, now: deps.now, userId: user.id, account: user.account, source: input.source, fingerprint: input.fingerprint });
  if (risk === RISK_CODE_ANOMALOUS_LOW) return blockedLogin(user, risk);
  return completeLogin(deps, user, { code: risk ?? BUSINESS_CODES.success, fingerprint: input.fingerprint });
}

interface SmsLogin {
  account: unknown;
  code: string;
  password?: string | null;
  gate: Gate;
  fields: Json;
}

/** SMS login; an unregistered phone gets an account (with the optional set-password field). */
export async function smsLogin(deps: ServerDeps, input: SmsLogin): Promise<Outcome> {
  const mobile = normalizeMobile(input.account);
  if (!mobile) return { code: IDENTITY_CODES.badMobile, message: MESSAGES.badMobile };
  const problem = await smsCodeProblem(deps, mobile, input.code, ['log']);
  if (problem) return problem;
  const user = await findUser(deps, mobile);
  if (!user) {
    if (input.password) {
      const bad = passwordProblem(input.password);
      if (bad) return { code: IDENTITY_CODES.badRequest, message: bad };
    }
    const created = await createUser(deps, { mobile, password: input.password ?? null, source: 'sms-login', fields: input.fields });
    return completeLogin(deps, created, { newSubscriber: true, userWasExist: false });
  }
  return verifiedLogin(deps, user, input.gate);
}

/** An SMS or scan login of a known user; a verified one also answers the identity credential. */
async function verifiedLogin(deps: ServerDeps, user: UserRow, gate: Gate): Promise<Outcome> {
  const outcome = await gatedLogin(deps, user, gate);
  // Whoever proved the phone or the messaging app is the owner: wrong passwords typed by anyone
  // stop counting (issue #25 item 6: an SMS login left the password lock in place).
  if (outcome.payload.loginCredential) await clearFailures({ db: deps.db, account: user.account });
  if (gate === 'verified' && outcome.code === BUSINESS_CODES.success) outcome.payload.credential = await issueCredential(deps, user.id, 'identity');
  return outcome;
}

/** Scan login: the login QR's scene, scanned by a bound user (200), an unknown one (20001) or not yet (30001). */
export async function scanLogin(deps: ServerDeps, sceneId: string, gate: Gate, account: string | null): Promise<Outcome> {
  const polled = await pollQrScene({ db: deps.db, now: deps.now, sceneId, purpose: 'login' });
  if (polled.status === 'unknown-user') {
    return { code: QR_POLL_CODES['unknown-user'], message: QR_POLL_MESSAGES['unknown-user'], payload: { sceneId, userWasExist: false, userWxIsBind: false } };
  }
  if (polled.status !== 'user') return { code: QR_POLL_CODES[polled.status], message: QR_POLL_MESSAGES[polled.status] };
  const user = await findUserById(deps, polled.userId);
  if (!user) return { code: QR_POLL_CODES.none, message: QR_POLL_MESSAGES.none };
  if (account && normalizeMobile(account) !== user.mobile && account !== user.account) {
    return { code: IDENTITY_CODES.noSuchAccount, message: 'the scanning WeChat does not belong to this account' };
  }
  return verifiedLogin(deps, user, gate);
}

/** Whether `credential` is a live identity credential the server issued to the user of this phone; it is used up. */
async function credentialIsFor(deps: ServerDeps, credential: string, account: unknown): Promise<boolean> {
  const mobile = normalizeMobile(account);
  const user = mobile ? await findUser(deps, mobile) : undefined;
  if (!user) return false;
  return (await redeemCredential(deps, credential, 'identity')) === user.id;
}

/** Length caps of the login data fields (openapi/identity.yaml; passwords at most 32, spec §5). */
const LOGIN_DATA_CAPS: readonly (readonly [string, number])[] = [
  ['account', 64],
  ['password', 32],
  ['messageCode', 64],
  ['credential', 128],
  ['code', 2048],
  ['randstr', 256],
  ['callbackUrl', 2048],
];

/** The identity service's login payload (spec §3): the action picks the method. */
async function accountLogin(deps: ServerDeps, body: Json, verified: boolean, source: string): Promise<Outcome> {
  const data = (body['data'] && typeof body['data'] === 'object' ? body['data'] : {}) as Json;
  // The request guard checks the body's top-level fields; the login data's own caps (openapi
  // AccountLoginData and its siblings) are checked here, before any lookup or password hash.
  for (const [name, max] of LOGIN_DATA_CAPS) {
    if (str(data[name]).length > max) return { code: PARAMETER_ERROR_CODE, message: `invalid parameter: ${name} is too long` };
  }
  const action = str(body['action']);
  const firstId = optStr(body['firstId']);
  switch (action) {
    case 'account_password':
    case 'account_v2':
      return passwordLogin(deps, { account: str(data['account']), password: str(data['password']), ticket: optStr(data['code']), randstr: optStr(data['randstr']), fingerprint: firstId, source });
    case 'sms_account': {
      // A credential skips the risk prompt only when the server issued it, for this account, and it
      // is live and unused (issue #10 item 9: any made-up string used to pass).
      const credential = optStr(data['credential']);
      const proven = verified || (credential !== null && (await credentialIsFor(deps, credential, data['account'])));
      return smsLogin(deps, { account: data['account'], code: str(data['messageCode']), gate: proven ? 'verified' : 'sms', fields: body });
    }
    case 'wx_scan_verify':
      return scanLogin(deps, str(data['messageCode']), verified ? 'verified' : 'scan', optStr(data['account']));
    case 'auth2_code': {
      const userId = await redeemCredential(deps, data['code'], 'auth2');
      const user = userId === null ? undefined : await findUserById(deps, userId);
      if (!user) return { code: IDENTITY_CODES.badCredential, message: 'the login code is invalid or expired' };
      return gatedLogin(deps, user, 'sms');
    }
    default:
      return { code: IDENTITY_CODES.badRequest, message: 'unknown login action' };
  }
}

type UserProfile = IdentityComponents['schemas']['UserProfile'];
type ChannelUserInfo = IdentityComponents['schemas']['ChannelUserInfo'];

export function profileOf(user: UserRow): UserProfile {
  return { userId: String(user.id), account: user.account, nickName: user.nickName, headImg: user.headImg, passwordStatus: user.passwordHash ? 1 : 0, tags: [] };
}

export function channelInfoOf(user: UserRow): ChannelUserInfo {
  return user.weChatOpenId
    ? { openId: user.weChatOpenId, nickName: user.nickName, headImg: user.headImg, wxIsBind: true }
    : { wxIsBind: false };
}

/** Spec §3 access-token request: the credential of a login, for the main account or one of its sub-accounts. */
async function createToken(deps: ServerDeps, c: Context) {
  const body = await jsonBody(c);
  const userId = await redeemCredential(deps, body['loginCredential'], 'login');
  const main = userId === null ? undefined : await findUserById(deps, userId);
  if (!main) return answer(c, IDENTITY_CODES.badCredential, 'the login credential is invalid or expired, please log in again');
  const account = str(body['account']);
  let chosen: UserRow | undefined = main;
  if (account !== '' && account !== main.account && account !== main.mobile) {
    [chosen] = await deps.db.select().from(users).where(and(eq(users.parentId, main.id), eq(users.account, account)));
  }
  if (!chosen) return answer(c, IDENTITY_CODES.noSuchAccount, 'the account does not exist');
  const accessToken = issueAccessToken(
    deps.tokenSecret,
    { sub: String(chosen.id), account: chosen.account, sessionEpoch: chosen.sessionEpoch },
    { now: deps.now, ttlSeconds: deps.tokenTtlSeconds, random: deps.random },
  );
  setSessionCookie(c, accessToken, deps.tokenTtlSeconds);
  return answer(c, BUSINESS_CODES.success, 'success', { accessToken, user: profileOf(chosen), channelUserInfo: channelInfoOf(main.parentId === null ? main : chosen) });
}

/** Only this origin may receive an auth2 code (no open redirect; see security/callback-url.ts). */
function allowedCallback(c: Context, callbackUrl: string): boolean {
  return isSameOriginCallback(callbackUrl, new URL(c.req.url).origin);
}

export function loginRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/user/loginQbt3AccountPc', async (c) => send(c, await accountLogin(deps, await jsonBody(c), false, clientIp(c))));
  r.post('/user/loginQbt3AccountV2', async (c) => send(c, await accountLogin(deps, await jsonBody(c), false, clientIp(c))));
  r.post('/user/identity/verify', async (c) => send(c, await accountLogin(deps, await jsonBody(c), true, clientIp(c))));

  r.get('/user/login/status', async (c) => {
    const match = (c.req.header('authorization') ?? '').match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) return answer(c, BUSINESS_CODES.success, 'success', { loggedIn: false });
    // The same test as every member call (issue #25 item 11): a logged-out token, or one from
    // before a password reset, is not logged in, however good its signature.
    const session = await verifySession(deps, match[1]);
    if (!session) return httpError(c, 401, 'please log in again');
    return answer(c, BUSINESS_CODES.success, 'success', { loggedIn: true, exp: session.claims.exp });
  });

  // Logout's server half: the HttpOnly cookie cannot be removed by the page itself.
  r.post('/user/logout', async (c) => {
    // Logging out ends this session's token, not only the browser's cookie: the revocation lives in
    // the database, so every server process refuses the token at once. Other devices stay signed in.
    const token = readAccessToken(c);
    const verified = token ? verifyAccessToken(deps.tokenSecret, token, deps.now) : undefined;
    if (verified?.ok) {
      await deps.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, deps.now()));
      await deps.db.insert(revokedTokens).values({ jti: verified.claims.jti, expiresAt: new Date(verified.claims.exp * 1000) }).onConflictDoNothing();
    }
    clearSessionCookie(c);
    return answer(c, BUSINESS_CODES.success, 'success');
  });

  r.post('/user/createQbt3AccessTokenV2', (c) => createToken(deps, c));

  r.get('/user/auth/passport', (c) =>
    withUser(deps, c, async (user) => {
      const callbackUrl = str(c.req.query('callbackUrl'));
      if (str(c.req.query('clientId')) === '' || !allowedCallback(c, callbackUrl)) return answer(c, IDENTITY_CODES.badRequest, 'invalid callback address');
      const code = await issueCredential(deps, user.id, 'auth2');
      return answer(c, BUSINESS_CODES.success, 'success', `${callbackUrl}${callbackUrl.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`);
    }),
  );

  return r;
}

