// The estimator in the import (issue 33): the feed's product rows of a batch are passes; each
// product's passes in day order, each after the one before it (in the batch or, for its first, the
// newest in the database within a week), become the product days' units and intervals. Days come in
// either order: imported newest first (local mode's first start), a product's first pass in the batch
// has no earlier one yet and is estimated provisionally, then made again by the next (older) batch.
import type { MarketSiteCode } from '@sealens/domain';

import { addDays, dayNumber } from '../days';
import type { ProductRow } from '../feed/format';
import type { ObservationRule } from '../market-config';
import { MARKET_OBSERVATION_RULES } from '../marketplace-profiles';
import type { Cell, Column, MarketSql } from '../market-sql';
import { estimateWindow, sightingOf, type DayEstimate, type Sighting } from './estimator';

/** How far back a product's earlier pass is looked for (a longer gap starts afresh). */
export const PASS_GAP_DAYS = 8;
const INT4 = 2_147_483_647;
/** Products estimated between two turns of the event loop (~20-50 ms of work on a loaded core). */
const ESTIMATE_SLICE = 2_000;

/** What the estimate reads of a feed's product row. */
export type SightedProduct = Pick<ProductRow, 'id' | 'categoryId' | 'price' | 'soldShown' | 'monthlyShown' | 'stock' | 'ratingCount' | 'observedAt'>;

export interface SightedRow {
  site: MarketSiteCode;
  day: string;
  row: SightedProduct;
}

/**
 * Where a marketplace keeps its passes: the product days' table (alias d: goods_id, day, observed_at,
 * sold_low, sold_high, price, sales, estimate_basis, provisional), joined to its products (alias p: site,
 * type_id), the select list of a pass, and the site's observation rule.
 */
export interface PassSource {
  days: string;
  join: string;
  columns: string;
  rule: (site: MarketSiteCode) => ObservationRule;
  /**
   * The days' table has a `site` column and a batch is of one site (TikTok's sets, whose passes before a
   * set estimate/tiktok-passes.ts keeps): the later provisional passes are read for that site alone.
   */
  bySite?: boolean;
}

/**
 * A pass from the day before a batch: only what its sighting reads (a whole product row of a
 * million products' day is ~0.5 KB; these ~0.1 KB).
 */
export interface EarlierPass {
  site: SightedRow['site'];
  day: string;
  row: Pick<ProductRow, 'id' | 'soldShown' | 'monthlyShown' | 'stock' | 'ratingCount' | 'observedAt'>;
}

/** A product day to write: the estimate and the pass it was made from (none on a day the crawler missed). */
export interface EstimatedDay {
  day: string;
  goodsId: number;
  site: MarketSiteCode;
  categoryId: number;
  price: number;
  stock: number;
  estimate: DayEstimate;
  sighting: Sighting | null;
}

/** The product days' columns the importer writes (with category_rank set from the day's estimates). */
export const PRODUCT_DAY_COLUMNS = [
  ['day', 'date'], ['goods_id', 'int8'], ['sales', 'int4'], ['price', 'float8'], ['stock', 'int4'], ['category_rank', 'int4'],
  ['sales_low', 'int4'], ['sales_high', 'int4'], ['estimate_basis', 'text'], ['provisional', 'bool'],
  ['sold_low', 'int4'], ['sold_high', 'int4'], ['monthly_low', 'int4'], ['monthly_high', 'int4'], ['reviews', 'int4'], ['observed_at', 'timestamptz'],
] as const satisfies readonly Column[];

const clamp4 = (n: number) => Math.min(INT4, Math.max(0, Math.round(n)));

export function productDayCells(d: EstimatedDay, rank: number | null): Cell[] {
  const s = d.sighting;
  return [
    d.day, d.goodsId, d.estimate.units, d.price, d.stock, rank, d.estimate.low, d.estimate.high, d.estimate.basis, d.estimate.provisional,
    s ? clamp4(s.sold[0]) : null, s ? clamp4(s.sold[1]) : null, s?.monthly ? clamp4(s.monthly[0]) : null, s?.monthly ? clamp4(s.monthly[1]) : null,
    s ? s.reviews : null, s ? new Date(s.observedAt).toISOString() : null,
  ];
}

interface StoredPass {
  goods_id: string;
  day: string;
  observed_at: string | Date;
  sold_low: number;
  sold_high: number;
  monthly_low: number | null;
  monthly_high: number | null;
  stock: number;
  reviews: number;
  site: MarketSiteCode;
  recent: number | null;
  provisional: boolean | null;
  type_id: number;
  price: number;
}

