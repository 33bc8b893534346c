import { applyBp, cnyToSite, currencyDigits, divRound, parseDecimal, parseRate, siteToCny, toDecimalString } from './money';

describe('money', () => {
  it('rounds half away from zero', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(4n, 3n), divRound(-4n, 3n), divRound(7n, 7n)]).toEqual([3n, -3n, 1n, -1n, 1n]);
    expect(applyBp(4000n, 800)).toBe(320n);
    expect(applyBp(440n, 800)).toBe(35n); // 35.2
    expect(applyBp(2238n, 5000)).toBe(1119n);
  });

  it('IDR and VND have no minor unit, the others two decimals', () => {
    expect(['IDR', 'VND', 'MYR', 'BRL', 'TWD'].map(currencyDigits)).toEqual([0, 0, 2, 2, 2]);
  });

  it('parses what people type, point or comma, without float drift', () => {
    expect(parseDecimal('0.1', 2)).toBe(10n);
    expect(parseDecimal('12,5', 2)).toBe(1250n);
    expect(parseDecimal(' 1200 ', 0)).toBe(1200n);
    expect(parseDecimal('.5', 2)).toBe(50n);
    expect(parseDecimal('1.005', 2)).toBeUndefined();
    expect(parseDecimal('1,000.00', 2)).toBeUndefined();
    expect(parseDecimal('abc', 2)).toBeUndefined();
    expect(parseDecimal('', 2)).toBeUndefined();
    expect(parseDecimal('-3', 0)).toBe(-3n);
    expect(toDecimalString((parseDecimal('0.1', 2) ?? 0n) + (parseDecimal('0.2', 2) ?? 0n), 2)).toBe('0.30');
    expect(toDecimalString(-5n, 2)).toBe('-0.05');
    expect(toDecimalString(1234n, 0)).toBe('1234');
  });

  it('converts CNY and site currency both ways at a 6-decimal rate', () => {
    expect(parseRate('0.585')).toBe(585_000n);
    expect(parseRate('0')).toBeUndefined();
    // ¥12.34 at 2280.5 IDR/CNY = 28,141.37 -> Rp28.141
    expect(cnyToSite(1234n, parseRate('2280.5') ?? 0n, 0)).toBe(28141n);
    // RM10.00 at 0.585 = ¥17.094 -> ¥17.09
    expect(siteToCny(1000n, 585_000n, 2)).toBe(1709n);
  });
});
