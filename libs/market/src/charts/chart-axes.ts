// The labels of a trend chart's axes, pure so they are tested without the chart library: days on
// the x axis (never hours: uPlot's own time steps read "12:00am" on a narrow 30-day chart), and
// figures on the y axis with as few decimals as show each tick exactly.
import {
  formatNumber,
  HUNDRED_MILLIONS_THRESHOLD,
  localeIso,
  NUMBER_SUFFIX_THRESHOLD,
  TEN_THOUSANDS_SUFFIX,
  type LocaleCode,
} from '@sealens/domain';

export const DAY_SECONDS = 86_400;

/** Steps the day axis may take between ticks: whole days, weeks and months only. */
export const DAY_TICK_STEPS: readonly number[] = [1, 2, 3, 5, 7, 14, 30, 60, 90, 180, 365].map((days) => days * DAY_SECONDS);

/** A tick of the day axis (seconds at UTC midnight) as the reader's short date: "Nov 12", "11月12日". */
export function dayTickFormatter(locale: LocaleCode): (seconds: number) => string {
  const format = new Intl.DateTimeFormat(localeIso(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (seconds) => format.format(new Date(seconds * 1000));
}

/** Most decimals a value tick may take. */
export const VALUE_TICK_MAX_DECIMALS = 2;

/** What a figure is divided by before it is shown (formatNumber's rules): 万/亿 in Chinese, thousands elsewhere. */
function shownUnit(value: number, locale: LocaleCode): number {
  const size = Math.abs(value);
  if (size < NUMBER_SUFFIX_THRESHOLD) return 1;
  if (TEN_THOUSANDS_SUFFIX[locale]) return size >= HUNDRED_MILLIONS_THRESHOLD ? HUNDRED_MILLIONS_THRESHOLD : NUMBER_SUFFIX_THRESHOLD;
  return 10 ** (3 * Math.floor(Math.log10(size) / 3));
}

/**
 * The value ticks in the reader's notation (万/亿 in Chinese, K/M elsewhere), with the fewest
 * decimals (0 up to VALUE_TICK_MAX_DECIMALS) that show every tick exactly: 1.5亿 must not read
 * "2亿", nor 0.5 read "1". All ticks take the same decimals, so they line up.
 */
export function valueTickLabels(ticks: readonly number[], locale: LocaleCode): string[] {
  const exactAt = (value: number) => {
    const shown = value / shownUnit(value, locale);
    for (let decimals = 0; decimals < VALUE_TICK_MAX_DECIMALS; decimals++) {
      const scaled = shown * 10 ** decimals;
      if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
    }
    return VALUE_TICK_MAX_DECIMALS;
  };
  const decimals = Math.max(0, ...ticks.map(exactAt));
  return ticks.map((tick) => formatNumber(tick, { locale, decimals }));
}

/** The name of a currency in the reader's language ("US Dollar", "美元"), the unit of a money axis. */
export function currencyName(currency: string, locale: LocaleCode): string {
  try {
    return new Intl.DisplayNames([localeIso(locale)], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
