// A product's estimate interval over a period (issue 33 item 4): the sum of the estimator's daily
// intervals (market_product_days.sales_low / sales_high, migration 0030) over the period's days, and
// the sales value's at each day's price. A ranking row of a rolling period comes with its interval,
// derived (market_workbench_product_intervals) and read with the row; the days are read here for
// the rows an answer holds without one (a calendar month's page of at most 200, or one product's
// figures), from the (goods_id, day) index. A day imported before the estimator kept intervals
// counts its estimate as both ends.
import type { MarketSiteCode } from '@sealens/domain';

import type { MarketSql } from '../../market/market-sql';
import { MARKET_SITE_PROFILES } from '../../market/marketplace-profiles';
import type { WorkbenchSchemas } from './workbench-types';

export type EstimateInterval = WorkbenchSchemas['EstimateInterval'];

const round2 = (v: number) => Math.round(v * 100) / 100;

interface IntervalSums {
  units_low: number | string;
  units_high: number | string;
  gmv_low: number | string;
  gmv_high: number | string;
}

function intervalOf(sums: IntervalSums, site: MarketSiteCode): EstimateInterval {
  const perUsd = MARKET_SITE_PROFILES[site].perUsd;
  const gmvLow = round2(Number(sums.gmv_low));
  const gmvHigh = round2(Number(sums.gmv_high));
  return {
    unitsLow: Number(sums.units_low),
    unitsHigh: Number(sums.units_high),
    gmvLow,
    gmvHigh,
    gmvUsdLow: round2(Number(sums.gmv_low) / perUsd),
    gmvUsdHigh: round2(Number(sums.gmv_high) / perUsd),
  };
}

const SUMS = `sum(coalesce(sales_low, sales))::int8 as units_low, sum(coalesce(sales_high, sales))::int8 as units_high,
  coalesce(sum(coalesce(sales_low, sales) * price), 0)::float8 as gmv_low, coalesce(sum(coalesce(sales_high, sales) * price), 0)::float8 as gmv_high`;

/** Each product's interval over `from`..`to` (days, inclusive), by id. */
export async function productIntervals(sql: MarketSql, ids: readonly string[], from: string, to: string): Promise<Map<string, IntervalSums>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<IntervalSums & { id: string }>(
    `select goods_id::text as id, ${SUMS} from market_product_days
     where goods_id = any($1::int8[]) and day >= $2::date and day <= $3::date group by goods_id`,
    [ids, from, to],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Product rows with their interval over the answer's period (a row without days in it gets none).
 * Rows that came with theirs (a rolling period's, read with the row from the derived intervals)
 * are kept: only the others' days are read, and none when every row has one.
 */
export async function withIntervals<Row extends { id: string; site: MarketSiteCode; interval?: EstimateInterval }>(
  sql: MarketSql,
  rows: readonly Row[],
  period: { from: string; to: string },
): Promise<Row[]> {
  const missing = rows.filter((r) => !r.interval).map((r) => r.id);
  if (missing.length === 0) return [...rows];
  const sums = await productIntervals(sql, missing, period.from, period.to);
  return rows.map((row) => {
    const s = row.interval ? undefined : sums.get(row.id);
    return s ? { ...row, interval: intervalOf(s, row.site) } : row;
  });
}

/** One product's figures of each period with their interval. */
export async function figuresWithIntervals<F extends { from: string; to: string }>(sql: MarketSql, id: string, site: MarketSiteCode, figures: readonly F[]): Promise<F[]> {
  const [first] = figures;
  if (!first) return [];
  const from = figures.reduce((min, f) => (f.from < min ? f.from : min), first.from);
  const to = figures.reduce((max, f) => (f.to > max ? f.to : max), first.to);
  // One read of the longest period's days, summed per period.
  const rows = await sql.query<IntervalSums & { f: number }>(
    `select f.i as f, ${SUMS} from market_product_days d
     join unnest($4::date[], $5::date[]) with ordinality as f(a, b, i) on d.day >= f.a and d.day <= f.b
     where d.goods_id = $1::int8 and d.day >= $2::date and d.day <= $3::date group by f.i`,
    [id, from, to, figures.map((f) => f.from), figures.map((f) => f.to)],
  );
  const byPeriod = new Map(rows.map((r) => [Number(r.f), r]));
  return figures.map((f, i) => {
    const s = byPeriod.get(i + 1);
    return s ? { ...f, interval: intervalOf(s, site) } : f;
  });
}
