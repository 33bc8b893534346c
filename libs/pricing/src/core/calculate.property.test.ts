// Property tests over seeded random items, sites and schedules: the same seed gives the same cases
// on every run (the failing case's seed and values are in the assertion message).
import { CATEGORIES, SITE_CODES, SITE_CURRENCIES } from '@sealens/domain';
import { calculateForward, calculateReverse, type PricingContext, type PricingInputs, type PricingTarget } from './calculate';
import { BP, currencyDigits } from './money';
import { SELLER_TYPES, type FeeSchedule } from './schedule';
import { scheduleFixture } from '../testing/schedule-fixture';
import { seededRandom } from '../testing/seeded-random';

const SEED = 20260101;
const CASES = 150;

type Random = ReturnType<typeof seededRandom>;

function randomSchedule(random: Random): FeeSchedule {
  const site = random.pick(SITE_CODES);
  const currency = SITE_CURRENCIES[site];
  const scale = currencyDigits(currency) === 0 ? 1000 : 1;
  return scheduleFixture(site, currency, {
    commissions: SELLER_TYPES.map((sellerType) => ({ sellerType, categoryId: null, rateBp: random.int(300, 1600) })),
    transactionFeeBp: random.int(0, 500),
    programmes: [
      { code: 'freeShipping', rateBp: random.int(200, 800), capMinor: random.next() < 0.5 ? null : random.int(500, 20000) * scale },
      { code: 'coinsCashback', rateBp: random.int(100, 500), capMinor: null },
    ],
    shippingBands: [
      { upToGrams: 500, feeMinor: random.int(100, 2000) * scale },
      { upToGrams: 2000, feeMinor: random.int(2000, 5000) * scale },
    ],
    extraStepGrams: 500,
    extraStepFeeMinor: random.int(100, 1000) * scale,
    volumetricDivisor: random.next() < 0.3 ? null : random.pick([5000, 6000]),
    taxes: [
      { code: 'onFees', rateBp: random.int(0, 1600), base: 'fees', sellerTypes: [...SELLER_TYPES] },
      { code: 'onSale', rateBp: random.int(0, 200), base: 'sale', sellerTypes: ['local', 'mall'] },
    ],
  });
}

function randomCase(random: Random): { ctx: PricingContext; inputs: PricingInputs } {
  const schedule = randomSchedule(random);
  const digits = currencyDigits(schedule.currency);
  // Site units per CNY: 0.15 .. 5 for two-decimal currencies, 1500 .. 4000 for IDR and VND.
  const ratePpm = BigInt(digits === 0 ? random.int(1500, 4000) * 1_000_000 : random.int(150_000, 5_000_000));
  const sized = random.next() < 0.5;
  return {
    ctx: { schedule, ratePpm },
    inputs: {
      categoryId: random.pick(CATEGORIES).id,
      sellerType: random.pick(SELLER_TYPES),
      costFen: BigInt(random.int(100, 50_000)),
      weightGrams: random.int(20, 5000),
      ...(sized ? { size: { lengthCm: random.int(1, 60), widthCm: random.int(1, 60), heightCm: random.int(1, 60) } } : {}),
      firstMileFenPerKg: BigInt(random.int(0, 6000)),
      discountBp: random.int(0, 3000),
      adsBp: random.int(0, 1500),
      returnBp: random.int(0, 1000),
      programmes: random.next() < 0.5 ? ['freeShipping'] : ['freeShipping', 'coinsCashback'],
    },
  };
}

function randomTarget(random: Random, digits: number): PricingTarget {
  return random.next() < 0.5
    ? { kind: 'margin', marginBp: random.int(0, 4000) }
    : { kind: 'profit', profitMinor: BigInt(random.int(0, 5000) * (digits === 0 ? 100 : 1)) };
}

function meets(target: PricingTarget, profit: bigint, sale: bigint): boolean {
  return target.kind === 'profit' ? profit >= target.profitMinor : profit * BP >= BigInt(target.marginBp) * sale;
}

