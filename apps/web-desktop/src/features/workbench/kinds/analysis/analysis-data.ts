// The analysis page kind's data (DESIGN.md §6 "Analysis": a scope's dashboard; issue 29 item 4). The
// scope is the page's query: `site` (absent: all sites, in dollars) and a category (`cat`, the top
// bar's; the industry overview's own `id`). The price analysis asks GET /analysis for the period's
// bands (`edges`: the member's, else chosen from the data); the industry overview asks the category's
// item summary and history.
import type { WorkbenchComponents } from '@sealens/api';
import { CATEGORY_IDS, DEFAULT_PERIOD, SITE_CODES, type SiteCode } from '@sealens/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { DASHBOARD_PATHS, LIVE_PATHS, type AnalysisPageConfig } from '../../workbench-pages';
import { campaignQueryOf, loadCampaigns, type CampaignData } from './campaign-data';
import { daysOf, type ExplanationDays } from '../explanation/explanation-data';
import { payloadOf, workbenchApi } from '../workbench-api';

type Schemas = WorkbenchComponents['schemas'];

/** The analysis's periods (rolling days: a calendar month is not one of them). */
export const ANALYSIS_PERIODS = [1, 7, 30, 90] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];
/** A calendar month asked (the top bar offers months) is read as the last 30 days, and the page says so. */
export const MONTH_ANALYSIS_PERIOD: AnalysisPeriod = 30;

export interface AnalysisScope {
  site?: SiteCode;
  categoryId: number;
  /** Whether the category is the page's default (none was asked). */
  defaulted: boolean;
  period: AnalysisPeriod;
  /** The period asked when it is not one of the analysis's (a month): the page says it shows 30 days. */
  periodAsked?: string;
  edges?: number[];
}

/** A dashboard's scope (site and all-site analysis): a site or all sites, all categories or one, a period. */
export interface DashboardScope {
  site?: SiteCode;
  categoryId?: number;
  period: AnalysisPeriod;
  periodAsked?: string;
}

export type AnalysisData =
  | CampaignData
  | { view: 'live'; scope: DashboardScope; live: Schemas['LiveAnalysis'] | null }
  | { view: 'scope'; scope: DashboardScope; dashboard: Schemas['ScopeAnalysis'] | null }
  | { view: 'priceBands'; scope: AnalysisScope; analysis: Schemas['Analysis'] | null; missing: boolean }
  | { view: 'industry'; scope: AnalysisScope; days: ExplanationDays; summary: Schemas['ItemSummary'] | null; history: Schemas['ItemHistory'] | null; missing: boolean };

const isCategoryOrSub = (id: number) => (CATEGORY_IDS as readonly number[]).includes(id >= 1_000_000 ? Math.floor(id / 100) : id) && (id < 1_000_000 || id % 100 >= 1);

/** The scope of the page's query; `key` names the category's parameter (`cat`, or the overview's `id`). */
export function analysisScopeOf(params: URLSearchParams, key: 'cat' | 'id'): AnalysisScope {
  const siteText = params.get('site') ?? '';
  const site = (SITE_CODES as readonly string[]).includes(siteText) ? (siteText as SiteCode) : undefined;
  const asked = Number(params.get(key) ?? params.get('cat') ?? '');
  const categoryId = Number.isInteger(asked) && isCategoryOrSub(asked) ? asked : (CATEGORY_IDS[0] ?? 99997);
  const periodText = params.get('period');
  // No period: the top bar's default (it leaves that one out of the URL), so the switch and the page agree.
  const period = (ANALYSIS_PERIODS as readonly number[]).includes(Number(periodText)) ? (Number(periodText) as AnalysisPeriod) : periodText ? MONTH_ANALYSIS_PERIOD : DEFAULT_PERIOD;
  const edgesText = params.get('edges');
  const edges = edgesText ? edgesText.split(',').map(Number) : undefined;
  return {
    ...(site ? { site } : {}),
    categoryId,
    defaulted: categoryId !== asked,
    period,
    ...(periodText && String(period) !== periodText ? { periodAsked: periodText } : {}),
    ...(edges && edges.every((e) => Number.isFinite(e) && e > 0) ? { edges } : {}),
  };
}

/** A dashboard's scope from its query: no category is all categories. */
export function dashboardScopeOf(params: URLSearchParams): DashboardScope {
  const { site, categoryId, defaulted, period, periodAsked } = analysisScopeOf(params, 'cat');
  return { ...(site ? { site } : {}), ...(defaulted ? {} : { categoryId }), period, ...(periodAsked ? { periodAsked } : {}) };
}

/**
 * A site analysis's link without a site opens the first site's (the address then says which); an
 * all-site analysis asked for one site opens the site analysis of the same focus.
 */
