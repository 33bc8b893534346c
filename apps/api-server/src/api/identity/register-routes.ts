// Registration, register-and-bind, password reset and the user-exists checks (spec §3, §5).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { loginCredentials } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { clearFailures } from '../../security/login-guard';
import { hashPassword } from '../../security/password';
import { QR_POLL_CODES, QR_POLL_MESSAGES, claimUnknownScan } from '../../security/qr-scenes';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, MESSAGES, answer, httpError, jsonBody, normalizeMobile, optStr, str, type Json, type UserRow } from './common';
import { completeLogin, createUser, findUser, gatedLogin, passwordProblem, type LoginOutcome } from './login-service';
import { captchaRefusal, smsCodeProblem, takeExistenceAnswer } from './sms-routes';

export type Outcome = LoginOutcome | { code: number; message: string; payload?: undefined };

const SCENE_FAILURES = { none: 'none', 'not-unknown': 'none', expired: 'expired', used: 'used' } as const;

async function claimScene(deps: ServerDeps, sceneId: string): Promise<{ openId: string } | { code: number; message: string }> {
  const claimed = await claimUnknownScan({ db: deps.db, now: deps.now, sceneId });
  if (claimed.ok) {
    const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.weChatOpenId, claimed.openId));
    if (owner) return { code: IDENTITY_CODES.wxBoundElsewhere, message: 'this WeChat is already bound to another account' };
    return { openId: claimed.openId };
  }
  const status = SCENE_FAILURES[claimed.reason];
  return { code: QR_POLL_CODES[status], message: QR_POLL_MESSAGES[status] };
}

export interface Registration {
  mobile: unknown;
  code: string;
  /** null: a fast registration without a password. */
  password: string | null;
  confirm?: string;
  sceneId?: string | null;
  source: string;
  fields: Json;
}

/** The business answer to a password the form's rules refuse, or null. */
function passwordAnswer(password: string, confirm?: string): { code: number; message: string } | null {
  const bad = passwordProblem(password, confirm);
  return bad ? { code: bad === 'passwords do not match' ? IDENTITY_CODES.passwordsDiffer : IDENTITY_CODES.badRequest, message: bad } : null;
}

/**
 * A new account by SMS code (sendType reg); with a scene id the unknown WeChat scan is bound to it.
 * Whether the phone is registered is said only to whoever holds its SMS code (issue #25 item 6: the
 * answer came before the code, to anyone, unlimited); the code's send costs a solved captcha.
 */
export async function registerUser(deps: ServerDeps, input: Registration): Promise<Outcome> {
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) return { code: IDENTITY_CODES.badMobile, message: MESSAGES.badMobile };
  const badPassword = input.password === null ? null : passwordAnswer(input.password, input.confirm);
  if (badPassword) return badPassword;
  // The SMS login screen registers an unregistered phone with the login code it sent (spec §5).
  const problem = await smsCodeProblem(deps, mobile, input.code, ['reg', 'log']);
  if (problem) return problem;
  if (await findUser(deps, mobile)) return { code: IDENTITY_CODES.phoneRegistered, message: MESSAGES.phoneRegistered };
  let weChatOpenId: string | null = null;
  if (input.sceneId) {
    const scene = await claimScene(deps, input.sceneId);
    if (!('openId' in scene)) return scene;
    weChatOpenId = scene.openId;
  }
  const user = await createUser(deps, { mobile, password: input.password, weChatOpenId, source: input.source, fields: input.fields });
  return completeLogin(deps, user, { newSubscriber: true, userWasExist: false });
}

/**
 * Register and bind (after a QR scan by an unknown WeChat user, code 20001): an existing unbound
 * phone gets the WeChat bound; a bound one answers 'already bound'; a new phone is registered. As
 * for registerUser, nothing about the phone's account is said before its SMS code is right.
 */
