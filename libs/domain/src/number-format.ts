// The number formatter of spec §5: big figures in ten-thousands with a 'w' suffix (万, as the
// platform's sellers read them). Grouping is always en-US ("12,345.7w") so a figure looks the
// same in every language of the sites.

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
}

function group(value: number, minDecimals: number, maxDecimals: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
    // Avoids "-0.0" when a small negative value rounds to zero.
    signDisplay: 'negative',
  }).format(value);
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
  if (value === null || value === undefined) return EMPTY_NUMBER;
  if (typeof value === 'string' && value.trim() === '') return EMPTY_NUMBER;
  const raw = Number(value);
  if (!Number.isFinite(raw)) return EMPTY_NUMBER;
  const n = options.cents ? raw / 100 : raw;
  const { decimals } = options;
  if (Math.abs(n) >= NUMBER_SUFFIX_THRESHOLD) {
    const d = decimals ?? NUMBER_SUFFIX_DEFAULT_DECIMALS;
    return group(n / NUMBER_SUFFIX_THRESHOLD, d, d) + NUMBER_SUFFIX;
  }
  return decimals === undefined ? group(n, 0, NUMBER_PLAIN_MAX_DECIMALS) : group(n, decimals, decimals);
}