function storedSighting(r: StoredPass, source: PassSource): Sighting {
  return {
    day: r.day,
    observedAt: new Date(r.observed_at).getTime(),
    sold: [r.sold_low, r.sold_high],
    monthly: r.monthly_low === null || r.monthly_high === null ? null : [r.monthly_low, r.monthly_high],
    stock: r.stock,
    stockCapped: r.stock >= source.rule(r.site).stockCap,
    reviews: r.reviews,
  };
}

const PASS_COLUMNS = `d.goods_id::text as goods_id, d.day::text as day, d.observed_at, d.sold_low, d.sold_high, d.monthly_low, d.monthly_high, d.stock, d.reviews, d.provisional, d.price, p.site, p.type_id`;

/** The first marketplace's (and Lazada's) passes. */
export const MARKET_PASSES: PassSource = {
  days: 'market_product_days',
  join: 'market_product_days d join market_products p on p.goods_id = d.goods_id',
  columns: PASS_COLUMNS,
  rule: (site) => MARKET_OBSERVATION_RULES[site],
};

/** Days of a product's newest estimates its level is taken over. */
const LEVEL_DAYS = 7;

/** The estimated level of a product's days (those made from passes), per day. */
function levelOf(estimates: readonly DayEstimate[]): number | undefined {
  const known = estimates.slice(-LEVEL_DAYS).filter((e) => e.basis !== 'none' && e.basis !== 'bounds' && !e.provisional);
  return known.length ? known.reduce((n, e) => n + e.units, 0) / known.length : undefined;
}

