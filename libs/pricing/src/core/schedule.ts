// The shapes of a site's fee schedule and a day's exchange rate, as the reference server answers
// them (openapi/main.yaml PricingSchedule, PricingRate). The figures are data on the server; this
// file only says what they mean.
import type { SiteCode } from '@sealens/domain';

export const SELLER_TYPES = ['crossBorder', 'local', 'mall'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export function isSellerType(value: unknown): value is SellerType {
  return typeof value === 'string' && (SELLER_TYPES as readonly string[]).includes(value);
}

export interface CommissionRate {
  sellerType: SellerType;
  /** The category (libs/domain CATEGORIES) it applies to; null: every other category. */
  categoryId: number | null;
  /** Of the sale amount, in basis points. */
  rateBp: number;
}

/** A service programme the seller may join (free-shipping programme, coins cashback...). */
export interface ServiceProgramme {
  code: string;
  rateBp: number;
  /** Most it charges per item, in the site currency's minor unit; null: no cap. */
  capMinor: number | null;
}

/** The seller's last-mile shipping for parcels up to `upToGrams` (chargeable weight). */
export interface ShippingBand {
  upToGrams: number;
  feeMinor: number;
}

/** A tax the site charges the seller: on the platform's fees (VAT/SST/GST on services) or on the sale. */
export interface SellerTax {
  code: string;
  rateBp: number;
  base: 'fees' | 'sale';
  /** The seller types it applies to. */
  sellerTypes: SellerType[];
}

export interface FeeSchedule {
  id: string;
  site: SiteCode;
  currency: string;
  /** "YYYY-MM-DD": the first day the figures apply. */
  effectiveFrom: string;
  sourceTitle: string;
  sourceUrl: string;
  commissions: CommissionRate[];
  /** Transaction (payment processing) fee on the sale amount, in basis points. */
  transactionFeeBp: number;
  programmes: ServiceProgramme[];
  shippingBands: ShippingBand[];
  /** Beyond the last band: this much more per started step of `extraStepGrams`. */
  extraStepGrams: number;
  extraStepFeeMinor: number;
  /** cm³ per kg for volumetric weight; null: the site charges actual weight only. */
  volumetricDivisor: number | null;
  taxes: SellerTax[];
}

/** One currency's rate on a day (the day travels with the day's list: DayRates). */
export interface ExchangeRate {
  currency: string;
  /** Site-currency units per 1 CNY, a decimal string with up to 6 decimals. */
  perCny: string;
  /** 'simulated' in local mode, else where the rate came from. */
  source: string;
}

/** The commission rate for a category and seller type: the category's own, else the type's default. */
export function commissionBp(schedule: FeeSchedule, sellerType: SellerType, categoryId: number): number | undefined {
  const own = schedule.commissions.find((c) => c.sellerType === sellerType && c.categoryId === categoryId);
  if (own) return own.rateBp;
  return schedule.commissions.find((c) => c.sellerType === sellerType && c.categoryId === null)?.rateBp;
}

/** The seller types a schedule has commission rates for (not every site has Mall or local sellers here). */
export function sellerTypesOf(schedule: FeeSchedule): SellerType[] {
  return SELLER_TYPES.filter((type) => schedule.commissions.some((c) => c.sellerType === type));
}
