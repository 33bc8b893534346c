import { SITE_CODES } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { INTRADAY_SALES, OBSERVATION_RULES, readCounter, showCounter, soldShareBy } from './market-config';

describe('observation rules (issue 33)', () => {
  it('holds one rule per site: how its sold counter rounds, whether it shows a monthly counter, where its stock display stops', () => {
    expect(Object.keys(OBSERVATION_RULES).sort()).toEqual([...SITE_CODES].sort());
    const table = Object.fromEntries(
      SITE_CODES.map((s) => {
        const r = OBSERVATION_RULES[s];
        return [s, [r.sold.exactBelow, r.sold.tiers.map((t) => `${t.from}/${t.step}${t.plus ? '+' : ''}`).join(' '), r.monthly, r.stockCap]];
      }),
    );
    expect(table).toEqual({
      BR: [1000, '1000/100 10000/1000', false, 9999],
      ID: [1000, '1000/100 10000/10000+', true, 9999],
      MY: [1000, '1000/100 10000/1000', false, 999],
      MX: [100, '100/100+ 1000/1000+ 10000/10000+', false, 50],
      PH: [1000, '1000/100 10000/1000', false, 9999],
      SG: [1000, '1000/100 10000/1000', false, 999],
      TW: [1000, '1000/1000+', false, 9999],
      TH: [1000, '1000/100 10000/1000', true, 999],
      VN: [1000, '1000/100 10000/10000+', true, 9999],
    });
  });

  it.each([
    ['TH', 0, '0', [0, 0]],
    ['TH', 999, '999', [999, 999]],
    ['TH', 1000, '1k', [1000, 1099]],
    ['TH', 1249, '1.2k', [1200, 1299]],
    ['TH', 9999, '9.9k', [9900, 9999]],
    ['TH', 12_345, '12k', [12_000, 12_999]],
    ['ID', 9_950, '9.9k', [9900, 9999]],
    ['ID', 10_000, '10k+', [10_000, 19_999]],
    ['ID', 57_000, '50k+', [50_000, 59_999]],
    ['MX', 99, '99', [99, 99]],
    ['MX', 150, '100+', [100, 199]],
    ['MX', 999, '900+', [900, 999]],
    ['MX', 4_321, '4k+', [4000, 4999]],
    ['MX', 25_000, '20k+', [20_000, 29_999]],
    ['TW', 1_500, '1k+', [1000, 1999]],
    ['TW', 23_456, '23k+', [23_000, 23_999]],
  ] as const)('%s shows %i sold as "%s", which stands for %j', (site, value, text, range) => {
    const rule = OBSERVATION_RULES[site].sold;
    expect(showCounter(rule, value)).toBe(text);
    expect(readCounter(rule, text)).toEqual(range);
    expect(value).toBeGreaterThanOrEqual(range[0]);
    expect(value).toBeLessThanOrEqual(range[1]);
  });

  it("refuses a counter text the site's rule cannot show", () => {
    expect(readCounter(OBSERVATION_RULES.TH.sold, '1234')).toBeUndefined();
    expect(readCounter(OBSERVATION_RULES.TH.sold, '10k+')).toBeUndefined();
    expect(readCounter(OBSERVATION_RULES.ID.sold, '12k')).toBeUndefined();
    expect(readCounter(OBSERVATION_RULES.MX.sold, '150+')).toBeUndefined();
    expect(readCounter(OBSERVATION_RULES.BR.sold, 'many')).toBeUndefined();
  });

  it('spreads a day over a traffic curve quiet at night: 5.1% sold by 06:00, 44% by 15:00', () => {
    expect(INTRADAY_SALES).toHaveLength(24);
    expect(INTRADAY_SALES.reduce((n, v) => n + v, 0)).toBeCloseTo(1, 9);
    expect(soldShareBy(0)).toBe(0);
    expect(soldShareBy(6)).toBeCloseTo(0.0509, 3);
    expect(soldShareBy(15)).toBeCloseTo(0.4392, 3);
    expect(soldShareBy(24)).toBe(1);
  });
});
