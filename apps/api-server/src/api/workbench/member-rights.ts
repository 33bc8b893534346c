// Who is asking and what their plan lets them see (issue 26 item 2): every workbench answer starts
// here. The member is the session's (cookie or bearer, verified: signature, expiry, logout, reset);
// anyone else is a visitor with the preview. The numbers are libs/domain's WORKBENCH_RIGHTS.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';

import { planOf, rightsOf, type WorkbenchRights } from '@sealens/domain';

import { userCategoryBuys, userProducts } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { formatMemberTime, readAccessToken, verifySession, type UserRow } from '../identity/common';
import { memoInRender } from '../../static/render-scope';
import type { ServerDeps } from '../server-deps';

export interface Caller {
  /** Null for a visitor (no session, or one that does not verify). */
  user: UserRow | null;
  rights: WorkbenchRights;
  /** Categories bought (spec §3 categoryBuyStatus 1): they open past the preview on a plan without every category. */
  bought: ReadonlySet<number>;
  /** When the membership ends ("YYYY-MM-DD HH:mm:ss", UTC+8), if it has a plan. */
  expiresAt?: string;
}

const VISITOR_RIGHTS = rightsOf({ tier: null, expired: false });

/** The caller of this request and their rights. */
export async function callerOf(deps: ServerDeps, c: Context): Promise<Caller> {
  const token = readAccessToken(c);
  const session = token ? await verifySession(deps, token) : undefined;
  if (!session) return { user: null, rights: VISITOR_RIGHTS, bought: new Set() };
  const userId = session.user.id;
  // Once per page rendering, like the session (render-scope.ts): a ranking page asks in four calls.
  // One statement: the plan (if any) and the categories bought (issue 28 item 1).
  // (An async function: a query builder kept as it is would run again at each await.)
  const [plan] = await memoInRender(`plan ${userId}`, async () =>
    deps.db
      .select({
        product: userProducts,
        bought: sql<number[] | null>`(select array_agg(${userCategoryBuys.categoryId}) from ${userCategoryBuys} where ${userCategoryBuys.userId} = ${users.id} and ${userCategoryBuys.buyStatus} = 1)`,
      })
      .from(users)
      .leftJoin(userProducts, eq(userProducts.userId, users.id))
      .where(eq(users.id, userId)),
  );
  const product = plan?.product;
  const tier = planOf(product?.planId)?.tier ?? null;
  const now = deps.now().getTime();
  // Spec §4: the membership lasts while any of its end times is ahead; no end time at all has ended.
  const ends = [product?.maturityTime, product?.bonusEndTime].filter((d): d is Date => d instanceof Date);
  const expired = ends.every((end) => end.getTime() <= now);
  const latest = ends.reduce<Date | undefined>((a, b) => (!a || b > a ? b : a), undefined);
  const expiresAt = formatMemberTime(latest);
  return {
    user: session.user,
    // A member without any plan row sees what a visitor sees, but as themself (their views, columns).
    rights: tier === null ? { ...VISITOR_RIGHTS, level: 'expired' } : rightsOf({ tier, expired }),
    bought: new Set((plan?.bought ?? []).map(Number)),
    ...(expiresAt ? { expiresAt } : {}),
  };
}
