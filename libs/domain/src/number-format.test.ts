import { describe, expect, it } from 'vitest';
import {
  EMPTY_NUMBER,
  formatGrowth,
  formatNumber,
  NUMBER_PLAIN_MAX_DECIMALS,
  NUMBER_SUFFIX,
  NUMBER_SUFFIX_DEFAULT_DECIMALS,
  NUMBER_SUFFIX_THRESHOLD,
  formatMoney,
  ALL_SITES_CURRENCY,
  currencyOf,
  HUNDRED_MILLIONS_SUFFIX,
  HUNDRED_MILLIONS_THRESHOLD,
  TEN_THOUSANDS_SUFFIX,
} from './number-format';
import { LOCALE_CODES } from './locales';
import { SITE_CURRENCIES } from './sites';

describe('number formatter (spec §5, §9)', () => {
  it('keeps the numbers of the spec', () => {
    expect(NUMBER_SUFFIX_THRESHOLD).toBe(10000);
    expect(NUMBER_SUFFIX).toBe('w');
    expect(NUMBER_SUFFIX_DEFAULT_DECIMALS).toBe(1);
    expect(NUMBER_PLAIN_MAX_DECIMALS).toBe(2);
    expect(EMPTY_NUMBER).toBe('-');
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [9999, '9,999'],
    [9999.5, '9,999.5'],
    [1234.567, '1,234.57'],
    [10000, '1.0w'],
    [12345, '1.2w'],
    [99999, '10.0w'],
    [123456789, '12,345.7w'],
    [-12345, '-1.2w'],
    [-9999, '-9,999'],
    ['12345', '1.2w'],
    ['42', '42'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('shows a dash for %s', (value) => {
    expect(formatNumber(value)).toBe('-');
  });

  it('divides by 100 in cents mode, then applies the same rules', () => {
    expect(formatNumber(123456, { cents: true })).toBe('1,234.56');
    expect(formatNumber(999999, { cents: true })).toBe('9,999.99');
    expect(formatNumber(1000000, { cents: true })).toBe('1.0w');
    expect(formatNumber(100000000, { cents: true })).toBe('100.0w');
    expect(formatNumber('', { cents: true })).toBe('-');
  });

  it('takes a fixed number of decimals', () => {
    expect(formatNumber(123456789, { decimals: 2 })).toBe('12,345.68w');
    expect(formatNumber(123456789, { decimals: 0 })).toBe('12,346w');
    expect(formatNumber(9999, { decimals: 2 })).toBe('9,999.00');
    expect(formatNumber(123456, { cents: true, decimals: 0 })).toBe('1,235');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001)).toBe('0');
  });
});

describe('number formatter by locale (DESIGN §4 "Number suffix")', () => {
  // Intl puts a no-break space between number and unit in some languages.
  const nb = (s: string) => s.replace(/ /g, '\u00a0');

  it('uses 万 in zh and 萬 in tw', () => {
    expect(TEN_THOUSANDS_SUFFIX).toEqual({ zh: '万', tw: '萬' });
  });

  // One row per language: [locale, 9,999.5, 10,000, 12,345, 123,456,789, -12,345]
  it.each([
    ['zh', '9,999.5', '1.0万', '1.2万', '1.2亿', '-1.2万'],
    ['tw', '9,999.5', '1.0萬', '1.2萬', '1.2億', '-1.2萬'],
    ['en', '9,999.5', '10.0K', '12.3K', '123.5M', '-12.3K'],
    ['vi', '9.999,5', nb('10,0 N'), nb('12,3 N'), nb('123,5 Tr'), nb('-12,3 N')],
    ['th', '9,999.5', '10.0K', '12.3K', '123.5M', '-12.3K'],
    ['pt', '9.999,5', nb('10,0 mil'), nb('12,3 mil'), nb('123,5 mi'), nb('-12,3 mil')],
    ['id', '9.999,5', nb('10,0 rb'), nb('12,3 rb'), nb('123,5 jt'), nb('-12,3 rb')],
  ] as const)('formats in %s', (locale, below, at, above, big, negative) => {
    expect(formatNumber(9999.5, { locale })).toBe(below);
    expect(formatNumber(10000, { locale })).toBe(at);
    expect(formatNumber(12345, { locale })).toBe(above);
    expect(formatNumber(123456789, { locale })).toBe(big);
    expect(formatNumber(-12345, { locale })).toBe(negative);
  });

  it.each(LOCALE_CODES)('switches to the suffix at exactly 10,000 with 1 decimal in %s', (locale) => {
    // 9,999 stays a plain grouped integer; 10,000 is the first suffixed figure and carries one decimal.
    expect(formatNumber(9999, { locale })).toMatch(/^9\D999$/);
    const at = formatNumber(10000, { locale });
    expect(at).not.toMatch(/^10\D000$/);
    expect(at).toMatch(/^1(0)?[.,]0\D/);
    expect(formatNumber(10000, { locale, decimals: 2 })).toMatch(/^1(0)?[.,]00\D/);
  });

  it.each(LOCALE_CODES)('shows a dash for empty and divides cents in %s', (locale) => {
    expect(formatNumber(null, { locale })).toBe('-');
    expect(formatNumber('', { locale, cents: true })).toBe('-');
    expect(formatNumber(1000000, { locale, cents: true })).toBe(formatNumber(10000, { locale }));
    expect(formatNumber(999900, { locale, cents: true })).toBe(formatNumber(9999, { locale }));
  });

  it('counts in 亿 (zh) and 億 (tw) from a hundred million, and nowhere else', () => {
    expect(HUNDRED_MILLIONS_THRESHOLD).toBe(100_000_000);
    expect(HUNDRED_MILLIONS_SUFFIX).toEqual({ zh: '亿', tw: '億' });
    // A sales-map tile of issue 27 read 53,563,806.8万.
    expect(formatNumber(535_638_068_000, { locale: 'zh' })).toBe('5,356.4亿');
    expect(formatNumber(535_638_068_000, { locale: 'tw' })).toBe('5,356.4億');
    expect(formatNumber(99_999_999, { locale: 'zh' })).toBe('1.0亿');
    expect(formatNumber(99_994_999, { locale: 'zh' })).toBe('9,999.5万');
    expect(formatNumber(100_000_000, { locale: 'tw' })).toBe('1.0億');
    expect(formatNumber(-123_456_789, { locale: 'zh' })).toBe('-1.2亿');
    expect(formatNumber(123_456_789, { locale: 'zh', decimals: 2 })).toBe('1.23亿');
    expect(formatNumber(99_990_000, { locale: 'zh', decimals: 0 })).toBe('9,999万');
    expect(formatNumber(99_995_000, { locale: 'zh', decimals: 0 })).toBe('1亿');
    // The other languages keep their compact notation; without a locale the spec's 'w' stays.
    expect(formatNumber(535_638_068_000, { locale: 'en' })).toBe('535.6B');
    expect(formatNumber(123_456_789)).toBe('12,345.7w');
  });

  it('keeps the en-US "w" output for callers that give no locale', () => {
    expect(formatNumber(123456789)).toBe('12,345.7w');
  });
});

describe('money in the site currency', () => {
  const nb = (s: string) => s.replace(/ /g, '\u00a0');

  it('has a currency for each of the 9 sites', () => {
    expect(SITE_CURRENCIES).toEqual({
      BR: 'BRL',
      ID: 'IDR',
      MY: 'MYR',
      MX: 'MXN',
      PH: 'PHP',
      SG: 'SGD',
      TW: 'TWD',
      TH: 'THB',
      VN: 'VND',
    });
  });

  it.each([
    ['zh', 'R$1,234.50', 'R$1.2万'],
    ['tw', 'R$1,234.50', 'R$1.2萬'],
    ['en', 'R$1,234.50', 'R$12.3K'],
    ['vi', nb('1.234,50 R$'), nb('12,3 N R$')],
    ['th', 'R$1,234.50', 'R$12.3K'],
    ['pt', nb('R$ 1.234,50'), nb('R$ 12,3 mil')],
    ['id', 'R$1.234,50', nb('R$12,3 rb')],
  ] as const)('formats reais in %s', (locale, below, above) => {
    expect(formatMoney(1234.5, { site: 'BR', locale })).toBe(below);
    expect(formatMoney(12345, { site: 'BR', locale })).toBe(above);
    expect(formatMoney(123450, { site: 'BR', locale, cents: true })).toBe(below);
  });

  it('sums of all sites are in US dollars, with 亿/億 in zh/tw', () => {
    expect(ALL_SITES_CURRENCY).toBe('USD');
    expect(currencyOf('all')).toBe('USD');
    expect(currencyOf('ID')).toBe('IDR');
    expect(formatMoney(162_100_000, { site: 'all', locale: 'en' })).toBe('$162.1M');
    expect(formatMoney(162_100_000, { site: 'all', locale: 'zh' })).toBe('US$1.6亿');
    expect(formatMoney(16_210_000, { site: 'all', locale: 'tw' })).toBe('US$1,621.0萬');
    expect(formatMoney(535_638_068_000, { site: 'ID', locale: 'zh' })).toBe('IDR\u00a05,356.4亿');
    expect(formatMoney(1234.5, { site: 'all', locale: 'th' })).toBe('US$1,234.50');
  });

  it('uses the currency of the site and a dash for empty', () => {
    expect(formatMoney(99, { site: 'VN', locale: 'vi' })).toBe(nb('99 ₫'));
    expect(formatMoney(99, { site: 'TH', locale: 'th' })).toBe('฿99.00');
    expect(formatMoney(undefined, { site: 'TH', locale: 'th' })).toBe('-');
    expect(formatMoney(12.345, { site: 'SG', locale: 'en', decimals: 1 })).toBe('SGD 12.3'.replace('SGD ', 'SGD\u00a0'));
  });
});

describe('formatGrowth', () => {
  it.each([
    ['en', 12.5, '+12.5%'],
    ['en', -3, '-3.0%'],
    ['en', 0, '0.0%'],
    ['en', 1234.56, '+1,234.6%'],
    ['zh', 12.5, '+12.5%'],
    ['pt', 12.5, '+12,5%'],
    ['id', 12.5, '+12,5%'],
    ['vi', 12.5, '+12,5%'],
  ] as const)('%s %s -> %s (1 decimal, signed)', (locale, value, expected) => {
    expect(formatGrowth(value, locale).replace(/\s/g, '')).toBe(expected);
  });

  it('shows a dash for empty', () => {
    expect(formatGrowth(null, 'en')).toBe('-');
    expect(formatGrowth('', 'th')).toBe('-');
  });
});
