// The calculator's inputs as typed text and as a URL query (issue 17: a calculation can be shared and
// bookmarked), and their validation into the calculation's exact inputs. Text is kept as typed, so
// a wrong entry is shown with its message and never lost.
import { isCategoryId, isSiteCode, SITE_CURRENCIES, type SiteCode } from '@sealens/domain';
import type { PricingInputs, PricingTarget } from './calculate';
import { CNY_DIGITS, currencyDigits, parseDecimal } from './money';
import { commissionBp, isSellerType, type FeeSchedule, type SellerType } from './schedule';

export const PRICING_MODES = ['margin', 'profit', 'price'] as const;
/** margin/profit: reverse (target -> price); price: forward (price -> profit). */
export type PricingMode = (typeof PRICING_MODES)[number];

export interface PricingForm {
  site: SiteCode;
  categoryId: string;
  sellerType: SellerType;
  mode: PricingMode;
  /** CNY per item. */
  cost: string;
  weightGrams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  /** CNY per kg. */
  firstMile: string;
  /** Site currency (mode price). */
  price: string;
  /** Percent (mode margin). */
  targetMargin: string;
  /** Site currency (mode profit). */
  targetProfit: string;
  discount: string;
  ads: string;
  returns: string;
  programmes: string[];
  /** The rate day of a shared calculation ("YYYY-MM-DD"); empty: the latest. */
  day: string;
}

export const DEFAULT_PRICING_FORM: PricingForm = {
  site: 'MY',
  categoryId: '99997',
  sellerType: 'crossBorder',
  mode: 'margin',
  cost: '',
  weightGrams: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  firstMile: '0',
  price: '',
  targetMargin: '20',
  targetProfit: '',
  discount: '0',
  ads: '0',
  returns: '0',
  programmes: [],
  day: '',
};

/** Query keys, short so a shared link stays readable. */
const KEYS = {
  site: 'site',
  categoryId: 'cat',
  sellerType: 'seller',
  mode: 'mode',
  cost: 'cost',
  weightGrams: 'w',
  lengthCm: 'l',
  widthCm: 'wd',
  heightCm: 'h',
  firstMile: 'fm',
  price: 'price',
  targetMargin: 'margin',
  targetProfit: 'profit',
  discount: 'disc',
  ads: 'ads',
  returns: 'ret',
  programmes: 'prog',
  day: 'day',
} as const satisfies Record<keyof PricingForm, string>;

/** Longest text kept from one query value (a pasted link cannot grow the form without bound). */
const MAX_VALUE_LENGTH = 24;

export function formFromQuery(query: URLSearchParams): PricingForm {
  const text = (key: keyof PricingForm, fallback: string) => {
    const value = query.get(KEYS[key]);
    return value === null ? fallback : value.slice(0, MAX_VALUE_LENGTH);
  };
  const site = query.get(KEYS.site);
  const seller = query.get(KEYS.sellerType);
  const mode = query.get(KEYS.mode);
  const day = query.get(KEYS.day) ?? '';
  return {
    site: isSiteCode(site) ? site : DEFAULT_PRICING_FORM.site,
    categoryId: text('categoryId', DEFAULT_PRICING_FORM.categoryId),
    sellerType: isSellerType(seller) ? seller : DEFAULT_PRICING_FORM.sellerType,
    mode: (PRICING_MODES as readonly string[]).includes(mode ?? '') ? (mode as PricingMode) : DEFAULT_PRICING_FORM.mode,
    cost: text('cost', ''),
    weightGrams: text('weightGrams', ''),
    lengthCm: text('lengthCm', ''),
    widthCm: text('widthCm', ''),
    heightCm: text('heightCm', ''),
    firstMile: text('firstMile', DEFAULT_PRICING_FORM.firstMile),
    price: text('price', ''),
    targetMargin: text('targetMargin', DEFAULT_PRICING_FORM.targetMargin),
    targetProfit: text('targetProfit', ''),
    discount: text('discount', DEFAULT_PRICING_FORM.discount),
    ads: text('ads', DEFAULT_PRICING_FORM.ads),
    returns: text('returns', DEFAULT_PRICING_FORM.returns),
    programmes: (query.get(KEYS.programmes) ?? '').split(',').filter((code) => /^[A-Za-z]{1,24}$/.test(code)),
    day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '',
  };
}

/** The query of a form: every input that differs from the default (site always), in a fixed order. */
export function formToQuery(form: PricingForm): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof PricingForm)[]) {
    const value = key === 'programmes' ? form.programmes.join(',') : String(form[key]);
    const fallback = key === 'programmes' ? '' : String(DEFAULT_PRICING_FORM[key]);
    if (key === 'site' || value !== fallback) query.set(KEYS[key], value);
  }
  return query.toString();
}

export type PricingField = Exclude<keyof PricingForm, 'site' | 'sellerType' | 'mode' | 'programmes' | 'day'>;

export type PricingFieldError = 'required' | 'number' | 'positive' | 'whole' | 'percent' | 'tooMany' | 'sizeIncomplete' | 'notOffered';

/** Upper limits the form checks (a mistyped extra zero is caught, not calculated). */
export const PRICING_LIMITS = {
  /** 1,000,000 CNY. */
  costFen: 100_000_000n,
  weightGrams: 300_000,
  sizeCm: 300,
  /** Discount, ads and returns share at most 90%; a target margin below 100%. */
  sharePercentMax: 90,
  marginPercentMax: 99,
} as const;

