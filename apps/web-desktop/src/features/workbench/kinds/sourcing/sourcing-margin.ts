// The margin of a sourcing match (issue 30 item 4): the pricing calculator's own (libs/pricing), for
// the product's price at its site's fee schedule and the day's rate, as a cross-border seller buying
// the offer's minimum order at its first tier's price and shipping a piece of its weight. The same
// inputs open the calculator itself (`calculatorHref`), which shows the same margin.
import { SITE_CURRENCIES, type SiteCode } from '@sealens/domain';
import { calculateForward, DEFAULT_PRICING_FORM, formToQuery, parseRate, PricingInputError, validateForm, type ExchangeRate, type FeeSchedule, type PricingForm } from '@sealens/pricing/core';

export interface SourcingInputs {
  site: SiteCode;
  categoryId: number;
  /** The product's price, site currency. */
  price: number;
  /** The offer's first tier's price, CNY a piece. */
  costCny: number;
  weightGrams: number;
  /** The rates' day (the calculator opens on it). */
  rateDay: string;
}

/** The calculator's form for a match: its price mode, everything else its defaults. */
export function sourcingForm(inputs: SourcingInputs): PricingForm {
  return {
    ...DEFAULT_PRICING_FORM,
    site: inputs.site,
    categoryId: String(inputs.categoryId),
    sellerType: 'crossBorder',
    mode: 'price',
    cost: String(inputs.costCny),
    weightGrams: String(inputs.weightGrams),
    price: String(inputs.price),
    day: inputs.rateDay,
  };
}

/** The pricing calculator's address with the match's inputs. */
export function calculatorHref(inputs: SourcingInputs): string {
  return `/pricing?${formToQuery(sourcingForm(inputs))}`;
}

/**
 * The margin in basis points the calculator computes for a match, or null when it computes none
 * (the schedule does not take the inputs, the site's rate is missing, or the sale is zero).
 */
export function sourcingMarginBp(inputs: SourcingInputs, schedule: FeeSchedule, rates: readonly ExchangeRate[]): number | null {
  if (schedule.site !== inputs.site) return null;
  const request = validateForm(sourcingForm(inputs), schedule);
  const rate = rates.find((r) => r.currency === SITE_CURRENCIES[inputs.site]);
  const ratePpm = rate ? parseRate(rate.perCny) : undefined;
  if (!request.ok || request.mode !== 'price' || ratePpm === undefined) return null;
  try {
    return calculateForward({ schedule, ratePpm }, request.inputs, request.priceMinor).marginBp;
  } catch (error) {
    if (error instanceof PricingInputError) return null;
    throw error;
  }
}
