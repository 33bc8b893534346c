// The pricing and profit calculation (issue 17): forward (price -> every fee, profit, margin, ROI,
// break-even price) and reverse (target margin or profit -> the lowest price reaching it). Pure: the
// schedule and the rate come in as data, amounts are bigint minor units, each fee line is rounded
// half up to the minor unit as the platform charges it, and every total is the exact sum of the
// lines shown.
//
// The model, per item sold:
//   sale        = price - discount (the seller's discount or voucher, a share of the price)
//   fee lines   = commission, transaction fee, each joined programme (capped), ads spend, each seller
//                 tax (on the fee lines or on the sale), all on the sale amount
//   shipping    = the last-mile band of the chargeable weight (the larger of actual and volumetric)
//   landed      = purchase cost + first-mile freight (CNY per kg of chargeable weight), converted
//   return loss = expected return rate × (landed + shipping): a returned cross-border parcel is not
//                 resold, so its goods and freight are lost while the fees are refunded
//   profit      = sale - fee lines - shipping - landed - return loss
//   margin      = profit / sale; ROI = profit / landed
import { applyBp, BP, cnyToSite, currencyDigits, divCeil, divRound, siteToCny } from './money';
import { commissionBp, type FeeSchedule, type SellerType } from './schedule';

export interface PricingInputs {
  categoryId: number;
  sellerType: SellerType;
  /** Purchase cost per item, in CNY fen. */
  costFen: bigint;
  weightGrams: number;
  /** Parcel size in cm; all three or none. */
  size?: { lengthCm: number; widthCm: number; heightCm: number };
  /** First-mile freight to the site's warehouse, CNY fen per kg. */
  firstMileFenPerKg: bigint;
  discountBp: number;
  adsBp: number;
  returnBp: number;
  /** Codes of the schedule's programmes the seller joined. */
  programmes: string[];
}

export interface PricingContext {
  schedule: FeeSchedule;
  /** Site-currency units per 1 CNY, in parts per million. */
  ratePpm: bigint;
}

/** One amount in both currencies. */
export interface Amount {
  site: bigint;
  cny: bigint;
}

export type FeeLineKind = 'commission' | 'transaction' | 'programme' | 'ads' | 'tax';

export interface FeeLine {
  kind: FeeLineKind;
  /** The programme or tax code; the kind for the others. */
  code: string;
  rateBp: number;
  amount: Amount;
}

export interface PricingResult {
  currency: string;
  /** Decimals of the site currency. */
  digits: number;
  price: Amount;
  discount: Amount;
  sale: Amount;
  fees: FeeLine[];
  feesTotal: Amount;
  shipping: Amount;
  chargeableGrams: number;
  /** Null when the site charges actual weight only or no size was given. */
  volumetricGrams: number | null;
  goodsCost: Amount;
  firstMile: Amount;
  landedCost: Amount;
  returnLoss: Amount;
  /** Everything taken from the sale: fee lines, shipping, landed cost and return loss. */
  totalCost: Amount;
  profit: Amount;
  /** profit / sale in basis points (rounded); null when the sale is zero. */
  marginBp: number | null;
  /** profit / landed cost in basis points (rounded); null when the landed cost is zero. */
  roiBp: number | null;
  /** The lowest price at which profit is not negative; null when no price gets there. */
  breakEvenPrice: Amount | null;
}

export type PricingTarget = { kind: 'margin'; marginBp: number } | { kind: 'profit'; profitMinor: bigint };

export class PricingInputError extends Error {
  constructor(readonly reason: 'category' | 'weight' | 'size') {
    super(`pricing input: ${reason}`);
  }
}

/** Highest price the reverse search looks at (10^13 minor units: far above any listing). */
const PRICE_CEILING = 10n ** 13n;

function chargeableGrams(schedule: FeeSchedule, inputs: PricingInputs): { chargeable: number; volumetric: number | null } {
  if (!Number.isInteger(inputs.weightGrams) || inputs.weightGrams <= 0) throw new PricingInputError('weight');
  const { size } = inputs;
  if (!size || schedule.volumetricDivisor === null) return { chargeable: inputs.weightGrams, volumetric: null };
  const { lengthCm, widthCm, heightCm } = size;
  if (![lengthCm, widthCm, heightCm].every((d) => Number.isInteger(d) && d > 0)) throw new PricingInputError('size');
  // cm³ / divisor = kg, so cm³ × 1000 / divisor = grams (rounded up: carriers bill started grams).
  const volumetric = Number(divCeil(BigInt(lengthCm * widthCm * heightCm) * 1000n, BigInt(schedule.volumetricDivisor)));
  return { chargeable: Math.max(inputs.weightGrams, volumetric), volumetric };
}