export function dashboardRedirect(url: URL, page: AnalysisPageConfig): string | undefined {
  const site = url.searchParams.get('site');
  const focus = page.focus ?? 'industry';
  if (page.sites === 'one' && !(SITE_CODES as readonly string[]).includes(site ?? '')) {
    url.searchParams.set('site', SITE_CODES[0]);
    return `${url.pathname}${url.search}`;
  }
  if (page.sites === 'all' && (SITE_CODES as readonly string[]).includes(site ?? '')) return `/workbench/${DASHBOARD_PATHS[focus].site}${url.search}`;
  return undefined;
}

/**
 * A live analysis's redirects (issue 32), as the dashboards': the site analysis without a site opens
 * the first site's, the all-site one asked for a site opens the site analysis. The hot lists take
 * either (the top bar's site, or all sites).
 */
export function liveRedirect(url: URL, page: AnalysisPageConfig): string | undefined {
  const site = url.searchParams.get('site');
  if (page.sites === 'one' && !(SITE_CODES as readonly string[]).includes(site ?? '')) {
    url.searchParams.set('site', SITE_CODES[0]);
    return `${url.pathname}${url.search}`;
  }
  if (page.sites === 'all' && (SITE_CODES as readonly string[]).includes(site ?? '')) return `/workbench/${LIVE_PATHS.site}${url.search}`;
  return undefined;
}

/** A live analysis's scope: sessions are a shop's, so a sub-category asked reads as its category. */
export function liveScopeOf(params: URLSearchParams): DashboardScope {
  const scope = dashboardScopeOf(params);
  const categoryId = scope.categoryId !== undefined && scope.categoryId >= 1_000_000 ? Math.floor(scope.categoryId / 100) : scope.categoryId;
  return { ...scope, ...(categoryId !== undefined ? { categoryId } : {}) };
}

export async function analysisLoader({ request, context }: LoaderFunctionArgs, page: AnalysisPageConfig): Promise<AnalysisData> {
  const url = new URL(request.url);
  const api = workbenchApi(context);
  if (page.view === 'campaign') return loadCampaigns(api, page, campaignQueryOf(url.searchParams, page.campaign ?? 'days'));
  if (page.view === 'live') {
    const to = liveRedirect(url, page);
    if (to) throw redirect(to);
    const scope = liveScopeOf(url.searchParams);
    const query = {
      period: String(scope.period) as '30',
      list: page.live ?? 'sessions',
      ...(scope.site ? { site: scope.site } : {}),
      ...(scope.categoryId !== undefined ? { cat: scope.categoryId } : {}),
    };
    const answer = await api.GET('/live', { params: { query }, verifyCode: false }).then(
      ({ data }) => data,
      () => undefined,
    );
    return { view: 'live', scope, live: payloadOf(answer) ?? null };
  }
  if (page.view === 'scope') {
    const to = dashboardRedirect(url, page);
    if (to) throw redirect(to);
    const scope = dashboardScopeOf(url.searchParams);
    const query = {
      breakdown: 'scope' as const,
      period: String(scope.period) as '30',
      ...(page.sites === 'one' && scope.site ? { site: scope.site } : {}),
      ...(scope.categoryId !== undefined ? { cat: scope.categoryId } : {}),
    };
    const answer = await api.GET('/analysis', { params: { query }, verifyCode: false }).then(
      ({ data }) => data,
      () => undefined,
    );
    const payload = payloadOf(answer);
    return { view: 'scope', scope, dashboard: payload?.breakdown === 'scope' ? payload : null };
  }
  if (page.view === 'priceBands') {
    const scope = analysisScopeOf(url.searchParams, 'cat');
    const query = {
      breakdown: 'priceBands' as const,
      cat: scope.categoryId,
      period: String(scope.period) as '30',
      ...(scope.site ? { site: scope.site } : {}),
      ...(scope.edges ? { edges: scope.edges.join(',') } : {}),
    };
    const answer = await api.GET('/analysis', { params: { query }, verifyCode: false }).then(
      ({ data }) => data,
      () => undefined,
    );
    const payload = payloadOf(answer);
    return { view: 'priceBands', scope, analysis: payload?.breakdown === 'priceBands' ? payload : null, missing: answer?.code === 404 };
  }
  const scope = analysisScopeOf(url.searchParams, 'id');
  const days = daysOf(url.searchParams.get('days'));
  const id = String(scope.categoryId);
  const site = scope.site ? { site: scope.site } : {};
  const [summary, history] = await Promise.all([
    api.GET('/item', { params: { query: { entity: 'category', id, ...site } }, verifyCode: false }).then(
      ({ data }) => data,
      () => undefined,
    ),
    api.GET('/item/history', { params: { query: { entity: 'category', id, days, ...site } }, verifyCode: false }).then(
      ({ data }) => payloadOf(data) ?? null,
      () => null,
    ),
  ]);
  return { view: 'industry', scope, days, summary: payloadOf(summary) ?? null, history, missing: summary?.code === 404 };
}
