// A user's product (plan with maturityTime and bonus.endTime), policy and category purchase status,
// read from the identity tables. The main base's /user/productAndPolicy and /user/categoryList
// answer with these (openapi/main.yaml ProductAndPolicy, CategoryList).
import { eq } from 'drizzle-orm';

import { CATEGORIES, planOf } from '@sealens/domain';

import type { Database } from '../../db/database';
import { userCategoryBuys, userPrivateChannels, userProducts } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { formatMemberTime } from './common';

export interface Product {
  planId?: number;
  maturityTime?: string;
  bonus?: { endTime?: string };
}

/** The user's product, "YYYY-MM-DD HH:mm:ss" (UTC+8); undefined when the user never had a plan. */
export async function productOf(db: Database, userId: number): Promise<Product | undefined> {
  const [row] = await db.select().from(userProducts).where(eq(userProducts.userId, userId));
  if (!row) return undefined;
  const product: Product = { planId: row.planId };
  const maturityTime = formatMemberTime(row.maturityTime);
  if (maturityTime) product.maturityTime = maturityTime;
  const bonusEnd = formatMemberTime(row.bonusEndTime);
  if (bonusEnd) product.bonus = { endTime: bonusEnd };
  return product;
}

/** Policy flags: password set, promote (private channel) type, abnormal filter off by default. */
export async function policyOf(db: Database, userId: number) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const [channel] = await db.select().from(userPrivateChannels).where(eq(userPrivateChannels.userId, userId));
  return { isFilterAbnormal: 0 as const, passwordStatus: user?.passwordHash ? 1 : 0, promoteType: channel?.channelType ?? 0 };
}

/** Categories a plan may bind: 1 without a plan (or trial), 3 starter, 6 operation, 12 from ultimate up. */
export function bindableCategories(planId: number | undefined): number {
  switch (planOf(planId)?.tier) {
    case 'starter':
      return 3;
    case 'operation':
      return 6;
    case 'ultimate':
    case 'professional':
      return CATEGORIES.length;
    default:
      return 1;
  }
}

/** The fixed category list with the user's purchase status (spec §3). */
export async function categoryListOf(db: Database, userId: number | null) {
  const bought = userId === null ? [] : await db.select().from(userCategoryBuys).where(eq(userCategoryBuys.userId, userId));
  const product = userId === null ? undefined : await productOf(db, userId);
  const boughtIds = new Set(bought.filter((b) => b.buyStatus === 1).map((b) => b.categoryId));
  const bindableNum = bindableCategories(product?.planId);
  const buyNum = boughtIds.size;
  return {
    categorys: CATEGORIES.map((c) => ({ typeId: c.id, name: c.name, buyStatus: boughtIds.has(c.id) ? (1 as const) : (0 as const) })),
    bindableNum,
    buyNum,
    canNextBind: buyNum < bindableNum,
  };
}
