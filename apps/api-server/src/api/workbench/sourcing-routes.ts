// Sourcing (issue 30 item 4; openapi/workbench.yaml GET /sourcing): the 1688 offers matching a
// marketplace product, scored by src/market/sourcing. The supplier price is judged against the
// product's price at the day's rate (the pricing calculator's rates); the margin at the site's fees
// is the calculator's own, computed by the page with libs/pricing. The plan's row depth bounds the
// offers listed.
import { cutOf, SITE_CURRENCIES, isSiteCode, type CutReason } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import type { WorkbenchQueries } from '../../market/queries/workbench-queries';
import { SourcingQueries } from '../../market/sourcing/sourcing-queries';
import { PricingRates } from '../../pricing/pricing-rates';
import { CODE_NOT_FOUND, fail, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import type { WorkbenchSchemas } from './workbench-types';

const sourcingByMarket = new WeakMap<WorkbenchQueries, SourcingQueries>();

function sourcingReads(reads: WorkbenchQueries): SourcingQueries {
  let sourcing = sourcingByMarket.get(reads);
  if (!sourcing) {
    sourcing = new SourcingQueries(reads.sql);
    sourcingByMarket.set(reads, sourcing);
  }
  return sourcing;
}

export function sourcingRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const rates = new PricingRates(deps.db, deps.mode, deps.now);

  r.get('/sourcing', async (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^\d{1,18}$/.test(id)) return invalidParameters(c, ['id']);
    const caller = await callerOf(deps, c);
    const reads = await workbenchReads(deps);
    const day = await reads.dataDay();
    if (!day) return noDataYet(c);
    const sourcing = sourcingReads(marketOf(deps).workbench);
    const product = await sourcing.product(id);
    if (!product || !isSiteCode(product.site)) return fail(c, CODE_NOT_FOUND, `no product ${id} in the market data`);
    const dayRates = await rates.ratesFor();
    const perCny = Number(dayRates?.rates.find((rate) => rate.currency === SITE_CURRENCIES[product.site as keyof typeof SITE_CURRENCIES])?.perCny);
    if (!(perCny > 0)) return fail(c, CODE_NOT_FOUND, 'no exchange rate for the site yet');
    const matches = await sourcing.matches(product, perCny);
    const level = caller.rights.level;
    const reason: CutReason = level === 'visitor' ? 'login' : level === 'expired' ? 'expired' : 'plan';
    const allowed = Math.min(matches.length, caller.rights.rowDepth);
    const cut = cutOf({ depth: caller.rights.rowDepth, reason }, matches.length);
    const payload: WorkbenchSchemas['Sourcing'] = {
      day,
      product: { ...product, site: product.site },
      offers: matches.slice(0, allowed).map(({ offer, parts }) => ({
        id: String(offer.id),
        title: offer.title,
        image: offer.image,
        categoryId: offer.categoryId,
        tiers: offer.tierQuantities.map((minQuantity, i) => ({ minQuantity, price: offer.tierPrices[i] ?? 0 })),
        minOrder: offer.minOrder,
        weightGrams: offer.weightGrams,
        supplierName: offer.supplierName,
        supplierRating: offer.supplierRating,
        score: parts.score,
        sameWord: parts.productWord,
        sameAttributes: parts.sameAttributes,
        otherAttributes: parts.otherAttributes,
      })),
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  return r;
}
