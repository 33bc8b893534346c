// Whole counts in a sentence ("rows 51-2,000"): the locale's grouping, never the ten-thousands
// suffix of table figures.
import { localeIso } from '@sealens/domain';
import { useFormatLocale } from './use-format-locale';

export function usePlainNumber(): (n: number) => string {
  const locale = useFormatLocale();
  const format = new Intl.NumberFormat(localeIso(locale), { maximumFractionDigits: 0 });
  return (n) => format.format(n);
}
