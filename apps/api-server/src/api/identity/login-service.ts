// The login machinery every login, scan, registration and promote route shares: single-use
// credentials, the login response of spec §3, the risk gate of spec §4/§8 and account creation.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';

import type { IdentityComponents } from '@sealens/api';
import { BUSINESS_CODES, PROCEED_RISK_CODES, riskStateOf } from '@sealens/domain';

import { loginCredentials, userRegistrations } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { hashPassword } from '../../security/password';
import { addSeconds, randomUrlSafe } from '../../security/random';
import { rememberDevice } from '../../security/login-guard';
import type { ServerDeps } from '../server-deps';
import { formatMemberTime, optStr, type Json, type UserRow } from './common';

export type LoginResponse = IdentityComponents['schemas']['LoginResponse'];
export type AccountView = IdentityComponents['schemas']['Account'];

export type CredentialPurpose = 'login' | 'identity' | 'auth2';

/** How long a credential may wait before it is exchanged. */
export const CREDENTIAL_TTL_SECONDS = 5 * 60;
const CREDENTIAL_LENGTH = 43; // 32 random bytes

function digestOf(credential: string): string {
  return createHash('sha256').update(credential).digest('base64url');
}

/** A fresh single-use credential for `userId` (only its digest is stored). */
export async function issueCredential(deps: ServerDeps, userId: number, purpose: CredentialPurpose): Promise<string> {
  const credential = randomUrlSafe(deps.random, CREDENTIAL_LENGTH);
  const at = deps.now();
  await deps.db.insert(loginCredentials).values({
    digest: digestOf(credential),
    purpose,
    userId,
    expiresAt: addSeconds(at, CREDENTIAL_TTL_SECONDS),
    createdAt: at,
  });
  return credential;
}

/** The user a live credential of `purpose` names; the credential is used up. */
export async function redeemCredential(deps: ServerDeps, credential: unknown, purpose: CredentialPurpose): Promise<number | null> {
  if (typeof credential !== 'string' || credential === '') return null;
  const at = deps.now();
  const [row] = await deps.db
    .update(loginCredentials)
    .set({ usedAt: at })
    .where(
      and(
        eq(loginCredentials.digest, digestOf(credential)),
        eq(loginCredentials.purpose, purpose),
        sql`${loginCredentials.usedAt} is null`,
        gt(loginCredentials.expiresAt, at),
      ),
    )
    .returning({ userId: loginCredentials.userId });
  return row?.userId ?? null;
}

export function accountView(user: UserRow): AccountView {
  return { account: user.account, displayName: user.displayName, nickName: user.nickName, headImg: user.headImg };
}

export async function findUser(deps: ServerDeps, accountOrMobile: string): Promise<UserRow | undefined> {
  if (accountOrMobile === '') return undefined;
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.account, accountOrMobile), eq(users.mobile, accountOrMobile)))
    .orderBy(sql`${users.parentId} is not null`, asc(users.id))
    .limit(1);
  return user;
}

export async function findUserById(deps: ServerDeps, id: number): Promise<UserRow | undefined> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function subAccountsOf(deps: ServerDeps, user: UserRow): Promise<UserRow[]> {
  return deps.db.select().from(users).where(eq(users.parentId, user.id)).orderBy(asc(users.id));
}

export interface LoginOutcome {
  code: number;
  message: string;
  payload: LoginResponse;
}

const RISK_MESSAGES: Record<string, string> = {
  'reset-low': 'login from a non-usual device or place, please change your password',
  'freeze-low': 'the account is frozen until the given time',
  'freeze-medium': 'the account is frozen until the given time',
  'freeze-high': 'the account is frozen until customer service verifies your identity',
  'anomalous-low': 'the account is at risk: verify by WeChat scan or SMS',
  'remove-low': 'the account has a risk, please change your password',
};

export function riskMessage(code: number): string {
  const state = riskStateOf(code);
  return (state && RISK_MESSAGES[state]) ?? 'security check';
}

export function isProceedCode(code: number): boolean {
  return (PROCEED_RISK_CODES as readonly number[]).includes(code);
}

export interface CompleteLoginOptions {
  /** 200, or a proceed-type risk code (90001, 90005, 70002) answered with the credential. */
  code?: number;
  newSubscriber?: boolean;
  userWasExist?: boolean;
  fingerprint?: string | null;
}

