import { currencyName, DAY_SECONDS, DAY_TICK_STEPS, dayTickFormatter, VALUE_TICK_MAX_DECIMALS, valueTickLabels } from './chart-axes';
import { dayToEpochSeconds } from './trend-summary';

describe('the day axis (issue 27: daily ticks read "12:00am")', () => {
  it('steps by whole days only', () => {
    expect(DAY_SECONDS).toBe(86_400);
    expect(DAY_TICK_STEPS[0]).toBe(DAY_SECONDS);
    expect(DAY_TICK_STEPS.every((step) => step % DAY_SECONDS === 0)).toBe(true);
  });

  it('labels a tick as a date in the reader’s language, the same day everywhere', () => {
    const tick = dayToEpochSeconds('2026-11-12');
    expect(dayTickFormatter('en')(tick)).toBe('Nov 12');
    expect(dayTickFormatter('zh')(tick)).toBe('11月12日');
    expect(dayTickFormatter('th')(tick)).toMatch(/^12 พ\.ย\.$/);
    expect(dayTickFormatter('en')(tick)).not.toMatch(/am|pm|:/i);
  });
});

describe('the value axis', () => {
  it('takes the fewest decimals that show every tick exactly', () => {
    expect(VALUE_TICK_MAX_DECIMALS).toBe(2);
    expect(valueTickLabels([0, 20_000_000, 40_000_000], 'en')).toEqual(['0', '20M', '40M']);
    expect(valueTickLabels([0, 2_500_000, 5_000_000], 'en')).toEqual(['0.0', '2.5M', '5.0M']);
    expect(valueTickLabels([0, 0.25, 0.5], 'en')).toEqual(['0.00', '0.25', '0.50']);
  });

  it('counts in 万 and 亿 in Chinese, whole labels (they were cut to "000万")', () => {
    expect(valueTickLabels([0, 50_000_000, 100_000_000, 150_000_000], 'zh')).toEqual(['0.0', '5,000.0万', '1.0亿', '1.5亿']);
    expect(valueTickLabels([0, 20_000_000, 40_000_000], 'zh')).toEqual(['0', '2,000万', '4,000万']);
    expect(valueTickLabels([200_000_000, 400_000_000], 'tw')).toEqual(['2億', '4億']);
  });

  it('names a money axis by its currency in the reader’s language', () => {
    expect(currencyName('USD', 'en')).toBe('US Dollar');
    expect(currencyName('USD', 'zh')).toBe('美元');
    expect(currencyName('USD', 'th')).toMatch(/[\u0E00-\u0E7F]/);
  });
});
