import { daysOf, rangeOf } from './explanation-data';

describe('the explanation page query', () => {
  it('takes a range when both days are given in order, else the chart days', () => {
    expect(rangeOf(new URLSearchParams('id=1&from=2026-09-01&to=2026-10-15'))).toEqual({ from: '2026-09-01', to: '2026-10-15' });
    expect(rangeOf(new URLSearchParams('id=1&from=2026-10-15&to=2026-10-15'))).toEqual({ from: '2026-10-15', to: '2026-10-15' });
    expect(rangeOf(new URLSearchParams('id=1&from=2026-10-16&to=2026-10-15'))).toBeNull();
    expect(rangeOf(new URLSearchParams('id=1&from=2026-10-01'))).toBeNull();
    expect(rangeOf(new URLSearchParams('id=1&from=yesterday&to=2026-10-15'))).toBeNull();
    expect(daysOf('90')).toBe(90);
    expect(daysOf('45')).toBe(30);
  });
});
