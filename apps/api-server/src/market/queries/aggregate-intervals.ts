// A shop's, brand's or category's estimate interval as its row carries it (issue 33): the sums of its
// products' intervals the derive keeps beside its figures (derive/workbench-interval-derive.ts), read
// with the row: a ranking's page rows select the interval columns of its period, an explanation's or
// contrast's row those of every period. A calendar month has no derived interval: its rows carry none
// (the column's mark still says the figure is estimated).
import type { RankingQuery } from '@sealens/domain';

import type { WorkbenchSchemas } from '../../api/workbench/workbench-types';
import { INTERVAL_COLUMNS, INTERVAL_PERIODS } from '../derive/workbench-interval-derive';

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
