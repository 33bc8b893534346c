// Sourcing's data (issue 30 item 4; `big-data-selection/1688-selected-goods`): without `id` the
// product picker; with one, its matching 1688 offers (GET /sourcing) and what the pricing calculator
// needs for each margin: the product's site's fee schedule and the day's rates (the calculator's own
// calls), read beside the matches.
import type { WorkbenchComponents } from '@sealens/api';
import { siteApi } from '@sealens/auth';
import { fetchRates, fetchSchedule, type DayRates } from '@sealens/pricing';
import type { FeeSchedule } from '@sealens/pricing/core';
import { isSiteCode } from '@sealens/domain';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';
import { payloadOf } from '../workbench-api';

export type Sourcing = WorkbenchComponents['schemas']['Sourcing'];

export type SourcingData =
  | { state: 'pick' }
  | { state: 'missing'; id: string }
  | { state: 'failed'; id: string }
  | { state: 'ready'; sourcing: Sourcing; schedule: FeeSchedule | null; rates: DayRates | null };

export async function sourcingLoader({ request, context }: LoaderFunctionArgs): Promise<SourcingData> {
  const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
  if (!id) return { state: 'pick' };
  if (!/^\d{1,18}$/.test(id)) return { state: 'missing', id };
  const api = loaderApi(context, siteApi);
  const answer = await api.workbench.GET('/sourcing', { params: { query: { id } }, verifyCode: false }).then(
    ({ data }) => data,
    () => undefined,
  );
  if (answer?.code === 404) return { state: 'missing', id };
  const sourcing = payloadOf(answer);
  if (!sourcing) return { state: 'failed', id };
  const site = sourcing.product.site;
  const [schedule, rates] = await Promise.all([
    isSiteCode(site) ? fetchSchedule(api.main, site).catch(() => null) : null,
    fetchRates(api.main).catch(() => null),
  ]);
  return { state: 'ready', sourcing, schedule, rates };
}
