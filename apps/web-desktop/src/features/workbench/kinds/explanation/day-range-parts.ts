// The explanation's any-range blocks as lazy parts (libs/ssr lazyPart): their code is a chunk of its
// own, which the explanation's loader awaits (the server renders them whole, a client navigation at
// once) and which the first hydration waits for inside HydrateWhenVisible, keeping the server's HTML.
import { lazyPart } from '@sealens/ssr';
import { loadDayRangeBlocks as load, type DayRangeFormProps, type RangeTotalsProps } from '@sealens/workbench';

export const DayRangeFormPart = lazyPart<DayRangeFormProps>(() => load().then((module) => module.DayRangeForm));
export const RangeTotalsPart = lazyPart<RangeTotalsProps>(() => load().then((module) => module.RangeTotals));

/** Loads both parts' code; a failure leaves the page without them (the charts' days still work). */
export function preloadDayRangeParts(): Promise<void> {
  return Promise.all([DayRangeFormPart.preload(), RangeTotalsPart.preload()]).then(
    () => undefined,
    () => undefined,
  );
}