export type PricingRequest =
  | { ok: true; inputs: PricingInputs; mode: 'price'; priceMinor: bigint }
  | { ok: true; inputs: PricingInputs; mode: 'margin' | 'profit'; target: PricingTarget }
  | { ok: false; errors: Partial<Record<PricingField, PricingFieldError>> };

/** Checks the typed form against the site's schedule; either exact inputs or one error per field. */
export function validateForm(form: PricingForm, schedule: FeeSchedule): PricingRequest {
  const errors: Partial<Record<PricingField, PricingFieldError>> = {};
  const siteDigits = currencyDigits(SITE_CURRENCIES[form.site]);

  const amount = (field: PricingField, digits: number, required: boolean, max?: bigint): bigint | undefined => {
    const text = form[field].trim();
    if (text === '') {
      if (required) errors[field] = 'required';
      return required ? undefined : 0n;
    }
    const value = parseDecimal(text, digits);
    if (value === undefined) {
      errors[field] = 'number';
      return undefined;
    }
    if (value < 0n || (required && value === 0n)) {
      errors[field] = 'positive';
      return undefined;
    }
    if (max !== undefined && value > max) {
      errors[field] = 'tooMany';
      return undefined;
    }
    return value;
  };
  const whole = (field: PricingField, required: boolean, max: number): number | undefined => {
    const text = form[field].trim();
    if (text === '') {
      if (required) errors[field] = 'required';
      return undefined;
    }
    if (!/^\d+$/.test(text)) {
      errors[field] = /^\d*[.,]\d*$/.test(text) ? 'whole' : 'number';
      return undefined;
    }
    const value = Number(text);
    if (value <= 0) errors[field] = 'positive';
    else if (value > max) errors[field] = 'tooMany';
    else return value;
    return undefined;
  };
  const percentBp = (field: PricingField, max: number): number | undefined => {
    const value = amount(field, 2, false);
    if (value === undefined) return undefined;
    if (value > BigInt(max * 100)) {
      errors[field] = 'percent';
      return undefined;
    }
    return Number(value);
  };

  const categoryId = Number(form.categoryId);
  if (!isCategoryId(categoryId)) errors.categoryId = 'required';
  else if (commissionBp(schedule, form.sellerType, categoryId) === undefined) errors.categoryId = 'notOffered';
  const costFen = amount('cost', CNY_DIGITS, true, PRICING_LIMITS.costFen);
  const weightGrams = whole('weightGrams', true, PRICING_LIMITS.weightGrams);
  const sizeFields = ['lengthCm', 'widthCm', 'heightCm'] as const;
  const typed = sizeFields.filter((f) => form[f].trim() !== '');
  const dims = sizeFields.map((f) => whole(f, false, PRICING_LIMITS.sizeCm));
  if (typed.length > 0 && typed.length < 3) {
    for (const f of sizeFields) if (form[f].trim() === '') errors[f] = 'sizeIncomplete';
  }
  const firstMileFenPerKg = amount('firstMile', CNY_DIGITS, false, PRICING_LIMITS.costFen);
  const discountBp = percentBp('discount', PRICING_LIMITS.sharePercentMax);
  const adsBp = percentBp('ads', PRICING_LIMITS.sharePercentMax);
  const returnBp = percentBp('returns', PRICING_LIMITS.sharePercentMax);

  let priceMinor: bigint | undefined;
  let target: PricingTarget | undefined;
  if (form.mode === 'price') priceMinor = amount('price', siteDigits, true);
  else if (form.mode === 'profit') {
    const profit = amount('targetProfit', siteDigits, false);
    if (form.targetProfit.trim() === '') errors.targetProfit = 'required';
    else if (profit !== undefined) target = { kind: 'profit', profitMinor: profit };
  } else {
    const text = form.targetMargin.trim();
    const margin = text === '' ? undefined : parseDecimal(text, 2);
    if (text === '') errors.targetMargin = 'required';
    else if (margin === undefined) errors.targetMargin = 'number';
    else if (margin < 0n || margin > BigInt(PRICING_LIMITS.marginPercentMax * 100)) errors.targetMargin = 'percent';
    else target = { kind: 'margin', marginBp: Number(margin) };
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const [lengthCm, widthCm, heightCm] = dims;
  const inputs: PricingInputs = {
    categoryId,
    sellerType: form.sellerType,
    costFen: costFen ?? 0n,
    weightGrams: weightGrams ?? 0,
    ...(lengthCm && widthCm && heightCm ? { size: { lengthCm, widthCm, heightCm } } : {}),
    firstMileFenPerKg: firstMileFenPerKg ?? 0n,
    discountBp: discountBp ?? 0,
    adsBp: adsBp ?? 0,
    returnBp: returnBp ?? 0,
    programmes: form.programmes.filter((code) => schedule.programmes.some((p) => p.code === code)),
  };
  if (form.mode === 'price') return { ok: true, inputs, mode: 'price', priceMinor: priceMinor ?? 0n };
  return { ok: true, inputs, mode: form.mode, target: target ?? { kind: 'margin', marginBp: 0 } };
}
