// @sealens/pricing: the pricing and profit calculator (issue 17). The pure calculation is in ./core
// (also importable alone as @sealens/pricing/core); the rest is its React page, shared by both sites.
export * from './core';
export { fetchRates, fetchSchedule, listCalculations, removeCalculation, saveCalculation, CODE_PRICING_FULL, PricingApiError } from './api/pricing-api';
export type { DayRates, PricingApiClient, SavedCalculation } from './api/pricing-api';
export { PricingCalculator } from './calculator/pricing-calculator';
export type { PricingCalculatorProps } from './calculator/pricing-calculator';
export { ResultBreakdown } from './calculator/result-breakdown';
export { SavedCalculations, CALCULATION_NAME_MAX } from './calculator/saved-calculations';
export type { SavedCalculationsApi, SavedCalculationsProps } from './calculator/saved-calculations';
export { ComparisonTable } from './calculator/comparison-table';
export { computeOutcome, usePricingResult } from './calculator/use-pricing-result';
export type { PricingOutcome } from './calculator/use-pricing-result';
export { formatAmount, formatBp } from './calculator/format-amount';
export { PricingPage, PricingPageIntro } from './page/pricing-page';
export type { PricingPageProps } from './page/pricing-page';
export { loadPricingPage, recomputeSaved, shouldRevalidatePricing } from './page/pricing-page-data';
export type { PricingPageData } from './page/pricing-page-data';
