// Whole counts in a sentence ("rows 51-2,000"): the locale's grouping, never the ten-thousands
// suffix of table figures.
import { localeIso } from '@sealens/domain';
import { useFormatLocale } from './use-format-locale';

/** One formatter per language: making one is far dearer than using it (a ranking page made ten a render, issue 28). */
const formats = new Map<string, Intl.NumberFormat>();

export function usePlainNumber(): (n: number) => string {
  const tag = localeIso(useFormatLocale());
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    formats.set(tag, format);
  }
  const plain = format;
  return (n) => plain.format(n);
}
