// The number formatter of spec §5: big figures in ten-thousands with a 'w' suffix (万, as the
// platform's sellers read them).
// - Without a `locale` (the original callers): grouping is always en-US ("12,345.7w").
// - With a `locale` (DESIGN §4 "Number suffix"): the suffix is the reader's. zh and tw keep the
//   ten-thousands rule with 万 / 萬 and the locale's separators ("1,234.6万"), and from a hundred
//   million on count in hundred-millions, 亿 / 億, as Chinese readers do ("5.4亿", not "53,563.8万");
//   every other language uses its own compact notation ("12.3K" en, "12,3 mil" pt, "12,3 N" vi)
//   with the same threshold and decimals. Intl output is deterministic for a given ICU, so server
//   and browser agree.
import { localeIso, type LocaleCode } from './locales';
import { SITE_CURRENCIES, type SiteCode } from './sites';

/** Values whose size is at least this are shown in ten-thousands (spec §5, §9). */
export const NUMBER_SUFFIX_THRESHOLD = 10_000;
export const NUMBER_SUFFIX = 'w';
/** Decimals of a suffixed figure unless the caller says otherwise (spec §9). */
export const NUMBER_SUFFIX_DEFAULT_DECIMALS = 1;
/** Most decimals a figure below the threshold keeps unless the caller says otherwise. */
export const NUMBER_PLAIN_MAX_DECIMALS = 2;
/** What an empty or non-numeric value shows. */
export const EMPTY_NUMBER = '-';

export interface FormatNumberOptions {
  /** The value is in cents: divide by 100 first, then apply the same rules. */
  cents?: boolean;
  /** Fixed number of decimals, for suffixed and plain figures alike. */
  decimals?: number;
  /** The reader's language; without it the figure is en-US with 'w' (see the top of this file). */
  locale?: LocaleCode;
}

/** The ten-thousands suffix of the Chinese interfaces (DESIGN §4). */
export const TEN_THOUSANDS_SUFFIX: Readonly<Partial<Record<LocaleCode, string>>> = { zh: '万', tw: '萬' };
/** From this size the Chinese interfaces count in hundred-millions (一亿 = 10,000万). */
export const HUNDRED_MILLIONS_THRESHOLD = 100_000_000;
/** The hundred-millions suffix of the Chinese interfaces. */
export const HUNDRED_MILLIONS_SUFFIX: Readonly<Partial<Record<LocaleCode, string>>> = { zh: '亿', tw: '億' };
/** Money over all sites is summed in US dollars (the sites sell in nine currencies). */
export const ALL_SITES_CURRENCY = 'USD';

// Intl.NumberFormat construction is slow next to formatting; tables format hundreds of cells.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = tag + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    // signDisplay 'negative' avoids "-0.0" when a small negative value rounds to zero.
    f = new Intl.NumberFormat(tag, { signDisplay: 'negative', ...options });
    formatters.set(key, f);
  }
  return f;
}

function group(value: number, minDecimals: number, maxDecimals: number, tag = 'en-US'): string {
  return numberFormat(tag, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals }).format(value);
}

/** The finite number a raw value stands for (after the cents division), or null for an empty one. */
function toNumber(value: number | string | null | undefined, cents: boolean | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const raw = Number(value);
  if (!Number.isFinite(raw)) return null;
  return cents ? raw / 100 : raw;
}

/**
 * A Chinese reader's unit for a figure of at least the threshold: [divisor, suffix], 亿/億 from a
 * hundred million, else 万/萬. A figure that would round up to 10,000万 at `decimals` is 1.0亿.
 */
function chineseUnit(n: number, locale: LocaleCode, decimals: number): [number, string] | null {
  const tenThousands = TEN_THOUSANDS_SUFFIX[locale];
  const hundredMillions = HUNDRED_MILLIONS_SUFFIX[locale];
  if (!tenThousands || !hundredMillions) return null;
  const inTenThousands = Math.abs(n) / NUMBER_SUFFIX_THRESHOLD;
  const rounded = Math.round(inTenThousands * 10 ** decimals) / 10 ** decimals;
  return rounded >= HUNDRED_MILLIONS_THRESHOLD / NUMBER_SUFFIX_THRESHOLD ? [HUNDRED_MILLIONS_THRESHOLD, hundredMillions] : [NUMBER_SUFFIX_THRESHOLD, tenThousands];
}

