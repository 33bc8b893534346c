// A shop's, brand's or category's estimate interval as its row carries it (issue 33): the sums of its
// products' intervals the derive keeps beside its figures (derive/workbench-interval-derive.ts), read
// with the row: a ranking's page rows select the interval columns of its period, an explanation's or
// contrast's row those of every period. A calendar month has no derived interval: a month ranking's
// page rows (at most 200) sum their products' days of the month when the answer is made
// (aggregateMonthIntervals), over the same products their month figures sum.
import { SITE_CODES, type RankingQuery } from '@sealens/domain';

import type { WorkbenchSchemas } from '../../api/workbench/workbench-types';
import { ALL_SITES } from '../derive/workbench-category-derive';
import { INTERVAL_COLUMNS, INTERVAL_PERIODS } from '../derive/workbench-interval-derive';
import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';

export type EstimateInterval = WorkbenchSchemas['EstimateInterval'];

/** The interval columns of the row `w` for every period, for a select list. */
export const intervalColumnsOf = (w = 'w') => INTERVAL_COLUMNS.map((c) => `${w}.${c}`).join(', ');

const round2 = (v: number) => Math.round(v * 100) / 100;
const isIntervalPeriod = (p: number) => (INTERVAL_PERIODS as readonly number[]).includes(p);

/**
 * What a shop's, brand's or category's ranking page rows read besides their columns (its source's
 * `periodRead`): the interval columns of the ranking's period, on the row itself; a month's, none.
 * Only the page's rows read them: the numbering of the whole scope does not carry them.
 */
export function aggregateIntervalRead(period: RankingQuery['period']): { columns: string; joins: string } | undefined {
  const p = Number(period);
  if (!isIntervalPeriod(p)) return undefined;
  return { columns: ['units_low', 'units_high', 'gmv_low', 'gmv_high'].map((c) => `w.${c}_${p}`).join(', '), joins: '' };
}

/**
 * The row's interval over the rolling period of `days` (undefined: a period without one, or a row
 * derived before intervals were kept). `perUsd` converts the row's money (1 on all-sites rows, in
 * dollars already).
 */
export function aggregateIntervalOf(record: object, days: number | string, perUsd: number): EstimateInterval | undefined {
  const p = Number(days);
  if (!isIntervalPeriod(p)) return undefined;
  const columns = record as Record<string, unknown>;
  const [ul, uh, gl, gh] = [`units_low_${p}`, `units_high_${p}`, `gmv_low_${p}`, `gmv_high_${p}`].map((c) => columns[c]);
  if (ul === null || ul === undefined || uh === null || uh === undefined || gl === null || gl === undefined || gh === null || gh === undefined) return undefined;
  return {
    unitsLow: Number(ul),
    unitsHigh: Number(uh),
    gmvLow: round2(Number(gl)),
    gmvHigh: round2(Number(gh)),
    gmvUsdLow: round2(Number(gl) / perUsd),
    gmvUsdHigh: round2(Number(gh) / perUsd),
  };
}

/** `row` with its interval over `days`, when the record has one. */
export function withAggregateInterval<Row extends object>(row: Row, record: object, days: number | string, perUsd: number): Row & { interval?: EstimateInterval } {
  const interval = aggregateIntervalOf(record, days, perUsd);
  return interval ? { ...row, interval } : row;
}

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

/** An aggregate row of a month ranking: its id, and its site (ALL: every site, money in US dollars). */
export interface AggregateRowKey {
  id: string;
  site: string;
}

/**
 * Each row's interval over the calendar month `from`..`to` (its days in the item history), by
 * `${site}:${id}`: the sums of its products' daily intervals (a day without them counts its estimate
 * as both ends), grouped as the month figures group the products: a shop's by market_products'
 * shop (market_shop_days), a brand's by market_workbench_products' brand, a category's and
 * sub-category's by market_products' category. All-sites rows are in US dollars.
 */
