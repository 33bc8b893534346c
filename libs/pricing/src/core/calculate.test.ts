// Worked examples, one per site, computed by hand from the seeded schedules effective 2026-01-01
// (apps/api-server/src/db/seed/pricing-schedules.ts): each test restates the figures it uses and
// shows the arithmetic in its comments. Amounts are in minor units (centavos, sen, satang...; whole
// rupiah and dong). Rates are chosen round so the arithmetic can be followed by hand.
import { calculateForward, calculateReverse, type PricingInputs, type PricingResult } from './calculate';
import { parseRate } from './money';
import type { SellerType } from './schedule';
import { scheduleFixture } from '../testing/schedule-fixture';

const ALL: SellerType[] = ['crossBorder', 'local', 'mall'];

function inputs(parts: Partial<PricingInputs>): PricingInputs {
  return {
    categoryId: 99997,
    sellerType: 'crossBorder',
    costFen: 0n,
    weightGrams: 400,
    firstMileFenPerKg: 0n,
    discountBp: 0,
    adsBp: 0,
    returnBp: 0,
    programmes: [],
    ...parts,
  };
}

const rate = (text: string) => {
  const ppm = parseRate(text);
  if (ppm === undefined) throw new Error(text);
  return ppm;
};
const fee = (result: PricingResult, code: string) => result.fees.find((f) => f.code === code)?.amount.site;

// MY-2026-01-01: cross-border commission 8% (home living default), transaction 3%, SST 8% on the
// platform's fees, shipping up to 500 g RM5.50.
const MY = scheduleFixture('MY', 'MYR', {
  commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 800 }],
  transactionFeeBp: 300,
  taxes: [{ code: 'sstOnFees', rateBp: 800, base: 'fees', sellerTypes: ALL }],
  shippingBands: [
    { upToGrams: 100, feeMinor: 300 },
    { upToGrams: 500, feeMinor: 550 },
    { upToGrams: 1000, feeMinor: 850 },
    { upToGrams: 2000, feeMinor: 1450 },
  ],
  extraStepFeeMinor: 300,
  volumetricDivisor: 6000,
});

