// Reads a site's fee schedule as of a day from the pricing tables (issue 17). The schedules are
// seeded on first use when the table is empty (a database created before the pricing tables gets
// them too) under an advisory lock, so two server processes never seed twice.
import type { SiteCode } from '@sealens/domain';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';

import type { Database } from '../db/database';
import { pricingCommissions, pricingProgrammes, pricingSchedules, pricingShippingBands, pricingTaxes } from '../db/pricing-schema';
import { seedPricingSchedules } from '../db/seed/pricing-schedules';
import type { MainSchemas } from '../api/main/main-types';

/** Advisory-lock key of the schedule seeding (reset-database.ts uses 7310). */
const LOCK_PRICING_SEED = 7317;

export type PricingScheduleAnswer = MainSchemas['PricingSchedule'];

export async function ensurePricingSchedules(db: Database): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(pricingSchedules);
  if (Number(present?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_PRICING_SEED})`);
    await seedPricingSchedules(tx);
  });
}

/** The schedule of `site` in effect on `day` (the latest one whose effective date is not after it). */
export async function scheduleFor(db: Database, site: SiteCode, day: string): Promise<PricingScheduleAnswer | undefined> {
  await ensurePricingSchedules(db);
  const [row] = await db
    .select()
    .from(pricingSchedules)
    .where(and(eq(pricingSchedules.site, site), lte(pricingSchedules.effectiveFrom, day)))
    .orderBy(desc(pricingSchedules.effectiveFrom))
    .limit(1);
  if (!row) return undefined;
  const id = row.id;
  const [commissions, programmes, bands, taxes] = await Promise.all([
    db.select().from(pricingCommissions).where(eq(pricingCommissions.scheduleId, id)).orderBy(asc(pricingCommissions.id)),
    db.select().from(pricingProgrammes).where(eq(pricingProgrammes.scheduleId, id)).orderBy(asc(pricingProgrammes.code)),
    db.select().from(pricingShippingBands).where(eq(pricingShippingBands.scheduleId, id)).orderBy(asc(pricingShippingBands.upToGrams)),
    db.select().from(pricingTaxes).where(eq(pricingTaxes.scheduleId, id)).orderBy(asc(pricingTaxes.code)),
  ]);
  return {
    id,
    site,
    currency: row.currency,
    effectiveFrom: row.effectiveFrom,
    sourceTitle: row.sourceTitle,
    sourceUrl: row.sourceUrl,
    commissions: commissions.map((c) => ({
      sellerType: c.sellerType as PricingScheduleAnswer['commissions'][number]['sellerType'],
      categoryId: c.categoryId,
      rateBp: c.rateBp,
    })),
    transactionFeeBp: row.transactionFeeBp,
    programmes: programmes.map((p) => ({ code: p.code, rateBp: p.rateBp, capMinor: p.capMinor })),
    shippingBands: bands.map((b) => ({ upToGrams: b.upToGrams, feeMinor: b.feeMinor })),
    extraStepGrams: row.extraStepGrams,
    extraStepFeeMinor: row.extraStepFeeMinor,
    volumetricDivisor: row.volumetricDivisor,
    taxes: taxes.map((t) => ({
      code: t.code,
      rateBp: t.rateBp,
      base: t.base as PricingScheduleAnswer['taxes'][number]['base'],
      sellerTypes: t.sellerTypes as PricingScheduleAnswer['taxes'][number]['sellerTypes'],
    })),
  };
}
