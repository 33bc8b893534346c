// The explanation page kind's data (DESIGN.md §6): one item by `?id=`, its figures and its days
// (`?days=`, or any range `?from=&to=`); without an id, or with words or a link instead of one, the picker.
import type { WorkbenchComponents } from '@sealens/api';
import { SITE_CODES, type SiteCode, type WorkbenchEntity } from '@sealens/domain';
import type { DayRange } from '@sealens/workbench';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { payloadOf, workbenchApi } from '../workbench-api';
import { preloadDayRangeParts } from './day-range-parts';
import { preloadShopParts } from './shop-parts';

type Schemas = WorkbenchComponents['schemas'];

/** The chart periods of an explanation page, in days ending on the data day. */
export const EXPLANATION_DAYS = [7, 30, 90, 180] as const;
export type ExplanationDays = (typeof EXPLANATION_DAYS)[number];
export const DEFAULT_EXPLANATION_DAYS: ExplanationDays = 30;

const ID = /^\d{1,18}$/;

export type ExplanationData =
  | { state: 'pick'; typed: string; matches: Schemas['ItemRef'][] }
  | { state: 'missing'; id: string }
  | { state: 'error' }
  | { state: 'ok'; days: ExplanationDays; range: DayRange | null; summary: Schemas['ItemSummary']; history: Schemas['ItemHistory'] | null };

export function daysOf(value: string | null): ExplanationDays {
  const n = Number(value);
  return (EXPLANATION_DAYS as readonly number[]).includes(n) ? (n as ExplanationDays) : DEFAULT_EXPLANATION_DAYS;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range of `?from=&to=` when both are days in order; else none (the `days` are shown). */
export function rangeOf(params: URLSearchParams): DayRange | null {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : null;
}

/** A brand overview's site (`scope` 'site': the query's `site`; all sites: none). */
function siteOf(url: URL, scope: 'all-sites' | 'site' | undefined): SiteCode | undefined {
  const site = url.searchParams.get('site');
  return scope === 'site' && (SITE_CODES as readonly string[]).includes(site ?? '') ? (site as SiteCode) : undefined;
}

export async function explanationLoader({ request, context }: LoaderFunctionArgs, entity: WorkbenchEntity = 'product', scope?: 'all-sites' | 'site'): Promise<ExplanationData> {
  const url = new URL(request.url);
  const typed = url.searchParams.get('id')?.trim() ?? '';
  const api = workbenchApi(context);
  const site = siteOf(url, scope);
  if (!ID.test(typed)) {
    if (!typed) return { state: 'pick', typed, matches: [] };
    // A link or words: one match opens it; several are offered.
    const found = await api.GET('/item/find', { params: { query: { entity, q: typed.slice(0, 300) } } }).then(
      ({ data }) => payloadOf(data)?.matches ?? [],
      () => [],
    );
    if (found.length === 1 && found[0]) {
      const next = new URL(url);
      next.searchParams.set('id', found[0].id);
      // A brand's overview of one site opens on its best-selling site unless the link names one.
      if (scope === 'site' && !site) next.searchParams.set('site', found[0].site);
      throw redirect(`${next.pathname}${next.search}`);
    }
    return { state: 'pick', typed, matches: found };
  }
  if (scope === 'site' && !site) {
    // An id without its site: the brand's best-selling site (its picker match), else the picker.
    const found = await api.GET('/item/find', { params: { query: { entity, q: typed } } }).then(
      ({ data }) => payloadOf(data)?.matches ?? [],
      () => [],
    );
    if (!found[0]) return { state: 'missing', id: typed };
    const next = new URL(url);
    next.searchParams.set('site', found[0].site);
    throw redirect(`${next.pathname}${next.search}`);
  }
  const scoped = site ? { site } : {};
  const days = daysOf(url.searchParams.get('days'));
  const range = rangeOf(url.searchParams);
  try {
    const [summary, history] = await Promise.all([
      // An id the data does not hold is this page's to say (below), not a toast's.
      api.GET('/item', { params: { query: { entity, id: typed, ...scoped } }, verifyCode: false }),
      // The server cuts a range to the caller's history depth and says so in the answer's `cut`.
      api.GET('/item/history', { params: { query: range ? { entity, id: typed, ...scoped, ...range } : { entity, id: typed, ...scoped, days } }, verifyCode: false }),
      // The any-range form's code, so the page renders it whole (no result of its own).
      preloadDayRangeParts(),
      // A shop's header and breakdowns (their own chunk), so the page renders them whole.
      entity === 'shop' ? preloadShopParts() : undefined,
    ]);
    if (summary.data?.code === 404) return { state: 'missing', id: typed };
    const payload = payloadOf(summary.data);
    if (!payload) return { state: 'error' };
    return { state: 'ok', days, range, summary: payload, history: payloadOf(history.data) ?? null };
  } catch {
    return { state: 'error' };
  }
}
