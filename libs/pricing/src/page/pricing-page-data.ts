// The calculator page's data, shared by both sites' route modules: the form from the URL query, the
// site's fee schedule and the day's rates (the server renders the real figures in the first HTML).
import type { SiteCode } from '@sealens/domain';
import { fetchRates, fetchSchedule, type DayRates, type PricingApiClient, type SavedCalculation } from '../api/pricing-api';
import type { PricingResult } from '../core/calculate';
import { formFromQuery, type PricingForm } from '../core/query';
import type { FeeSchedule } from '../core/schedule';
import { computeOutcome } from '../calculator/use-pricing-result';

export interface PricingPageData {
  form: PricingForm;
  schedule: FeeSchedule | null;
  rates: DayRates | null;
  /** A call failed: the page shows the error with a retry (the typed form is kept). */
  failed: boolean;
}

export async function loadPricingPage(main: PricingApiClient, url: URL): Promise<PricingPageData> {
  const form = formFromQuery(url.searchParams);
  return { form, ...(await loadSiteData(main, form.site, form.day)) };
}

async function loadSiteData(main: PricingApiClient, site: SiteCode, day: string) {
  try {
    const [schedule, rates] = await Promise.all([fetchSchedule(main, site, day || undefined), fetchRates(main, day || undefined)]);
    return { schedule, rates, failed: false };
  } catch {
    return { schedule: null, rates: null, failed: true };
  }
}

/**
 * Typing changes the URL query (replace) but only a new site or rate day needs the loader again; a
 * retry (same URL) always does.
 */
export function shouldRevalidatePricing({ currentUrl, nextUrl, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const a = formFromQuery(currentUrl.searchParams);
  const b = formFromQuery(nextUrl.searchParams);
  return a.site !== b.site || a.day !== b.day;
}

/** A saved calculation computed again with the schedule and rate day it was saved with. */
export async function recomputeSaved(main: PricingApiClient, saved: SavedCalculation): Promise<PricingResult | null> {
  const form = { ...formFromQuery(new URLSearchParams(saved.query)), site: saved.site };
  const [schedule, rates] = await Promise.all([fetchSchedule(main, saved.site, saved.rateDay), fetchRates(main, saved.rateDay)]);
  const outcome = computeOutcome(form, schedule, rates);
  return outcome.status === 'done' ? outcome.result : null;
}
