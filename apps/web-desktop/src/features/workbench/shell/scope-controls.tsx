// The top bar's scope (issue 26 item 1): site (9 and all sites), category and sub-category, and the
// period. They write the page's query (the URL is the state), back to the first page; the page reads it.
import { useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { CATEGORIES, DEFAULT_PERIOD, isCategoryId, LAZADA_SITE_CODES, RANKING_ENTITY_RULES, SITE_CODES, type RankingPeriod } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { Select } from '@sealens/ui';
import { LAZADA_SITE_NAMES, PeriodSwitch, useSubCategoryNames } from '@sealens/workbench';
import { useEffect, useState } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { entityOfWorkbenchPath, fixedPeriodOfWorkbenchPath, isDataDayWorkbenchPath, rankingMarketplaceOfWorkbenchPath } from '../workbench-pages';

export const ALL = 'all';

interface SubCategory {
  typeId: number;
  name: string;
}

/** The sub-categories of a category as the market data lists them (main base, issue #11; its names are English). */
function useSubCategories(categoryId: number | undefined): SubCategory[] {
  const [subs, setSubs] = useState<{ of?: number; list: SubCategory[] }>({ list: [] });
  useEffect(() => {
    if (categoryId === undefined) return;
    let live = true;
    siteApi()
      .main.GET('/home/industryHotSalesTypes', { params: { query: { pId: categoryId } } })
      .then(({ data }) => {
        const list = (data?.payload ?? []) as { typeId: number; name?: string }[];
        if (live) setSubs({ of: categoryId, list: list.map((s) => ({ typeId: Number(s.typeId), name: s.name ?? String(s.typeId) })) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [categoryId]);
  return subs.of === categoryId ? subs.list : [];
}

/** The months the page's data offers (a ranking answer's `months`), newest first. */
function usePageMonths(): string[] {
  // The workbench page's data (workbench-page-route.tsx) wraps its kind's.
  const page = useMatches().at(-1)?.data as { data?: { ranking?: { months?: string[] } | null } } | undefined;
  return page?.data?.ranking?.months ?? [];
}

function periodOf(value: string | null): RankingPeriod {
  if (value && /^\d{4}-\d{2}$/.test(value)) return value as RankingPeriod;
  const n = Number(value);
  return n === 1 || n === 7 || n === 30 || n === 90 ? n : DEFAULT_PERIOD;
}

/** The page's scope as its query and path say: what the controls show and the phone's summary names. */
export function useScopeQuery() {
  const [params, setParams] = useSearchParams();
  const path = (useMatches().at(-1)?.data as { path?: string } | undefined)?.path;
  const cat = Number(params.get('cat') ?? Number.NaN);
  const categoryId = isCategoryId(cat) ? cat : isCategoryId(Math.floor(cat / 100)) ? Math.floor(cat / 100) : undefined;
  return {
    params,
    setParams,
    entity: entityOfWorkbenchPath(path),
    // A blue-ocean page's figures are over its index's 30 days: no switch pretends to change them.
    fixedDays: fixedPeriodOfWorkbenchPath(path),
    // The probe reads the data day's slots alone: a period switch would say "7 days" and change nothing.
    dataDay: isDataDayWorkbenchPath(path),
    // The second marketplace's lists offer its six sites (issue 32 item 3), "all" being those six.
    lazada: rankingMarketplaceOfWorkbenchPath(path) === 'lazada',
    site: params.get('site') ?? ALL,
    categoryId,
    subId: categoryId !== undefined && cat !== categoryId ? cat : undefined,
    period: periodOf(params.get('period')),
  };
}

export function ScopeControls() {
  const { i18n, t } = useLingui();
  const { params, setParams, entity, fixedDays, dataDay, lazada, site, categoryId, subId, period } = useScopeQuery();
  // A shop's category is its own: a shop page offers no sub-category (the server refuses one).
  const withSubCategories = RANKING_ENTITY_RULES[entity ?? 'product'].subCategories;
  const subs = useSubCategories(categoryId);
  // The reader's language for the data's English names, loaded once a category is chosen.
  const subName = useSubCategoryNames(categoryId !== undefined);
  const months = usePageMonths();

  const change = (key: 'site' | 'cat' | 'period', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === ALL || (key === 'period' && value === String(DEFAULT_PERIOD))) next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setParams(next);
  };

  return (
    <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap" data-testid="workbench-scope">
      {/* Wide enough for "All sites (US dollars)" on one line, in the longest language too (pt). */}
      <Select
        label={t`Site`}
        className="sm:w-64"
        value={site}
        onValueChange={(v) => change('site', v)}
        options={
          lazada
            ? [{ value: ALL, label: t`All Lazada sites (US dollars)` }, ...LAZADA_SITE_CODES.map((code) => ({ value: code, label: i18n._(LAZADA_SITE_NAMES[code]) }))]
            : [{ value: ALL, label: t`All sites (US dollars)` }, ...SITE_CODES.map((code) => ({ value: code, label: i18n._(SITE_NAMES[code]) }))]
        }
      />
      <Select
        label={t`Category`}
        className="sm:w-48"
        value={categoryId === undefined ? ALL : String(categoryId)}
        onValueChange={(v) => change('cat', v)}
        options={[{ value: ALL, label: t`All categories` }, ...CATEGORIES.map((c) => ({ value: String(c.id), label: i18n._(CATEGORY_NAMES[c.id]) }))]}
      />
      {withSubCategories && (
      <Select
        label={t`Sub-category`}
        className="sm:w-48"
        disabled={categoryId === undefined}
        value={subId === undefined ? ALL : String(subId)}
        onValueChange={(v) => change('cat', v === ALL ? (categoryId === undefined ? undefined : String(categoryId)) : v)}
        options={[
          { value: ALL, label: t`All sub-categories` },
          // The chosen sub-category stays named while the list loads.
          ...(subId !== undefined && !subs.some((s) => s.typeId === subId) ? [{ value: String(subId), label: subName(subId) ?? String(subId) }] : []),
          ...subs.map((s) => ({ value: String(s.typeId), label: subName(s.typeId) ?? s.name })),
        ]}
      />
      )}
      {dataDay ? (
        <p className="col-span-2 self-center text-sm text-ink-muted" data-testid="workbench-fixed-period">
          {t`Period: the data day, the day whose slots this page lists.`}
        </p>
      ) : fixedDays ? (
        <p className="col-span-2 self-center text-sm text-ink-muted" data-testid="workbench-fixed-period">
          {t`Period: the last ${fixedDays} days, always: the blue-ocean index is computed over them.`}
        </p>
      ) : (
        <PeriodSwitch className="col-span-2" value={period} months={months} onChange={(next) => change('period', String(next))} />
      )}
    </div>
  );
}