export async function registerAndBind(deps: ServerDeps, input: Registration & { sceneId: string }): Promise<Outcome> {
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) return { code: IDENTITY_CODES.badMobile, message: MESSAGES.badMobile };
  // A typed password is checked for every phone, before the code is spent; an existing phone needs none.
  const badPassword = input.password ? passwordAnswer(input.password, input.confirm) : null;
  if (badPassword) return badPassword;
  const problem = await smsCodeProblem(deps, mobile, input.code, ['reg', 'log']);
  if (problem) return problem;
  const existing = await findUser(deps, mobile);
  if (existing?.weChatOpenId) return { code: IDENTITY_CODES.wxAlreadyBound, message: MESSAGES.wxAlreadyBound };
  if (!existing && input.password !== null) {
    const missing = passwordAnswer(input.password, input.confirm);
    if (missing) return missing;
  }
  const scene = await claimScene(deps, input.sceneId);
  if (!('openId' in scene)) return scene;
  if (existing) {
    const [bound] = await deps.db.update(users).set({ weChatOpenId: scene.openId }).where(eq(users.id, existing.id)).returning();
    return gatedLogin(deps, bound ?? existing, 'sms');
  }
  const user = await createUser(deps, { mobile, password: input.password, weChatOpenId: scene.openId, source: input.source, fields: input.fields });
  return completeLogin(deps, user, { newSubscriber: true, userWasExist: false });
}

async function resetPassword(deps: ServerDeps, c: Context, input: { mobile: unknown; code: string; password: string; confirm: string }) {
  const bad = passwordAnswer(input.password, input.confirm);
  if (bad) return answer(c, bad.code, bad.message);
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) return answer(c, IDENTITY_CODES.badMobile, MESSAGES.badMobile);
  // The code first: 'the account does not exist' only for whoever holds the phone (issue #25 item 6).
  const problem = await smsCodeProblem(deps, mobile, input.code, ['res']);
  if (problem) return answer(c, problem.code, problem.message);
  const user = await findUser(deps, mobile);
  if (!user) return answer(c, IDENTITY_CODES.noSuchAccount, 'the account does not exist');
  await deps.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  // Whoever knew the old password may hold sessions: end them (issue #25 item 11).
  await endSessionsOf(deps, user);
  await clearFailures({ db: deps.db, account: user.account });
  return answer(c, BUSINESS_CODES.success, MESSAGES.passwordReset);
}

/**
 * Ends every session of `user` and of its sub-accounts (whose tokens the main account's login
 * hands out): their access tokens stop working, being of an older session epoch, and login
 * credentials not yet exchanged are spent.
 */
async function endSessionsOf(deps: ServerDeps, user: UserRow): Promise<void> {
  const family = or(eq(users.id, user.id), eq(users.parentId, user.id));
  const ended = await deps.db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(family)
    .returning({ id: users.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await deps.db
      .update(loginCredentials)
      .set({ usedAt: deps.now() })
      .where(and(inArray(loginCredentials.userId, ids), isNull(loginCredentials.usedAt)));
  }
}

export function registerRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const send = (c: Context, o: Outcome) => answer(c, o.code, o.message, o.payload);

  r.post('/user/registerUserV2', async (c) => {
    const b = await jsonBody(c);
    return send(c, await registerUser(deps, { mobile: b['account'], code: str(b['code']), password: str(b['password']), sceneId: optStr(b['scentId']), source: 'register', fields: b }));
  });
  r.post('/user/createUserAndBindWxV2', async (c) => {
    const b = await jsonBody(c);
    return send(c, await registerAndBind(deps, { mobile: b['userName'], code: str(b['code']), password: str(b['password']), confirm: str(b['passwordConfirm']), sceneId: str(b['sceneId']), source: 'register-bind', fields: b }));
  });
  r.post('/public/resetPassword', async (c) => {
    const b = await jsonBody(c);
    return resetPassword(deps, c, { mobile: b['phone'], code: str(b['code']), password: str(b['password']), confirm: str(b['confirmPassword']) });
  });
  r.get('/user/hasUserByMobile', async (c) => {
    // The answer lists accounts to whoever asks: it costs a solved captcha, like the SMS sends, and
    // the address's small budget of existence answers (issue #25 item 6). Past either the client
    // says 'check account abnormal' and assumes the phone registered (spec §8).
    const refused = await captchaRefusal(deps, c, { ticket: c.req.query('ticket'), randstr: c.req.query('randstr') });
    if (refused) return refused;
    const limited = await takeExistenceAnswer(deps, c);
    if (!limited.ok) {
      c.header('Retry-After', String(limited.retryAfterSeconds));
      return httpError(c, 429, MESSAGES.tooFrequent);
    }
    const value = c.req.query('userName');
    const mobile = normalizeMobile(value);
    const user = await findUser(deps, mobile ?? str(value));
    return answer(c, BUSINESS_CODES.success, 'success', { exist: user !== undefined });
  });
  return r;
}
