// The calculation for the form as typed: validated against the site's schedule, then forward or
// reverse at the day's rate. Recomputed on every keystroke (it takes well under a millisecond).
import { SITE_CURRENCIES } from '@sealens/domain';
import { useMemo } from 'react';
import type { DayRates } from '../api/pricing-api';
import { calculateForward, calculateReverse, PricingInputError, type PricingResult } from '../core/calculate';
import { parseRate } from '../core/money';
import { validateForm, type PricingField, type PricingFieldError, type PricingForm } from '../core/query';
import type { FeeSchedule } from '../core/schedule';

export type PricingOutcome =
  | { status: 'waiting' }
  | { status: 'invalid'; errors: Partial<Record<PricingField, PricingFieldError>> }
  | { status: 'unreachable' }
  | { status: 'noRate' }
  | { status: 'done'; result: PricingResult; rateText: string };

/** The rate of the site's currency in the day's rates, as text and parts per million. */
export function rateOf(rates: DayRates, currency: string): { text: string; ppm: bigint } | undefined {
  const row = rates.rates.find((r) => r.currency === currency);
  const ppm = row ? parseRate(row.perCny) : undefined;
  return row && ppm !== undefined ? { text: row.perCny, ppm } : undefined;
}

export function computeOutcome(form: PricingForm, schedule: FeeSchedule | null, rates: DayRates | null): PricingOutcome {
  if (!schedule || !rates || schedule.site !== form.site) return { status: 'waiting' };
  const request = validateForm(form, schedule);
  if (!request.ok) return { status: 'invalid', errors: request.errors };
  const rate = rateOf(rates, SITE_CURRENCIES[form.site]);
  if (!rate) return { status: 'noRate' };
  const ctx = { schedule, ratePpm: rate.ppm };
  try {
    const result = request.mode === 'price' ? calculateForward(ctx, request.inputs, request.priceMinor) : calculateReverse(ctx, request.inputs, request.target);
    return result ? { status: 'done', result, rateText: rate.text } : { status: 'unreachable' };
  } catch (error) {
    if (error instanceof PricingInputError) return { status: 'invalid', errors: { categoryId: 'notOffered' } };
    throw error;
  }
}

export function usePricingResult(form: PricingForm, schedule: FeeSchedule | null, rates: DayRates | null): PricingOutcome {
  return useMemo(() => computeOutcome(form, schedule, rates), [form, schedule, rates]);
}
