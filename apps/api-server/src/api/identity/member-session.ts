// The member behind a session token, for the server renderer (issue #26 item 1): a member's page is
// rendered as theirs only once the token passes every check a member API call makes (signature,
// expiry, logout, the user and the session epoch), never because a cookie of that name is present.
import { eq } from 'drizzle-orm';

import { userProducts } from '../../db/identity-schema';
import { verifySession, type SessionDeps } from './common';

export interface MemberSession {
  userId: number;
  account: string;
  /** The member's plan (spec §9 plan id); null when they never had one. */
  planId: number | null;
  /** When the plan ends: the later of its maturity and its bonus end; null when it has neither. */
  planEndsAt: Date | null;
  /** Whether the plan's end is still ahead by the server's clock (an expired plan keeps its id). */
  planActive: boolean;
  /** When the session's token expires. */
  sessionExpiresAt: Date;
}

/** The member a session token (the `sealens_token` cookie's value) stands for, or null. */
export async function verifyMemberSession(deps: SessionDeps, token: string | null | undefined): Promise<MemberSession | null> {
  if (!token) return null;
  const session = await verifySession(deps, token);
  if (!session) return null;
  const [product] = await deps.db.select().from(userProducts).where(eq(userProducts.userId, session.user.id));
  const ends = [product?.maturityTime, product?.bonusEndTime].filter((d): d is Date => d instanceof Date);
  const planEndsAt = ends.length > 0 ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
  return {
    userId: session.user.id,
    account: session.user.account,
    planId: product?.planId ?? null,
    planEndsAt,
    planActive: planEndsAt !== null && planEndsAt.getTime() > deps.now().getTime(),
    sessionExpiresAt: new Date(session.claims.exp * 1000),
  };
}
