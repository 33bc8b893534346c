// The promotion base of spec §7 at /api/{product}-promote/promote/v1 (openapi/promote.yaml):
// registrations from promotion and activity pages.
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, answer, jsonBody, normalizeMobile, optStr, str, type Json } from '../identity/common';
import { findUser } from '../identity/login-service';
import { grantActivityRegistration } from '../main/lottery-chances';
import { registerAndBind, registerUser, type Outcome } from '../identity/register-routes';

/** Spec §3: expandInfo is a JSON string with actId and inviteCode. */
export function parseExpandInfo(value: unknown): { actId: string; inviteCode?: string } | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return null;
    const { actId, inviteCode } = parsed as Json;
    if ((typeof actId !== 'string' && typeof actId !== 'number') || String(actId) === '') return null;
    return typeof inviteCode === 'string' ? { actId: String(actId), inviteCode } : { actId: String(actId) };
  } catch {
    return null;
  }
}

function promoteAnswer(c: Context, outcome: Outcome, extra: { lotteryChances?: number } = {}) {
  if (outcome.code !== BUSINESS_CODES.success || !outcome.payload?.loginCredential) return answer(c, outcome.code, outcome.message);
  return answer(c, BUSINESS_CODES.success, extra.lotteryChances ? 'registration succeeded, you got a lottery chance' : 'registration succeeded', {
    account: outcome.payload.mainAccount?.account ?? '',
    loginCredential: outcome.payload.loginCredential,
    newSubscriber: outcome.payload.newSubscriber ?? true,
    ...extra,
  });
}

export function promoteRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/public/register', async (c) => {
    const b = await jsonBody(c);
    return promoteAnswer(c, await registerUser(deps, { mobile: b['account'], code: str(b['code']), password: str(b['password']), source: 'promote', fields: b }));
  });
  r.post('/public/registerAndBindWx', async (c) => {
    const b = await jsonBody(c);
    return promoteAnswer(c, await registerAndBind(deps, { mobile: b['account'], code: str(b['code']), password: str(b['password']), sceneId: str(b['sceneId']), source: 'promote-bind', fields: b }));
  });
  r.post('/public/fastRegister', async (c) => {
    const b = await jsonBody(c);
    return promoteAnswer(c, await registerUser(deps, { mobile: b['account'], code: str(b['code']), password: null, source: 'promote-fast', fields: b }));
  });
  r.post('/public/activityRegister', async (c) => {
    const b = await jsonBody(c);
    const activity = parseExpandInfo(b['expandInfo']);
    if (!activity) return answer(c, IDENTITY_CODES.badRequest, 'invalid activity information');
    const outcome = await registerUser(deps, { mobile: b['account'], code: str(b['code']), password: str(b['password']), source: `activity:${optStr(b['expandInfo']) ?? ''}`.slice(0, 200), fields: b });
    if (outcome.code !== BUSINESS_CODES.success) return promoteAnswer(c, outcome);
    // The chances are recorded once the account exists: the new member's and, through the aic code, the inviter's.
    const mobile = normalizeMobile(b['account']) ?? '';
    const user = await findUser(deps, mobile);
    const lotteryChances = user ? await grantActivityRegistration(deps.db, deps.tokenSecret, deps.now(), { ...activity, userId: String(user.id), account: mobile }) : 0;
    return promoteAnswer(c, outcome, { lotteryChances });
  });
  return r;
}
