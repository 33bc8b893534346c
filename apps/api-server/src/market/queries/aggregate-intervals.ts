// A shop's, brand's or category's estimate interval as its row carries it (issue 33): the sums of its
// products' intervals the derive keeps beside its figures (derive/workbench-interval-derive.ts), read
// with the row: a ranking's page rows select the interval columns of its period, an explanation's or
// contrast's row those of every period. A calendar month's are derived with the month rows
// (market_workbench_month_intervals), over the same products their month figures sum, and a month
// ranking's page rows (at most 200) read theirs (aggregateMonthIntervals).
import type { RankingQuery } from '@sealens/domain';

import type { WorkbenchSchemas } from '../../api/workbench/workbench-types';
import { ALL_SITES } from '../derive/workbench-category-derive';
import { INTERVAL_COLUMNS, INTERVAL_PERIODS, type MonthIntervalEntity } from '../derive/workbench-interval-derive';
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

/** An aggregate row of a month ranking: its id, and its site (ALL: every site, money in US dollars). */
export interface AggregateRowKey {
  id: string;
  site: string;
}

/**
 * Each row's interval over the calendar month of `day` (any of its days), by `${site}:${id}`: the sums of its
 * products' daily intervals over the month's days, derived with the month rows
 * (deriveWorkbenchMonthIntervals), grouped as the month figures group the products; one index range
 * of the derived table a site of the page. All-sites rows are in US dollars. A row the derive has
 * not reached (a month derived before intervals were kept, until the next derive) has none.
 */
export async function aggregateMonthIntervals(
  sql: MarketSql,
  entity: MonthIntervalEntity,
  rows: readonly AggregateRowKey[],
  day: string,
): Promise<Map<string, EstimateInterval>> {
  const out = new Map<string, EstimateInterval>();
  if (rows.length === 0) return out;
  const month = `${day.slice(0, 7)}-01`;
  for (const site of new Set(rows.map((r) => r.site))) {
    const ids = rows.filter((r) => r.site === site).map((r) => r.id);
    const derived = await sql.query<{ id: string; ul: string | number; uh: string | number; gl: number; gh: number }>(
      `select id::text as id, units_low as ul, units_high as uh, gmv_low as gl, gmv_high as gh from market_workbench_month_intervals
       where month = $1::date and entity = $2 and site = $3 and id = any($4::int8[])`,
      [month, entity, site, ids],
    );
    const perUsd = site === ALL_SITES ? 1 : (SITE_PROFILES[site as keyof typeof SITE_PROFILES]?.perUsd ?? 1);
    for (const r of derived) {
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
  return out;
}

/** A month ranking's aggregate rows with their interval over the month (rows that came with one kept). */
export async function withAggregateMonthIntervals<Row extends AggregateRowKey & { interval?: EstimateInterval }>(
  sql: MarketSql,
  entity: MonthIntervalEntity,
  rows: readonly Row[],
  period: { from: string },
): Promise<Row[]> {
  const missing = rows.filter((r) => !r.interval);
  if (missing.length === 0) return [...rows];
  const intervals = await aggregateMonthIntervals(sql, entity, missing, period.from);
  return rows.map((row) => {
    const interval = row.interval ? undefined : intervals.get(`${row.site}:${row.id}`);
    return interval ? { ...row, interval } : row;
  });
}
