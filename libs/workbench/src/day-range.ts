// The explanation's "any range" blocks, imported only by `loadDayRangeBlocks` (index.ts): the
// explanation page loads them on demand (a lazy part) so that no workbench page's first JavaScript carries them.
export { DayRangeForm, dayRangeIssue, RangeTotals } from './history/day-range-form';
export type { DayRange, DayRangeFormProps, RangeTotalsProps } from './history/day-range-form';
