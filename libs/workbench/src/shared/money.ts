// Amounts in a currency named by its ISO code (US dollars over all sites, where no site code
// applies), by the rules of the spec's formatter (libs/domain number-format.ts formatMoney):
// 10,000 and more in ten-thousands with 万/萬 in zh/tw, the locale's compact notation elsewhere.
import { formatMoney, localeIso, NUMBER_SUFFIX_DEFAULT_DECIMALS, NUMBER_SUFFIX_THRESHOLD, SITE_CODES, SITE_CURRENCIES, TEN_THOUSANDS_SUFFIX, type LocaleCode } from '@sealens/domain';

const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = tag + JSON.stringify(options);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, { signDisplay: 'negative', ...options });
    formats.set(key, f);
  }
  return f;
}

/** A site's currency (ISO 4217), or US dollars where the figure is over all sites (no site, or 'ALL'). */
export function currencyOfSite(site: string | undefined): string {
  const code = SITE_CODES.find((c) => c === site);
  return code ? SITE_CURRENCIES[code] : 'USD';
}

/** An amount in `currency` (ISO 4217); a site's currency goes through the domain's formatMoney. */
export function formatAmount(value: number | null | undefined, currency: string, locale: LocaleCode, options: { compact?: boolean } = {}): string {
  const site = SITE_CODES.find((code) => SITE_CURRENCIES[code] === currency);
  if (site) return formatMoney(value, { site, locale });
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const tag = localeIso(locale);
  const base = { style: 'currency', currency, currencyDisplay: 'code' } as const;
  const d = NUMBER_SUFFIX_DEFAULT_DECIMALS;
  const fixed = { minimumFractionDigits: d, maximumFractionDigits: d };
  if (Math.abs(value) >= NUMBER_SUFFIX_THRESHOLD) {
    const suffix = TEN_THOUSANDS_SUFFIX[locale];
    if (suffix) return currencyFormat(tag, { ...base, ...fixed }).format(value / NUMBER_SUFFIX_THRESHOLD) + suffix;
    return currencyFormat(tag, { ...base, notation: 'compact', ...fixed }).format(value);
  }
  // `compact`: amounts below the threshold in the same precision as those above (a grid of them reads
  // as one column, not "USD 9,949.97" beside "USD 31.4K").
  if (options.compact) return currencyFormat(tag, { ...base, notation: 'compact', ...fixed }).format(value);
  return currencyFormat(tag, base).format(value);
}