/** Estimates a batch's passes: every product day they give (the passes' days and the missed days between). */
export async function estimateSightings(sql: MarketSql, sightings: readonly SightedRow[], earlierPasses: readonly EarlierPass[] = [], source: PassSource = MARKET_PASSES): Promise<EstimatedDay[]> {
  if (sightings.length === 0) return [];
  const byGoods = new Map<number, SightedRow[]>();
  for (const s of sightings) {
    const list = byGoods.get(s.row.id);
    if (list) list.push(s);
    else byGoods.set(s.row.id, [s]);
  }
  const first = sightings.reduce((min, s) => (s.day < min ? s.day : min), sightings[0]?.day ?? '');
  // Each product's newest pass before the batch, and its level over the week before.
  const earlier = new Map<number, { pass: Sighting; recent: number | undefined }>();
  for (const r of await sql.query<StoredPass>(
    `select distinct on (d.goods_id) ${source.columns},
       avg(d.sales) filter (where d.estimate_basis not in ('none', 'bounds') and not d.provisional) over (partition by d.goods_id)::float8 as recent
     from ${source.join}
     where d.day >= $1::date and d.day < $2::date and d.observed_at is not null
     order by d.goods_id, d.day desc`,
    [addDays(first, -PASS_GAP_DAYS), first],
  )) {
    earlier.set(Number(r.goods_id), { pass: storedSighting(r, source), recent: r.recent ?? undefined });
  }
  // Passes given from a day set not imported yet (the day before the batch), newer than the database's.
  for (const s of earlierPasses) {
    if (s.day >= first) continue;
    const known = earlier.get(s.row.id);
    if (!known || known.pass.day < s.day) earlier.set(s.row.id, { pass: sightingOf(s.site, s.day, s.row, source.rule(s.site)), recent: known?.recent });
  }
  const out: EstimatedDay[] = [];
  const firsts: { s: SightedRow; cur: Sighting; later: number | undefined }[] = [];
  let done = 0;
  for (const [goodsId, list] of byGoods) {
    // The server's requests go between slices of this CPU work (PGlite and the API share its thread).
    if (++done % ESTIMATE_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    list.sort((a, b) => (a.day < b.day ? -1 : 1));
    const before = earlier.get(goodsId);
    let prev = before && dayNumber(list[0]?.day ?? first) - dayNumber(before.pass.day) <= PASS_GAP_DAYS ? before.pass : undefined;
    const made: DayEstimate[][] = [];
    // Each pass read once (its counters parsed by the site's rules), for its window and its row.
    const seen: Sighting[] = [];
    const history: DayEstimate[] = [];
    let recent = before?.recent;
    for (const s of list) {
      const cur = sightingOf(s.site, s.day, s.row, source.rule(s.site));
      seen.push(cur);
      const near = prev && dayNumber(s.day) - dayNumber(prev.day) <= PASS_GAP_DAYS ? prev : undefined;
      const days = estimateWindow(near, cur, { recentDaily: levelOf(history) ?? recent });
      made.push(days);
      history.push(...days);
      // Only what levelOf reads: a batch of many days keeps a week per product, not all of them.
      if (history.length > LEVEL_DAYS) history.splice(0, history.length - LEVEL_DAYS);
      recent = undefined;
      prev = cur;
    }
    // A first pass without an earlier one takes the level of the windows after it.
    const later = levelOf(history);
    list.forEach((s, i) => {
      const days = made[i] ?? [];
      const cur = seen[i] as Sighting;
      if (days.length === 1 && days[0]?.provisional) {
        firsts.push({ s, cur, later });
        return;
      }
      for (const e of days) out.push(estimatedDay(goodsId, s, e, cur));
    });
  }
  // First passes with no window after them in the batch: the level of the days after it in the
  // database (days imported newest first), if any.
  const unknown = firsts.filter((f) => f.later === undefined).map((f) => f.s.row.id);
  const afterLevel = new Map<number, number>();
  if (unknown.length) {
    const last = sightings.reduce((max, s) => (s.day > max ? s.day : max), first);
    for (const r of await sql.query<{ goods_id: string; level: number }>(
      `select goods_id::text as goods_id, avg(sales)::float8 as level from ${source.days}
       where day > $1::date and day <= $2::date and goods_id = any($3::int8[]) and estimate_basis not in ('none', 'bounds') and not provisional
       group by goods_id`,
      [first, addDays(last, PASS_GAP_DAYS), unknown],
    )) {
      afterLevel.set(Number(r.goods_id), r.level);
    }
  }
  for (const { s, cur, later } of firsts) {
    const [e] = estimateWindow(undefined, cur, { laterDaily: later ?? afterLevel.get(s.row.id) });
    if (e) out.push(estimatedDay(s.row.id, s, e, cur));
  }
  return out;
}

function estimatedDay(goodsId: number, s: SightedRow, e: DayEstimate, cur: Sighting): EstimatedDay {
  return { day: e.day, goodsId, site: s.site, categoryId: s.row.categoryId, price: s.row.price, stock: s.row.stock, estimate: e, sighting: e.day === s.day ? cur : null };
}

/**
 * Days imported newest first: the provisional first passes of the days after the batch (at most a
 * week on) are estimated again from the batch's last pass of each product. Answers the product days
 * made (the revised days and the missed ones before them).
 */
export async function reviseLaterPasses(sql: MarketSql, batch: readonly EstimatedDay[], source: PassSource = MARKET_PASSES): Promise<EstimatedDay[]> {
  const last = new Map<number, EstimatedDay>();
  for (const d of batch) {
    if (!d.sighting) continue;
    const known = last.get(d.goodsId);
    if (!known || d.day > known.day) last.set(d.goodsId, d);
  }
  if (last.size === 0) return [];
  const newest = [...last.values()].reduce((max, d) => (d.day > max ? d.day : max), '');
  // Usually none (imported oldest first, or newest first with the pass before each batch given).
  const site = batch[0]?.site;
  const pending = await sql.query(
    `select 1 from ${source.days} where day > $1::date and day <= $2::date and provisional${source.bySite ? ' and site = $3' : ''} limit 1`,
    source.bySite ? [newest, addDays(newest, PASS_GAP_DAYS), site] : [newest, addDays(newest, PASS_GAP_DAYS)],
  );
  if (pending.length === 0) return [];
  const rows = await sql.query<StoredPass>(
    `select distinct on (d.goods_id) ${source.columns} from ${source.join}
     where d.day > $1::date and d.day <= $2::date and d.observed_at is not null${source.bySite ? ' and d.site = $3' : ''}
     order by d.goods_id, d.day`,
    source.bySite ? [newest, addDays(newest, PASS_GAP_DAYS), site] : [newest, addDays(newest, PASS_GAP_DAYS)],
  );
  const out: EstimatedDay[] = [];
  for (const r of rows) {
    const goodsId = Number(r.goods_id);
    const before = last.get(goodsId);
    if (!r.provisional || !before?.sighting || r.day <= before.day) continue;
    const cur = storedSighting(r, source);
    for (const e of estimateWindow(before.sighting, cur, { recentDaily: before.estimate.provisional ? undefined : before.estimate.units })) {
      out.push({ day: e.day, goodsId, site: r.site, categoryId: r.type_id, price: r.price, stock: r.stock, estimate: e, sighting: e.day === r.day ? cur : null });
    }
  }
  return out;
}