describe(`pricing properties (seed ${SEED}, ${CASES} cases each)`, () => {
  it('reverse round-trips to forward within one minor unit: the price reaches the target, one unit less does not', () => {
    const random = seededRandom(SEED);
    for (let i = 0; i < CASES; i++) {
      const { ctx, inputs } = randomCase(random);
      const target = randomTarget(random, currencyDigits(ctx.schedule.currency));
      const reverse = calculateReverse(ctx, inputs, target);
      if (!reverse) continue;
      const forward = calculateForward(ctx, inputs, reverse.price.site);
      const label = `case ${i}: ${JSON.stringify({ target, price: String(reverse.price.site) }, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`;
      expect(forward.profit.site, label).toBe(reverse.profit.site);
      expect(meets(target, forward.profit.site, forward.sale.site), label).toBe(true);
      const below = calculateForward(ctx, inputs, reverse.price.site - 1n);
      expect(meets(target, below.profit.site, below.sale.site), label).toBe(false);
    }
  });

  it('a higher cost never lowers the price (reverse, same target)', () => {
    const random = seededRandom(SEED + 1);
    for (let i = 0; i < CASES; i++) {
      const { ctx, inputs } = randomCase(random);
      const target = randomTarget(random, currencyDigits(ctx.schedule.currency));
      const cheaper = calculateReverse(ctx, inputs, target);
      const dearer = calculateReverse(ctx, { ...inputs, costFen: inputs.costFen + BigInt(random.int(1, 20_000)) }, target);
      if (!cheaper || !dearer) {
        expect(cheaper === null && dearer === null, `case ${i}: reachability differs`).toBe(true);
        continue;
      }
      expect(dearer.price.site >= cheaper.price.site, `case ${i}: ${cheaper.price.site} -> ${dearer.price.site}`).toBe(true);
    }
  });

  it('margin is monotonic in price (steps of at least one hundredth of the price)', () => {
    // Each fee line is rounded to the minor unit on its own, as the platform charges it, so one
    // extra minor unit of price can move several lines by a unit at once: monotonicity holds from
    // steps of a few units up, which every real price change is.
    const random = seededRandom(SEED + 2);
    for (let i = 0; i < CASES; i++) {
      const { ctx, inputs } = randomCase(random);
      const digits = currencyDigits(ctx.schedule.currency);
      const low = BigInt(random.int(1000, 500_000) * (digits === 0 ? 100 : 1));
      const step = low / 100n + BigInt(random.int(10, 10_000));
      const a = calculateForward(ctx, inputs, low);
      const b = calculateForward(ctx, inputs, low + step);
      // margin(b) >= margin(a), compared exactly: profitB / saleB >= profitA / saleA.
      expect(b.profit.site * a.sale.site >= a.profit.site * b.sale.site, `case ${i}: ${low} -> ${low + step}`).toBe(true);
      expect(b.marginBp ?? 0).toBeGreaterThanOrEqual(a.marginBp ?? 0);
    }
  });

  it('every shown total is the exact sum of its lines in both currencies', () => {
    const random = seededRandom(SEED + 3);
    for (let i = 0; i < CASES; i++) {
      const { ctx, inputs } = randomCase(random);
      const r = calculateForward(ctx, inputs, BigInt(random.int(1, 1_000_000)));
      for (const side of ['site', 'cny'] as const) {
        expect(r.feesTotal[side]).toBe(r.fees.reduce((s, f) => s + f.amount[side], 0n));
        expect(r.totalCost[side]).toBe(r.feesTotal[side] + r.shipping[side] + r.landedCost[side] + r.returnLoss[side]);
        expect(r.profit[side]).toBe(r.sale[side] - r.totalCost[side]);
      }
      expect(r.sale.site).toBe(r.price.site - r.discount.site);
    }
  });
});