describe('worked examples per site (schedules effective 2026-01-01)', () => {
  it('MY-2026-01-01: RM40.00, cost ¥20, first mile ¥30/kg, 400 g, 0.6 MYR/CNY -> profit RM10.55', () => {
    // goods ¥20 × 0.6 = RM12.00; first mile ¥30 × 0.4 kg = ¥12 × 0.6 = RM7.20; landed RM19.20
    // commission 8% × 40.00 = 3.20; transaction 3% = 1.20; SST 8% × 4.40 = 0.352 -> 0.35; fees 4.75
    // shipping (<= 500 g) 5.50; profit 40.00 - 4.75 - 5.50 - 19.20 = 10.55
    // margin 10.55 / 40 = 26.375% -> 26.38%; ROI 10.55 / 19.20 = 54.948% -> 54.95%
    const r = calculateForward({ schedule: MY, ratePpm: rate('0.6') }, inputs({ costFen: 2000n, firstMileFenPerKg: 3000n }), 4000n);
    expect([fee(r, 'commission'), fee(r, 'transaction'), fee(r, 'sstOnFees')]).toEqual([320n, 120n, 35n]);
    expect(r.feesTotal.site).toBe(475n);
    expect(r.shipping.site).toBe(550n);
    expect(r.landedCost).toEqual({ site: 1920n, cny: 3200n });
    expect(r.profit.site).toBe(1055n);
    expect(r.marginBp).toBe(2638);
    expect(r.roiBp).toBe(5495);
    // Break-even: at RM28.03 fees are 2.24 + 0.84 + 8% × 3.08 = 0.2464 -> 0.25, total 3.33, and
    // 28.03 - 3.33 - 5.50 - 19.20 = 0.00; at RM28.02 the same fees leave -0.01.
    expect(r.breakEvenPrice?.site).toBe(2803n);
    // Profit in CNY: each line converted at 0.6 and summed in that column.
    expect(r.profit.cny).toBe(r.sale.cny - r.totalCost.cny);
  });

  it('MY-2026-01-01 reverse: a 20% margin on the same item needs RM36.27', () => {
    // At RM36.27: 8% = 2.9016 -> 2.90, 3% = 1.0881 -> 1.09, SST 8% × 3.99 = 0.3192 -> 0.32, fees 4.31;
    // profit 36.27 - 4.31 - 5.50 - 19.20 = 7.26 >= 20% × 36.27 = 7.254. At RM36.26 the fees are
    // the same (2.90 + 1.09 + 0.32), profit 7.25 < 7.252.
    const r = calculateReverse({ schedule: MY, ratePpm: rate('0.6') }, inputs({ costFen: 2000n, firstMileFenPerKg: 3000n }), { kind: 'margin', marginBp: 2000 });
    expect(r?.price.site).toBe(3627n);
    expect(r?.profit.site).toBe(726n);
  });

  it('ID-2026-01-01: Rp100.000 with the free-shipping programme, 2300 IDR/CNY -> profit Rp22.460', () => {
    // Cross-border 8%, transaction 2%, free-shipping programme 4% (cap Rp40.000), VAT 11% on fees;
    // the 0.5% income-tax withholding applies to local and Mall sellers only.
    // goods ¥20 × 2300 = 46.000; commission 8.000, transaction 2.000, programme 4.000 -> 14.000;
    // VAT 11% × 14.000 = 1.540; fees 15.540; shipping (<= 500 g) 16.000;
    // profit 100.000 - 15.540 - 16.000 - 46.000 = 22.460; margin 22.46%
    const ID = scheduleFixture('ID', 'IDR', {
      commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 800 }],
      transactionFeeBp: 200,
      programmes: [{ code: 'freeShipping', rateBp: 400, capMinor: 40000 }],
      taxes: [
        { code: 'vatOnFees', rateBp: 1100, base: 'fees', sellerTypes: ALL },
        { code: 'incomeTaxWithholding', rateBp: 50, base: 'sale', sellerTypes: ['local', 'mall'] },
      ],
      shippingBands: [{ upToGrams: 500, feeMinor: 16000 }],
    });
    const ctx = { schedule: ID, ratePpm: rate('2300') };
    const r = calculateForward(ctx, inputs({ costFen: 2000n, programmes: ['freeShipping'] }), 100000n);
    expect(r.digits).toBe(0);
    expect(r.feesTotal.site).toBe(15540n);
    expect(fee(r, 'incomeTaxWithholding')).toBeUndefined();
    expect(r.profit.site).toBe(22460n);
    expect(r.marginBp).toBe(2246);
    // The cap: 4% of Rp1.500.000 is 60.000, charged 40.000.
    expect(fee(calculateForward(ctx, inputs({ costFen: 2000n, programmes: ['freeShipping'] }), 1_500_000n), 'freeShipping')).toBe(40000n);
  });

  it('BR-2026-01-01: volumetric weight 30×20×15 cm -> 1.5 kg, R$150.00 -> profit R$26.10', () => {
    // 30 × 20 × 15 = 9000 cm³ / 6000 = 1.5 kg > 400 g actual: chargeable 1500 g, shipping (<= 2 kg) R$29.90
    // goods ¥20 × 0.8 = R$16.00; first mile ¥40/kg × 1.5 kg = ¥60 × 0.8 = R$48.00; landed R$64.00
    // commission 14% × 150 = 21.00; free-shipping programme 6% = 9.00 (cap R$100); no transaction fee
    // profit 150.00 - 30.00 - 29.90 - 64.00 = 26.10; margin 17.40%
    const BR = scheduleFixture('BR', 'BRL', {
      commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 1400 }],
      programmes: [{ code: 'freeShipping', rateBp: 600, capMinor: 10000 }],
      shippingBands: [
        { upToGrams: 500, feeMinor: 1190 },
        { upToGrams: 1000, feeMinor: 1890 },
        { upToGrams: 2000, feeMinor: 2990 },
      ],
      volumetricDivisor: 6000,
    });
    const r = calculateForward(
      { schedule: BR, ratePpm: rate('0.8') },
      inputs({ costFen: 2000n, firstMileFenPerKg: 4000n, size: { lengthCm: 30, widthCm: 20, heightCm: 15 }, programmes: ['freeShipping'] }),
      15000n,
    );
    expect(r.volumetricGrams).toBe(1500);
    expect(r.chargeableGrams).toBe(1500);
    expect(r.shipping.site).toBe(2990n);
    expect(r.landedCost.site).toBe(6400n);
    expect(r.feesTotal.site).toBe(3000n);
    expect(r.profit.site).toBe(2610n);
    expect(r.marginBp).toBe(1740);
  });

  it('MX-2026-01-01: a local seller pays VAT on fees and the 8% + 1% withholdings -> profit MX$62.76', () => {
    // Local commission 10%, transaction 3%: 30.00 + 9.00 = 39.00; VAT 16% × 39.00 = 6.24;
    // VAT withholding 8% × 300 = 24.00; income-tax withholding 1% = 3.00; fees 72.24
    // goods ¥40 × 2.5 = MX$100.00; shipping (<= 500 g) MX$65.00
    // profit 300.00 - 72.24 - 65.00 - 100.00 = 62.76; margin 20.92%
    const MX = scheduleFixture('MX', 'MXN', {
      commissions: [
        { sellerType: 'crossBorder', categoryId: null, rateBp: 1200 },
        { sellerType: 'local', categoryId: null, rateBp: 1000 },
      ],
      transactionFeeBp: 300,
      taxes: [
        { code: 'vatOnFees', rateBp: 1600, base: 'fees', sellerTypes: ALL },
        { code: 'vatWithholding', rateBp: 800, base: 'sale', sellerTypes: ['local', 'mall'] },
        { code: 'incomeTaxWithholding', rateBp: 100, base: 'sale', sellerTypes: ['local', 'mall'] },
      ],
      shippingBands: [{ upToGrams: 500, feeMinor: 6500 }],
      volumetricDivisor: 5000,
    });
    const r = calculateForward({ schedule: MX, ratePpm: rate('2.5') }, inputs({ sellerType: 'local', costFen: 4000n }), 30000n);
    expect([fee(r, 'vatOnFees'), fee(r, 'vatWithholding'), fee(r, 'incomeTaxWithholding')]).toEqual([624n, 2400n, 300n]);
    expect(r.feesTotal.site).toBe(7224n);
    expect(r.profit.site).toBe(6276n);
    expect(r.marginBp).toBe(2092);
  });

  it('PH-2026-01-01: digital electronics 6%, coins cashback and 5% ads, ₱999.00 -> profit ₱313.29', () => {
    // Cross-border 8% less 2 points for digital electronics: 6% × 999 = 59.94; transaction 2.24% =
    // 22.3776 -> 22.38; coins cashback 3% = 29.97; platform fees 112.29; VAT 12% = 13.4748 -> 13.47;
    // ads 5% = 49.95; fees 175.71. goods ¥50 × 8 = ₱400.00; shipping (<= 1 kg) ₱110.00
    // profit 999.00 - 175.71 - 110.00 - 400.00 = 313.29; margin 31.36%
    const PH = scheduleFixture('PH', 'PHP', {
      commissions: [
        { sellerType: 'crossBorder', categoryId: null, rateBp: 800 },
        { sellerType: 'crossBorder', categoryId: 99991, rateBp: 600 },
      ],
      transactionFeeBp: 224,
      programmes: [{ code: 'coinsCashback', rateBp: 300, capMinor: 10000 }],
      taxes: [{ code: 'vatOnFees', rateBp: 1200, base: 'fees', sellerTypes: ALL }],
      shippingBands: [
        { upToGrams: 500, feeMinor: 7000 },
        { upToGrams: 1000, feeMinor: 11000 },
      ],
    });
    const r = calculateForward(
      { schedule: PH, ratePpm: rate('8') },
      inputs({ categoryId: 99991, costFen: 5000n, weightGrams: 800, adsBp: 500, programmes: ['coinsCashback'] }),
      99900n,
    );
    expect([fee(r, 'commission'), fee(r, 'transaction'), fee(r, 'coinsCashback'), fee(r, 'vatOnFees'), fee(r, 'ads')]).toEqual([5994n, 2238n, 2997n, 1347n, 4995n]);
    expect(r.profit.site).toBe(31329n);
    expect(r.marginBp).toBe(3136);
  });

  it('SG-2026-01-01: 3.2 kg beyond the last band, 10% discount, 5% returns -> profit S$13.38', () => {
    // Shipping: 2 kg band S$6.90 + 3 started 500 g steps × S$1.50 = S$11.40
    // sale 60.00 - 10% = 54.00; commission 10% = 5.40; transaction 3% = 1.62; GST 9% × 7.02 =
    // 0.6318 -> 0.63; fees 7.65. goods ¥100 × 0.2 = S$20.00;
    // return loss 5% × (20.00 + 11.40) = 1.57; profit 54.00 - 7.65 - 11.40 - 20.00 - 1.57 = 13.38
    // margin 13.38 / 54.00 = 24.78%
    const SG = scheduleFixture('SG', 'SGD', {
      commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 1000 }],
      transactionFeeBp: 300,
      taxes: [{ code: 'gstOnFees', rateBp: 900, base: 'fees', sellerTypes: ALL }],
      shippingBands: [
        { upToGrams: 100, feeMinor: 120 },
        { upToGrams: 500, feeMinor: 230 },
        { upToGrams: 1000, feeMinor: 390 },
        { upToGrams: 2000, feeMinor: 690 },
      ],
      extraStepGrams: 500,
      extraStepFeeMinor: 150,
      volumetricDivisor: 6000,
    });
    const r = calculateForward({ schedule: SG, ratePpm: rate('0.2') }, inputs({ costFen: 10000n, weightGrams: 3200, discountBp: 1000, returnBp: 500 }), 6000n);
    expect(r.shipping.site).toBe(1140n);
    expect(r.discount.site).toBe(600n);
    expect(r.sale.site).toBe(5400n);
    expect(r.returnLoss.site).toBe(157n);
    expect(r.profit.site).toBe(1338n);
    expect(r.marginBp).toBe(2478);
  });

  it('TW-2026-01-01: actual weight only, the free-shipping cap of NT$60 -> profit NT$786.00', () => {
    // No volumetric divisor: the 40 cm cube is ignored, 450 g -> NT$60.00 shipping
    // commission 9% × 1200 = 108.00; transaction 2% = 24.00; free-shipping programme 6% = 72.00
    // capped at 60.00; coins cashback 2.5% = 30.00 (no cap); fees 222.00
    // goods ¥30 × 4.4 = NT$132.00; profit 1200 - 222 - 60 - 132 = 786.00; margin 65.50%
    const TW = scheduleFixture('TW', 'TWD', {
      commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 900 }],
      transactionFeeBp: 200,
      programmes: [
        { code: 'coinsCashback', rateBp: 250, capMinor: null },
        { code: 'freeShipping', rateBp: 600, capMinor: 6000 },
      ],
      shippingBands: [{ upToGrams: 500, feeMinor: 6000 }],
      volumetricDivisor: null,
    });
    const r = calculateForward(
      { schedule: TW, ratePpm: rate('4.4') },
      inputs({ costFen: 3000n, weightGrams: 450, size: { lengthCm: 40, widthCm: 40, heightCm: 40 }, programmes: ['freeShipping', 'coinsCashback'] }),
      120000n,
    );
    expect(r.volumetricGrams).toBeNull();
    expect(fee(r, 'freeShipping')).toBe(6000n);
    expect(r.feesTotal.site).toBe(22200n);
    expect(r.profit.site).toBe(78600n);
    expect(r.marginBp).toBe(6550);
  });

  it('TH-2026-01-01: beauty 8%, ฿199.00 -> profit ฿114.58', () => {
    // Cross-border 7% plus 1 point for beauty and personal care: 8% × 199 = 15.92; transaction 3% =
    // 5.97; VAT 7% × 21.89 = 1.5323 -> 1.53; fees 23.42; goods ¥8 × 4.5 = ฿36.00; shipping (<= 100 g) ฿25.00
    // profit 199.00 - 23.42 - 25.00 - 36.00 = 114.58; margin 57.58%
    const TH = scheduleFixture('TH', 'THB', {
      commissions: [
        { sellerType: 'crossBorder', categoryId: null, rateBp: 700 },
        { sellerType: 'crossBorder', categoryId: 99998, rateBp: 800 },
      ],
      transactionFeeBp: 300,
      taxes: [{ code: 'vatOnFees', rateBp: 700, base: 'fees', sellerTypes: ALL }],
      shippingBands: [{ upToGrams: 100, feeMinor: 2500 }],
    });
    const r = calculateForward({ schedule: TH, ratePpm: rate('4.5') }, inputs({ categoryId: 99998, costFen: 800n, weightGrams: 90 }), 19900n);
    expect(r.feesTotal.site).toBe(2342n);
    expect(r.profit.site).toBe(11458n);
    expect(r.marginBp).toBe(5758);
  });

  it('VN-2026-01-01: a Mall seller of clothing, 499.000₫ -> profit 184.735₫', () => {
    // Mall 10% plus 1 point for clothing and bags: 11% × 499.000 = 54.890; transaction 5% = 24.950;
    // free-shipping programme 6% = 29.940 (cap 50.000); VAT withholding 1% = 4.990; income tax 0.5% =
    // 2.495; fees 117.265. goods ¥45 × 3600 = 162.000; shipping (<= 1 kg) 35.000
    // profit 499.000 - 117.265 - 35.000 - 162.000 = 184.735; margin 37.02%
    const VN = scheduleFixture('VN', 'VND', {
      commissions: [
        { sellerType: 'mall', categoryId: null, rateBp: 1000 },
        { sellerType: 'mall', categoryId: 99996, rateBp: 1100 },
      ],
      transactionFeeBp: 500,
      programmes: [{ code: 'freeShipping', rateBp: 600, capMinor: 50000 }],
      taxes: [
        { code: 'incomeTaxWithholding', rateBp: 50, base: 'sale', sellerTypes: ['local', 'mall'] },
        { code: 'vatWithholding', rateBp: 100, base: 'sale', sellerTypes: ['local', 'mall'] },
      ],
      shippingBands: [
        { upToGrams: 500, feeMinor: 22000 },
        { upToGrams: 1000, feeMinor: 35000 },
      ],
    });
    const r = calculateForward(
      { schedule: VN, ratePpm: rate('3600') },
      inputs({ sellerType: 'mall', categoryId: 99996, costFen: 4500n, weightGrams: 600, programmes: ['freeShipping'] }),
      499000n,
    );
    expect(r.goodsCost.site).toBe(162000n);
    expect(r.feesTotal.site).toBe(117265n);
    expect(r.profit.site).toBe(184735n);
    expect(r.marginBp).toBe(3702);
  });
});

