// A product figure's mark with its own interval (issue 33 item 4): the answer's EstimateInterval
// written as the figure is (a count, the site's money or US dollars). Without one, a table cell draws
// nothing (its column's header mark says the figure is estimated); a figure alone (`always`) the mark.
import { formatNumber } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import { EstimateMark } from './estimate-mark';

export type EstimateInterval = WorkbenchComponents['schemas']['EstimateInterval'];

export interface IntervalMarkProps {
  interval: EstimateInterval | undefined;
  /** Which figure: units, sales value in `currency` (the site's), or in US dollars. */
  figure: 'units' | 'gmv' | 'gmvUsd';
  currency?: string;
  tabIndex?: number;
  /** Draw the mark even without an interval (a figure with no header of its own). */
  always?: boolean;
}

export function IntervalMark({ interval, figure, currency = 'USD', tabIndex, always = false }: IntervalMarkProps) {
  const locale = useFormatLocale();
  if (!interval) return always ? <EstimateMark tabIndex={tabIndex} /> : null;
  const range: [string, string] =
    figure === 'units'
      ? [formatNumber(interval.unitsLow, { locale }), formatNumber(interval.unitsHigh, { locale })]
      : figure === 'gmv'
        ? [formatAmount(interval.gmvLow, currency, locale), formatAmount(interval.gmvHigh, currency, locale)]
        : [formatAmount(interval.gmvUsdLow, 'USD', locale), formatAmount(interval.gmvUsdHigh, 'USD', locale)];
  return <EstimateMark range={range} tabIndex={tabIndex} />;
}