export async function aggregateMonthIntervals(
  sql: MarketSql,
  entity: 'shop' | 'brand' | 'category',
  rows: readonly AggregateRowKey[],
  from: string,
  to: string,
): Promise<Map<string, EstimateInterval>> {
  const out = new Map<string, EstimateInterval>();
  if (rows.length === 0) return out;
  const low = 'coalesce(d.sales_low, d.sales)';
  const high = 'coalesce(d.sales_high, d.sales)';
  // Money in the row's site currency, or dollars on an all-sites row ($4: whether the rows are all sites').
  const money = (units: string) => `sum(${units} * d.price / case when $4::bool then r.per_usd else 1 end)::float8`;
  const sums = `sum(${low})::int8 as ul, sum(${high})::int8 as uh, coalesce(${money(low)}, 0) as gl, coalesce(${money(high)}, 0) as gh`;
  const rates = `join (values ${RATES}) as r(site, per_usd) on r.site = p.site`;
  // Each product's days of the month are one range of the (goods_id, day) index: a page's products are
  // found by their grouping's index, then their days read product by product. `offset 0` keeps the
  // planner from flattening this into a scan of the whole month's partition (every product's days),
  // which it chose at small scale and which grows with the market, not with the page.
  const days = `cross join lateral (select d.sales, d.sales_low, d.sales_high, d.price from market_product_days d
         where d.goods_id = p.goods_id and d.day >= $2::date and d.day <= $3::date offset 0) d`;
  // A site's rows read that site's products ($5), all sites' every site's (the site's own index can serve).
  const read = (products: string, column: string, type: string, all: boolean) =>
    `select p.${column}::text as id, ${sums} from ${products} p ${rates} ${days}
       where p.${column} = any($1::${type}[])${all ? '' : ' and p.site = $5'} group by p.${column}`;
  const groupings: Record<typeof entity, (all: boolean) => string[]> = {
    shop: (all) => [read('market_products', 'shop_id', 'int8', all)],
    brand: (all) => [read('market_workbench_products', 'brand_id', 'int4', all)],
    category: (all) => [read('market_products', 'type_id', 'int4', all), read('market_products', 'sub_type_id', 'int4', all)],
  };
  // One read a site of the page (a ranking's rows are of one site, or all sites').
  for (const site of new Set(rows.map((r) => r.site))) {
    const ids = rows.filter((r) => r.site === site).map((r) => r.id);
    const all = site === ALL_SITES;
    for (const statement of groupings[entity](all)) {
      const sumsOf = await sql.query<{ id: string; ul: string | number; uh: string | number; gl: number; gh: number }>(statement, all ? [ids, from, to, all] : [ids, from, to, all, site]);
      const perUsd = all ? 1 : (SITE_PROFILES[site as keyof typeof SITE_PROFILES]?.perUsd ?? 1);
      for (const r of sumsOf) {
        out.set(`${site}:${r.id}`, {
          unitsLow: Number(r.ul),
          unitsHigh: Number(r.uh),
          gmvLow: round2(Number(r.gl)),
          gmvHigh: round2(Number(r.gh)),
          gmvUsdLow: round2(Number(r.gl) / perUsd),
          gmvUsdHigh: round2(Number(r.gh) / perUsd),
        });
      }
    }
  }
  return out;
}

/** A month ranking's aggregate rows with their interval over the month (rows that came with one kept). */
export async function withAggregateMonthIntervals<Row extends AggregateRowKey & { interval?: EstimateInterval }>(
  sql: MarketSql,
  entity: 'shop' | 'brand' | 'category',
  rows: readonly Row[],
  period: { from: string; to: string },
): Promise<Row[]> {
  const missing = rows.filter((r) => !r.interval);
  if (missing.length === 0) return [...rows];
  const intervals = await aggregateMonthIntervals(sql, entity, missing, period.from, period.to);
  return rows.map((row) => {
    const interval = row.interval ? undefined : intervals.get(`${row.site}:${row.id}`);
    return interval ? { ...row, interval } : row;
  });
}