/** The last-mile shipping of a chargeable weight, in site minor units. */
export function shippingFor(schedule: FeeSchedule, grams: number): bigint {
  const bands = [...schedule.shippingBands].sort((a, b) => a.upToGrams - b.upToGrams);
  const band = bands.find((b) => grams <= b.upToGrams);
  if (band) return BigInt(band.feeMinor);
  const last = bands[bands.length - 1];
  if (!last) return 0n;
  const steps = divCeil(BigInt(grams - last.upToGrams), BigInt(Math.max(1, schedule.extraStepGrams)));
  return BigInt(last.feeMinor) + steps * BigInt(schedule.extraStepFeeMinor);
}

/** The parts of the calculation that do not depend on the price. */
interface PriceIndependent {
  digits: number;
  commissionBp: number;
  chargeable: number;
  volumetric: number | null;
  shipping: bigint;
  goods: bigint;
  firstMile: bigint;
  landed: bigint;
  returnLoss: bigint;
}

function priceIndependent({ schedule, ratePpm }: PricingContext, inputs: PricingInputs): PriceIndependent {
  const digits = currencyDigits(schedule.currency);
  const commission = commissionBp(schedule, inputs.sellerType, inputs.categoryId);
  if (commission === undefined) throw new PricingInputError('category');
  const { chargeable, volumetric } = chargeableGrams(schedule, inputs);
  const shipping = shippingFor(schedule, chargeable);
  const goods = cnyToSite(inputs.costFen, ratePpm, digits);
  const firstMileFen = divRound(inputs.firstMileFenPerKg * BigInt(chargeable), 1000n);
  const firstMile = cnyToSite(firstMileFen, ratePpm, digits);
  const landed = goods + firstMile;
  const returnLoss = applyBp(landed + shipping, inputs.returnBp);
  return { digits, commissionBp: commission, chargeable, volumetric, shipping, goods, firstMile, landed, returnLoss };
}

interface PriceDependent {
  discount: bigint;
  sale: bigint;
  fees: { kind: FeeLineKind; code: string; rateBp: number; minor: bigint }[];
  feesTotal: bigint;
  profit: bigint;
}

function atPrice(ctx: PricingContext, inputs: PricingInputs, fixed: PriceIndependent, price: bigint): PriceDependent {
  const { schedule } = ctx;
  const discount = applyBp(price, inputs.discountBp);
  const sale = price - discount;
  const fees: PriceDependent['fees'] = [
    { kind: 'commission', code: 'commission', rateBp: fixed.commissionBp, minor: applyBp(sale, fixed.commissionBp) },
    { kind: 'transaction', code: 'transaction', rateBp: schedule.transactionFeeBp, minor: applyBp(sale, schedule.transactionFeeBp) },
  ];
  for (const programme of schedule.programmes) {
    if (!inputs.programmes.includes(programme.code)) continue;
    const uncapped = applyBp(sale, programme.rateBp);
    const minor = programme.capMinor !== null && uncapped > BigInt(programme.capMinor) ? BigInt(programme.capMinor) : uncapped;
    fees.push({ kind: 'programme', code: programme.code, rateBp: programme.rateBp, minor });
  }
  const platformFees = fees.reduce((sum, f) => sum + f.minor, 0n);
  for (const tax of schedule.taxes) {
    if (!tax.sellerTypes.includes(inputs.sellerType)) continue;
    fees.push({ kind: 'tax', code: tax.code, rateBp: tax.rateBp, minor: applyBp(tax.base === 'fees' ? platformFees : sale, tax.rateBp) });
  }
  if (inputs.adsBp > 0) fees.push({ kind: 'ads', code: 'ads', rateBp: inputs.adsBp, minor: applyBp(sale, inputs.adsBp) });
  const feesTotal = fees.reduce((sum, f) => sum + f.minor, 0n);
  const profit = sale - feesTotal - fixed.shipping - fixed.landed - fixed.returnLoss;
  return { discount, sale, fees, feesTotal, profit };
}

