import { formFromQuery, type FeeSchedule } from '@sealens/pricing/core';
import { describe, expect, it } from 'vitest';

import { calculatorHref, sourcingForm, sourcingMarginBp, type SourcingInputs } from './sourcing-margin';

// MY: cross-border commission 8%, transaction fee 3%, SST 8% on those fees, up to 500 g shipped for RM5.50.
const MY: FeeSchedule = {
  id: 'MY-2026-01-01',
  site: 'MY',
  currency: 'MYR',
  effectiveFrom: '2026-01-01',
  sourceTitle: 'test',
  sourceUrl: 'https://example.com/',
  commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 800 }],
  transactionFeeBp: 300,
  programmes: [],
  shippingBands: [{ upToGrams: 500, feeMinor: 550 }],
  extraStepGrams: 500,
  extraStepFeeMinor: 100,
  volumetricDivisor: null,
  taxes: [{ code: 'sstOnFees', rateBp: 800, base: 'fees', sellerTypes: ['crossBorder', 'local', 'mall'] }],
};
const rates = [{ currency: 'MYR', perCny: '0.6', source: 'test' }];
const match: SourcingInputs = { site: 'MY', categoryId: 99997, price: 30, costCny: 8, weightGrams: 400, rateDay: '2026-06-30' };

describe('a sourcing match margin', () => {
  it("is the calculator's: RM30 less fees RM3.56, shipping RM5.50 and ¥8 at 0.6 (RM4.80) leaves RM16.14, 53.80%", () => {
    // commission 2.40 + transaction 0.90 + SST 8% of 3.30 (0.26) = 3.56; 30 - 3.56 - 5.50 - 4.80 = 16.14.
    expect(sourcingMarginBp(match, MY, rates)).toBe(5380);
  });

  it('opens the calculator on the same inputs, in its price mode, on the rates day', () => {
    const href = calculatorHref(match);
    expect(href.startsWith('/pricing?')).toBe(true);
    expect(formFromQuery(new URLSearchParams(href.slice('/pricing?'.length)))).toEqual(sourcingForm(match));
    expect(sourcingForm(match)).toMatchObject({ mode: 'price', sellerType: 'crossBorder', cost: '8', weightGrams: '400', price: '30', day: '2026-06-30', categoryId: '99997' });
  });

  it("computes none for another site's schedule, a missing rate or a category the schedule lacks", () => {
    expect(sourcingMarginBp({ ...match, site: 'TH' }, MY, rates)).toBeNull();
    expect(sourcingMarginBp(match, MY, [])).toBeNull();
    expect(sourcingMarginBp(match, { ...MY, commissions: [{ sellerType: 'local', categoryId: null, rateBp: 800 }] }, rates)).toBeNull();
  });
});
