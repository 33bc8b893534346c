import { formatContentDate, parseContentTime } from './content-date';

describe('content dates', () => {
  it('reads the API time as China time', () => {
    expect(parseContentTime('2026-06-27 22:43:04')?.toISOString()).toBe('2026-06-27T14:43:04.000Z');
    expect(parseContentTime('yesterday')).toBeNull();
  });

  it("writes the date in the reader's locale, on China's calendar day", () => {
    // 00:30 in China is still the previous day in UTC: the China day is the one written.
    expect(formatContentDate('2026-06-28 00:30:00', 'en')).toBe('June 28, 2026');
    expect(formatContentDate('2026-06-28 00:30:00', 'zh')).toBe('2026年6月28日');
    expect(formatContentDate('2026-06-28 00:30:00', 'th')).toBe('28 มิถุนายน 2569');
    expect(formatContentDate('2026-06-28 00:30:00', 'pt')).toBe('28 de junho de 2026');
    expect(formatContentDate(null, 'en')).toBe('');
  });
});