function reaches(target: PricingTarget, at: PriceDependent): boolean {
  if (target.kind === 'profit') return at.profit >= target.profitMinor;
  // profit / sale >= margin, compared exactly: profit × 10,000 >= margin × sale.
  return at.sale > 0n && at.profit * BP >= BigInt(target.marginBp) * at.sale;
}

/**
 * The lowest price in minor units at which the target is reached while one minor unit less does not
 * reach it, or null when no price up to the ceiling reaches it (a margin at or above what remains
 * after the percentage fees). Binary search: profit grows with the price apart from a unit or two of
 * per-line rounding, so the answer is the first price of the step where the target is met.
 */
function lowestPrice(ctx: PricingContext, inputs: PricingInputs, fixed: PriceIndependent, target: PricingTarget): bigint | null {
  if (!reaches(target, atPrice(ctx, inputs, fixed, PRICE_CEILING))) return null;
  let low = 0n; // does not reach (a zero price never covers a positive weight's shipping)
  let high = PRICE_CEILING; // reaches
  if (reaches(target, atPrice(ctx, inputs, fixed, 0n))) return 0n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (reaches(target, atPrice(ctx, inputs, fixed, mid))) high = mid;
    else low = mid;
  }
  return high;
}

function ratio(numerator: bigint, denominator: bigint): number | null {
  if (denominator === 0n) return null;
  return Number(divRound(numerator * BP, denominator));
}

/** Forward: everything a price gives. */
export function calculateForward(ctx: PricingContext, inputs: PricingInputs, priceMinor: bigint): PricingResult {
  const fixed = priceIndependent(ctx, inputs);
  const at = atPrice(ctx, inputs, fixed, priceMinor);
  const both = (site: bigint): Amount => ({ site, cny: siteToCny(site, ctx.ratePpm, fixed.digits) });
  const breakEven = lowestPrice(ctx, inputs, fixed, { kind: 'profit', profitMinor: 0n });
  const fees = at.fees.map((f) => ({ kind: f.kind, code: f.code, rateBp: f.rateBp, amount: both(f.minor) }));
  // Totals in both columns are sums of the lines shown in that column (never a separate conversion).
  const sum = (amounts: Amount[]): Amount => amounts.reduce((a, b) => ({ site: a.site + b.site, cny: a.cny + b.cny }), { site: 0n, cny: 0n });
  const firstMileFen = divRound(inputs.firstMileFenPerKg * BigInt(fixed.chargeable), 1000n);
  // The CNY side of goods and first mile is what was typed, not a round trip through the rate.
  const goodsCost = { site: fixed.goods, cny: inputs.costFen };
  const firstMile = { site: fixed.firstMile, cny: firstMileFen };
  const landedCost = sum([goodsCost, firstMile]);
  const feesTotal = sum(fees.map((f) => f.amount));
  const shipping = both(fixed.shipping);
  const returnLoss = both(fixed.returnLoss);
  const totalCost = sum([feesTotal, shipping, landedCost, returnLoss]);
  const sale = both(at.sale);
  const profit = { site: sale.site - totalCost.site, cny: sale.cny - totalCost.cny };
  return {
    currency: ctx.schedule.currency,
    digits: fixed.digits,
    price: both(priceMinor),
    discount: both(at.discount),
    sale,
    fees,
    feesTotal,
    shipping,
    chargeableGrams: fixed.chargeable,
    volumetricGrams: fixed.volumetric,
    goodsCost,
    firstMile,
    landedCost,
    returnLoss,
    totalCost,
    profit,
    marginBp: ratio(at.profit, at.sale),
    roiBp: ratio(at.profit, fixed.landed),
    breakEvenPrice: breakEven === null ? null : both(breakEven),
  };
}

/** Reverse: the lowest price reaching the target, with the same breakdown; null when unreachable. */
export function calculateReverse(ctx: PricingContext, inputs: PricingInputs, target: PricingTarget): PricingResult | null {
  const fixed = priceIndependent(ctx, inputs);
  const price = lowestPrice(ctx, inputs, fixed, target);
  return price === null ? null : calculateForward(ctx, inputs, price);
}
