import { describe, expect, it } from 'vitest';
import {
  EMPTY_NUMBER,
  formatNumber,
  NUMBER_PLAIN_MAX_DECIMALS,
  NUMBER_SUFFIX,
  NUMBER_SUFFIX_DEFAULT_DECIMALS,
  NUMBER_SUFFIX_THRESHOLD,
} from './number-format';

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
