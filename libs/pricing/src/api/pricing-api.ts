// Calls of the calculator over @sealens/api's typed main client (the server renderer passes its
// in-process client, the browser the site's). Each answer is checked: a failure throws, and the
// pages show their error with a retry.
import type { ApiClients } from '@sealens/api';
import type { SiteCode } from '@sealens/domain';
import type { ExchangeRate, FeeSchedule } from '../core/schedule';

export type PricingApiClient = ApiClients['main'];

export interface DayRates {
  day: string;
  rates: ExchangeRate[];
}

export interface SavedCalculation {
  id: string;
  name: string;
  site: SiteCode;
  scheduleId: string;
  rateDay: string;
  query: string;
  createTime: string;
}

/** Saving beyond the member's limit (openapi savePricingCalculation). */
export const CODE_PRICING_FULL = 40901;

export class PricingApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function payloadOf<T>(result: { data?: { code: number; message?: string; payload?: T } | undefined; response: Response }): T {
  const body = result.data;
  if (!body || body.code !== 200 || body.payload === undefined) {
    throw new PricingApiError(body?.code ?? result.response.status, body?.message ?? `HTTP ${result.response.status}`);
  }
  return body.payload;
}

export async function fetchSchedule(main: PricingApiClient, site: SiteCode, day?: string): Promise<FeeSchedule> {
  const result = await main.GET('/pricing/schedule', { params: { query: { site, ...(day ? { day } : {}) } } });
  return payloadOf(result);
}

export async function fetchRates(main: PricingApiClient, day?: string): Promise<DayRates> {
  const result = await main.GET('/pricing/rates', { params: { query: day ? { day } : {} } });
  return payloadOf(result);
}

export async function listCalculations(main: PricingApiClient): Promise<SavedCalculation[]> {
  const result = await main.GET('/pricing/calculations', { verifyCode: false });
  return payloadOf(result);
}

export async function saveCalculation(main: PricingApiClient, body: Omit<SavedCalculation, 'id' | 'createTime'>): Promise<SavedCalculation> {
  // verifyCode off: the page says what went wrong in the reader's language (e.g. the limit).
  const result = await main.POST('/pricing/calculations/save', { body, verifyCode: false });
  return payloadOf(result);
}

export async function removeCalculation(main: PricingApiClient, id: string): Promise<void> {
  const result = await main.POST('/pricing/calculations/remove', { body: { id }, verifyCode: false });
  if (result.data?.code !== 200) throw new PricingApiError(result.data?.code ?? result.response.status, result.data?.message ?? 'failed');
}