/**
 * - null, undefined, '' or anything not a finite number: '-'
 * - |value| >= 10,000: value / 10,000 with grouping, fixed decimals (default 1, trailing zeros kept),
 *   then 'w': 10000 -> '1.0w', 123456789 -> '12,345.7w', -12345 -> '-1.2w'
 * - below: grouping, `decimals` fixed if given, else up to 2 decimals without trailing zeros:
 *   9999 -> '9,999', 1234.5 -> '1,234.5'
 * - cents: divided by 100 first: 123456 -> '1,234.56', 100000000 -> '100.0w'
 */
export function formatNumber(value: number | string | null | undefined, options: FormatNumberOptions = {}): string {
  const n = toNumber(value, options.cents);
  if (n === null) return EMPTY_NUMBER;
  const { decimals, locale } = options;
  const tag = locale ? localeIso(locale) : 'en-US';
  if (Math.abs(n) >= NUMBER_SUFFIX_THRESHOLD) {
    const d = decimals ?? NUMBER_SUFFIX_DEFAULT_DECIMALS;
    if (!locale) return group(n / NUMBER_SUFFIX_THRESHOLD, d, d) + NUMBER_SUFFIX;
    const unit = chineseUnit(n, locale, d);
    if (unit) return group(n / unit[0], d, d, tag) + unit[1];
    return numberFormat(tag, { notation: 'compact', minimumFractionDigits: d, maximumFractionDigits: d }).format(n);
  }
  return decimals === undefined ? group(n, 0, NUMBER_PLAIN_MAX_DECIMALS, tag) : group(n, decimals, decimals, tag);
}

export interface FormatMoneyOptions {
  /** The site whose currency the amount is in (SITE_CURRENCIES); 'all' for a sum over all sites, in US dollars. */
  site: SiteCode | 'all';
  locale: LocaleCode;
  /** The amount is in cents: divide by 100 first. */
  cents?: boolean;
  /** Fixed decimals; by default 1 above the threshold and the currency's own below it. */
  decimals?: number;
}

/** The currency an amount of this site (or of all sites together) is in. */
export function currencyOf(site: SiteCode | 'all'): string {
  return site === 'all' ? ALL_SITES_CURRENCY : SITE_CURRENCIES[site];
}

/**
 * An amount in one site's currency (or, for 'all', in US dollars), by the same rules as
 * formatNumber with a locale: a dash for empty, 10,000 and more with 万/萬 (亿/億 from a hundred
 * million) in zh/tw ("R$1.2万", "Rp5.4亿") or the locale's compact currency notation elsewhere
 * ("R$12.3K", "R$ 12,3 mil"); below the threshold the locale's ordinary currency format.
 */
export function formatMoney(value: number | string | null | undefined, options: FormatMoneyOptions): string {
  const n = toNumber(value, options.cents);
  if (n === null) return EMPTY_NUMBER;
  const { locale, decimals } = options;
  const tag = localeIso(locale);
  const currency = { style: 'currency', currency: currencyOf(options.site) } as const;
  const fixed = (d: number) => ({ minimumFractionDigits: d, maximumFractionDigits: d });
  if (Math.abs(n) >= NUMBER_SUFFIX_THRESHOLD) {
    const d = decimals ?? NUMBER_SUFFIX_DEFAULT_DECIMALS;
    const unit = chineseUnit(n, locale, d);
    if (unit) return numberFormat(tag, { ...currency, ...fixed(d) }).format(n / unit[0]) + unit[1];
    return numberFormat(tag, { ...currency, notation: 'compact', ...fixed(d) }).format(n);
  }
  return numberFormat(tag, decimals === undefined ? currency : { ...currency, ...fixed(decimals) }).format(n);
}

/**
 * A growth rate given in percent (12.5 = +12.5%), signed and with 1 decimal (spec §9's default),
 * in the reader's notation ("+12.5%", "+12,5 %"); a dash for empty. Big rates keep the same form
 * (no suffix): a rate is read as a rate.
 */
export function formatGrowth(percent: number | string | null | undefined, locale: LocaleCode): string {
  const n = toNumber(percent, false);
  if (n === null) return EMPTY_NUMBER;
  return numberFormat(localeIso(locale), {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: NUMBER_SUFFIX_DEFAULT_DECIMALS,
    maximumFractionDigits: NUMBER_SUFFIX_DEFAULT_DECIMALS,
  }).format(n / 100);
}
