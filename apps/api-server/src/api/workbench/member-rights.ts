// Who is asking and what their plan lets them see (issue 26 item 2): every workbench answer starts
// here. The member is the session's (cookie or bearer, verified: signature, expiry, logout, reset);
// anyone else is a visitor with the preview. The numbers are libs/domain's WORKBENCH_RIGHTS.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';

import { planOf, rightsOf, type WorkbenchRights } from '@sealens/domain';

import { userCategoryBuys, userProducts } from '../../db/identity-schema';
import { monitorNotifications } from '../../db/monitor-schema';
import { users } from '../../db/schema';
import { workbenchExportCounts } from '../../db/workbench-schema';
import { formatMemberTime, readAccessToken, verifySession, type UserRow } from '../identity/common';
import { memoInRender } from '../../static/render-scope';
import { exportDayOf } from './export/export-allowance';
import type { ServerDeps } from '../server-deps';

export interface Caller {
  /** Null for a visitor (no session, or one that does not verify). */
  user: UserRow | null;
  rights: WorkbenchRights;
  /** Categories bought (spec §3 categoryBuyStatus 1): they open past the preview on a plan without every category. */
  bought: ReadonlySet<number>;
  /** When the membership ends ("YYYY-MM-DD HH:mm:ss", UTC+8), if it has a plan. */
  expiresAt?: string;
  /** Exports the member started today (UTC day, export-allowance.ts); 0 for a visitor. */
  exportsToday: number;
  /** The member's unread notifications (issue 31); 0 for a visitor. */
  unread: number;
}

const VISITOR_RIGHTS = rightsOf({ tier: null, expired: false });

/** The caller of this request and their rights. */
export async function callerOf(deps: ServerDeps, c: Context): Promise<Caller> {
  const token = readAccessToken(c);
  const session = token ? await verifySession(deps, token) : undefined;
  if (!session) return { user: null, rights: VISITOR_RIGHTS, bought: new Set(), exportsToday: 0, unread: 0 };
  const userId = session.user.id;
  const today = exportDayOf(deps.now());
  // Once per page rendering, like the session (render-scope.ts): a ranking page asks in five calls.
  // One statement (issue 28 item 1: each is ~0.5 ms of the main thread on PGlite): the plan (if any),
  // the categories bought, today's exports (the shell's allowance) and the unread notifications (its bell).
  // (An async function: a query builder kept as it is would run again at each await.)
  const [plan] = await memoInRender(`plan ${userId} ${today}`, async () =>
    deps.db
      .select({
        product: userProducts,
        bought: sql<number[] | null>`(select array_agg(${userCategoryBuys.categoryId}) from ${userCategoryBuys} where ${userCategoryBuys.userId} = ${users.id} and ${userCategoryBuys.buyStatus} = 1)`,
        exportsToday: sql<number | null>`(select ${workbenchExportCounts.count} from ${workbenchExportCounts} where ${workbenchExportCounts.userId} = ${users.id} and ${workbenchExportCounts.day} = ${today})`,
        unread: sql<number>`(select count(*)::int from ${monitorNotifications} where ${monitorNotifications.userId} = ${users.id} and not ${monitorNotifications.read})`,
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
    exportsToday: Number(plan?.exportsToday ?? 0),
    unread: Number(plan?.unread ?? 0),
  };
}
