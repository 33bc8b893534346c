// Registration, register-and-bind, password reset and the user-exists checks (spec §3, §5).
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { users } from '../../db/schema';
import { clearFailures } from '../../security/login-guard';
import { hashPassword } from '../../security/password';
import { QR_POLL_CODES, QR_POLL_MESSAGES, claimUnknownScan } from '../../security/qr-scenes';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, MESSAGES, answer, clientIp, httpError, jsonBody, normalizeMobile, optStr, str, type Json } from './common';
import { completeLogin, createUser, findUser, gatedLogin, passwordProblem, type LoginOutcome } from './login-service';
import { smsCodeProblem } from './sms-routes';
import { takeRateLimit } from '../../security/rate-limit';
import { EXISTENCE_CHECKS_PER_MINUTE } from '../../security/security-constants';

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

/** A new account by SMS code (sendType reg); with a scene id the unknown WeChat scan is bound to it. */
export async function registerUser(deps: ServerDeps, input: Registration): Promise<Outcome> {
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) return { code: IDENTITY_CODES.badMobile, message: MESSAGES.badMobile };
  if (input.password !== null) {
    const bad = passwordProblem(input.password, input.confirm);
    if (bad) return { code: bad === 'passwords do not match' ? IDENTITY_CODES.passwordsDiffer : IDENTITY_CODES.badRequest, message: bad };
  }
  if (await findUser(deps, mobile)) return { code: IDENTITY_CODES.phoneRegistered, message: MESSAGES.phoneRegistered };
  // The SMS login screen registers an unregistered phone with the login code it sent (spec §5).
  const problem = await smsCodeProblem(deps, mobile, input.code, ['reg', 'log']);
  if (problem) return problem;
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
 * phone gets the WeChat bound; a bound one answers 'already bound'; a new phone is registered.
 */
export async function registerAndBind(deps: ServerDeps, input: Registration & { sceneId: string }): Promise<Outcome> {
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) return { code: IDENTITY_CODES.badMobile, message: MESSAGES.badMobile };
  const existing = await findUser(deps, mobile);
  if (existing?.weChatOpenId) return { code: IDENTITY_CODES.wxAlreadyBound, message: MESSAGES.wxAlreadyBound };
  if (!existing && input.password !== null) {
    const bad = passwordProblem(input.password, input.confirm);
    if (bad) return { code: bad === 'passwords do not match' ? IDENTITY_CODES.passwordsDiffer : IDENTITY_CODES.badRequest, message: bad };
  }
  const problem = await smsCodeProblem(deps, mobile, input.code, ['reg', 'log']);
  if (problem) return problem;
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
  const bad = passwordProblem(input.password, input.confirm);
  if (bad) return answer(c, bad === 'passwords do not match' ? IDENTITY_CODES.passwordsDiffer : IDENTITY_CODES.badRequest, bad);
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) return answer(c, IDENTITY_CODES.badMobile, MESSAGES.badMobile);
  const user = await findUser(deps, mobile);
  if (!user) return answer(c, IDENTITY_CODES.noSuchAccount, 'the account does not exist');
  const problem = await smsCodeProblem(deps, mobile, input.code, ['res']);
  if (problem) return answer(c, problem.code, problem.message);
  await deps.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  await clearFailures({ db: deps.db, account: user.account });
  return answer(c, BUSINESS_CODES.success, MESSAGES.passwordReset);
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
    // Existence checks tell accounts apart: a client gets EXISTENCE_CHECKS_PER_MINUTE of them.
    const limited = await takeRateLimit({ db: deps.db, now: deps.now, key: `exists:${clientIp(c)}`, limit: EXISTENCE_CHECKS_PER_MINUTE, windowSeconds: 60 });
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
