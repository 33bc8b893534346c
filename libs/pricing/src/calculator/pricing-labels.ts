// Translated names of the calculator's codes: seller types, fee lines (the schedule's programme
// and tax codes), modes and validation messages. An unknown code from a newer schedule shows as
// itself rather than breaking the page.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PricingFieldError, PricingMode } from '../core/query';
import type { SellerType } from '../core/schedule';

export const SELLER_TYPE_NAMES: Readonly<Record<SellerType, MessageDescriptor>> = {
  crossBorder: msg`Cross-border seller`,
  local: msg`Local seller`,
  mall: msg`Mall seller`,
};

export const MODE_NAMES: Readonly<Record<PricingMode, MessageDescriptor>> = {
  margin: msg`The price for a target margin`,
  profit: msg`The price for a target profit`,
  price: msg`The profit of my price`,
};

export const FEE_CODE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  commission: msg`Commission`,
  transaction: msg`Transaction fee`,
  freeShipping: msg`Free-shipping programme`,
  coinsCashback: msg`Coins cashback programme`,
  ads: msg`Ads spend`,
  vatOnFees: msg`VAT on fees`,
  sstOnFees: msg`SST on fees`,
  gstOnFees: msg`GST on fees`,
  vatWithholding: msg`VAT withholding`,
  incomeTaxWithholding: msg`Income tax withholding`,
};

export const FIELD_ERROR_MESSAGES: Readonly<Record<PricingFieldError, MessageDescriptor>> = {
  required: msg`Please fill this in`,
  number: msg`Enter a number, e.g. 12.5`,
  positive: msg`Enter an amount above zero`,
  whole: msg`Enter a whole number`,
  percent: msg`Enter a percentage within the allowed range`,
  tooMany: msg`This is more than the calculator accepts`,
  sizeIncomplete: msg`Enter all three sides, or none`,
  notOffered: msg`This site has no rate for this seller type and category`,
};

/** A fee line's or programme's name; a code a newer schedule added shows as itself. */
export function feeName(code: string, i18n: I18n): string {
  const name = FEE_CODE_NAMES[code];
  return name ? i18n._(name) : code;
}