/** The spec §3 login response for a user allowed in, with a fresh login credential. */
export async function completeLogin(deps: ServerDeps, user: UserRow, options: CompleteLoginOptions = {}): Promise<LoginOutcome> {
  const code = options.code ?? BUSINESS_CODES.success;
  const subs = user.parentId === null ? await subAccountsOf(deps, user) : [];
  const loginCredential = await issueCredential(deps, user.id, 'login');
  await rememberDevice({ db: deps.db, now: deps.now, userId: user.id, fingerprint: options.fingerprint });
  const payload: LoginResponse = {
    mainAccount: accountView(user),
    subAccount: subs.map(accountView),
    loginCredential,
    newSubscriber: options.newSubscriber ?? false,
    distinctId: String(user.id),
    isUpgrade: false,
    userWasExist: options.userWasExist ?? true,
    userWxIsBind: user.weChatOpenId !== null,
  };
  const riskEndTime = formatMemberTime(user.riskEndTime);
  if (code !== BUSINESS_CODES.success && riskEndTime) payload.riskEndTime = riskEndTime;
  return { code, message: code === BUSINESS_CODES.success ? 'success' : riskMessage(code), payload };
}

/** A blocking security-check answer: no credential; freezes carry `riskEndTime`. */
export function blockedLogin(user: UserRow, code: number): LoginOutcome {
  const payload: LoginResponse = { mainAccount: accountView(user), userWasExist: true, userWxIsBind: user.weChatOpenId !== null };
  const riskEndTime = formatMemberTime(user.riskEndTime);
  if (riskEndTime) payload.riskEndTime = riskEndTime;
  return { code, message: riskMessage(code), payload };
}

export type Gate = 'password' | 'sms' | 'scan' | 'verified';

/**
 * A demo account's pinned risk code, applied by login method: 10099 only asks password logins for
 * identity authentication; 70001 only stops password logins; freezes stop every method; proceed
 * codes log in with the code, except after a risk verification (which answers 200).
 */
export function pinnedRisk(user: UserRow, gate: Gate): { kind: 'none' } | { kind: 'proceed' | 'block'; code: number } {
  const code = user.riskCode;
  if (code === null) return { kind: 'none' };
  if (code === BUSINESS_CODES.identityAuthRequired) return gate === 'password' ? { kind: 'block', code } : { kind: 'none' };
  if (riskStateOf(code) === undefined) return { kind: 'none' };
  if (isProceedCode(code)) return gate === 'verified' ? { kind: 'none' } : { kind: 'proceed', code };
  if (riskStateOf(code) === 'anomalous-low') return gate === 'password' ? { kind: 'block', code } : { kind: 'none' };
  return { kind: 'block', code };
}

/** Logs `user` in through `gate` unless a pinned risk state blocks it. */
export async function gatedLogin(deps: ServerDeps, user: UserRow, gate: Gate, options: CompleteLoginOptions = {}): Promise<LoginOutcome> {
  const risk = pinnedRisk(user, gate);
  if (risk.kind === 'block') {
    if (risk.code === BUSINESS_CODES.identityAuthRequired) {
      return { code: risk.code, message: 'identity authentication needed', payload: { mainAccount: accountView(user), userWasExist: true } };
    }
    return blockedLogin(user, risk.code);
  }
  return completeLogin(deps, user, { ...options, code: risk.kind === 'proceed' ? risk.code : options.code });
}

export interface NewUser {
  mobile: string;
  password: string | null;
  weChatOpenId?: string | null;
  source: string;
  fields: Json;
}

/** Creates a main account named by its phone, and records where it came from. */
export async function createUser(deps: ServerDeps, input: NewUser): Promise<UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const at = deps.now();
  const [user] = await deps.db
    .insert(users)
    .values({
      account: input.mobile,
      mobile: input.mobile,
      passwordHash,
      displayName: input.mobile,
      nickName: `user${input.mobile.slice(-4)}`,
      weChatOpenId: input.weChatOpenId ?? null,
      createdAt: at,
    })
    .returning();
  if (!user) throw new Error('the user could not be created');
  const f = input.fields;
  await deps.db.insert(userRegistrations).values({
    userId: user.id,
    source: input.source,
    invite: optStr(f['invite']),
    inviteChannel: optStr(f['invite']) ? optStr(f['invite_channel']) : null,
    searchWord: optStr(f['searchWord']),
    keyWord: optStr(f['keyWord']),
    expandInfo: optStr(f['expandInfo']),
    firstId: optStr(f['firstId']),
    createdAt: at,
  });
  return user;
}

/** Spec §5: register/reset passwords are required, at most 32, letters and digits with one of each. */
export function passwordProblem(password: string, confirm?: string): string | null {
  if (password === '') return 'please enter password';
  if (password.length > 32) return 'password length is at most 32';
  if (password.length < 6 || !/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/.test(password)) {
    return 'password should be 6-16 letters and digits combined, case sensitive';
  }
  if (confirm !== undefined && confirm !== password) return 'passwords do not match';
  return null;
}
