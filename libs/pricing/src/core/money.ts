// Money without binary floating point: amounts are bigint counts of a currency's minor unit
// (fen, sen, centavos...), rates are bigint parts per million, percentages are basis points.
// Only formatting (outside this folder) turns them into numbers, once, for Intl.

/** Basis points in one whole (100% = 10,000 bp). */
export const BP = 10_000n;
/** An exchange rate is kept as site-currency units per 1 CNY times this (6 decimals). */
export const RATE_SCALE = 1_000_000n;
/** CNY amounts are in fen. */
export const CNY_DIGITS = 2;

/**
 * Decimals each site currency is priced in. IDR and VND have no minor unit in practice (prices are
 * whole rupiah and dong); the others keep two.
 */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  BRL: 2,
  IDR: 0,
  MYR: 2,
  MXN: 2,
  PHP: 2,
  SGD: 2,
  TWD: 2,
  THB: 2,
  VND: 0,
  CNY: 2,
};

export function currencyDigits(currency: string): number {
  return CURRENCY_DIGITS[currency] ?? 2;
}

/** a / b rounded half away from zero (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divisor must be positive');
  const q = a / b;
  const r = a % b;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= b) return a < 0n ? q - 1n : q + 1n;
  return q;
}

/** a / b rounded up (a >= 0, b > 0). */
export function divCeil(a: bigint, b: bigint): bigint {
  return a <= 0n ? a / b : (a + b - 1n) / b;
}

/** `amount` × `bp` / 10,000, rounded half up to the minor unit: one fee line. */
export function applyBp(amount: bigint, bp: number | bigint): bigint {
  return divRound(amount * BigInt(bp), BP);
}

const DECIMAL_RE = /^\s*(-)?(\d{0,15})(?:[.,](\d*))?\s*$/;

/**
 * A decimal typed by a person ("12.5", "12,5", "1200") as an integer of `digits` decimals, or
 * undefined when it is not a number or has more decimals than the currency keeps. Either a point or
 * a comma is the decimal separator (readers type their own); grouping separators are not accepted.
 */
export function parseDecimal(text: string, digits: number): bigint | undefined {
  const m = DECIMAL_RE.exec(text);
  if (!m) return undefined;
  const [, minus, whole = '', frac = ''] = m;
  if (whole === '' && frac === '') return undefined;
  if (frac.length > digits) return undefined;
  const value = BigInt((whole || '0') + frac.padEnd(digits, '0'));
  return minus ? -value : value;
}

/** The plain decimal string of an amount of `digits` decimals ("1234.50"), for URLs and storage. */
export function toDecimalString(amount: bigint, digits: number): string {
  const negative = amount < 0n;
  const abs = (negative ? -amount : amount).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return negative ? `-${text}` : text;
}

/** The number an amount stands for, for Intl formatting only (exact for any amount below 2^53 minor units). */
export function toDisplayNumber(amount: bigint, digits: number): number {
  return Number(toDecimalString(amount, digits));
}

/** A rate given as a decimal string ("0.654321") in parts per million, or undefined. */
export function parseRate(text: string): bigint | undefined {
  const ppm = parseDecimal(text, 6);
  return ppm !== undefined && ppm > 0n ? ppm : undefined;
}

/** CNY fen in the site currency's minor unit at `ratePpm` site units per CNY, rounded half up. */
export function cnyToSite(fen: bigint, ratePpm: bigint, siteDigits: number): bigint {
  return divRound(fen * ratePpm * 10n ** BigInt(siteDigits), 10n ** BigInt(CNY_DIGITS) * RATE_SCALE);
}

/** A site-currency amount in CNY fen at the same rate, rounded half up. */
export function siteToCny(minor: bigint, ratePpm: bigint, siteDigits: number): bigint {
  return divRound(minor * 10n ** BigInt(CNY_DIGITS) * RATE_SCALE, ratePpm * 10n ** BigInt(siteDigits));
}