describe('edges', () => {
  it('a margin no price can reach has no reverse price; an unknown category throws', () => {
    // 8% + 3% + SST leaves at most 88.12% of the sale: a 90% margin is out of reach.
    expect(calculateReverse({ schedule: MY, ratePpm: rate('0.6') }, inputs({ costFen: 2000n }), { kind: 'margin', marginBp: 9000 })).toBeNull();
    const noDefault = scheduleFixture('MY', 'MYR', { commissions: [{ sellerType: 'mall', categoryId: null, rateBp: 1000 }] });
    expect(() => calculateForward({ schedule: noDefault, ratePpm: rate('0.6') }, inputs({}), 100n)).toThrow(/category/);
    expect(() => calculateForward({ schedule: MY, ratePpm: rate('0.6') }, inputs({ weightGrams: 0 }), 100n)).toThrow(/weight/);
  });

  it('a target profit gives the lowest price at which profit reaches it', () => {
    const ctx = { schedule: MY, ratePpm: rate('0.6') };
    const item = inputs({ costFen: 2000n, firstMileFenPerKg: 3000n });
    const r = calculateReverse(ctx, item, { kind: 'profit', profitMinor: 1000n });
    expect(r?.profit.site).toBeGreaterThanOrEqual(1000n);
    expect(calculateForward(ctx, item, (r?.price.site ?? 0n) - 1n).profit.site).toBeLessThan(1000n);
  });
});
