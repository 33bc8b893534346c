// The live analysis pages (issue 32): the analysis kind's `live` view, one configuration per list.
// The all-site and site analyses lead with the top sessions; the hot lists with the products, shops
// or brands that sold most live. Each shows the scope's live figures (each with its days and unit),
// the units sold live a day, its list (rows open their explanation) and the sessions by site,
// category and starting hour, each part linking to the page of its scope. Site, category and period
// are the top bar's, in the address.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatGrowth, formatNumber, SITE_CODES, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useFormatLocale } from '@sealens/market';
import {
  CategoryLabel,
  CutNotice,
  DashboardFigures,
  DataDayStamp,
  formatAmount,
  formatDay,
  LineChart,
  LiveBreakdownTable,
  LiveListTable,
  type DashboardFigure,
  type LiveAnalysis,
  type LiveRow,
} from '@sealens/workbench';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { brandHref, explanationHref, LIVE_PATHS, type AnalysisPageConfig, type LivePageList } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { AnalysisData, DashboardScope } from './analysis-data';
import { ScopeHeading } from './scope-heading';

/** A live page of the scope (site, category, period) and any other key given. */
export function liveHref(path: string, scope: Pick<DashboardScope, 'site' | 'categoryId' | 'period'>): string {
  const params = new URLSearchParams();
  if (scope.site) params.set('site', scope.site);
  if (scope.categoryId !== undefined) params.set('cat', String(scope.categoryId));
  params.set('period', String(scope.period));
  return `/workbench/${path}?${params.toString()}`;
}

/** The page listing `list` for a scope: the sessions of one site or of all sites, else the hot list. */
const listPath = (list: LivePageList, site: SiteCode | undefined) => (list === 'sessions' ? (site ? LIVE_PATHS.site : LIVE_PATHS.allSites) : LIVE_PATHS[list]);

/** A row's explanation: a session's shop, a product, a shop, a brand (of its site, or of all sites). */
function rowHref(list: LivePageList, row: LiveRow): string | undefined {
  if (list === 'product') return row.goodsId ? explanationHref(row.goodsId) : undefined;
  if (list === 'brand') return row.brandId ? brandHref(row.brandId, row.site ?? 'ALL') : undefined;
  return row.shopId ? explanationHref(row.shopId, 'shop') : undefined;
}

function renderLink(href: string, children: ReactNode, label?: string) {
  return (
    <Link to={href} aria-label={label} className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
      {children}
    </Link>
  );
}

function useLiveFigures(scope: DashboardScope, d: LiveAnalysis): DashboardFigure[] {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const days = d.period.days;
  const from = formatDay(d.period.from, locale);
  const to = formatDay(d.period.to, locale);
  const period = t`${days} days: ${from} – ${to}`;
  // A symbol alone ($, R$) is ambiguous across sites: the ISO code says which currency it is.
  const money = (v: number | null) => {
    const text = formatAmount(v, d.currency, locale);
    return v === null || text.includes(d.currency) ? text : `${text} ${d.currency}`;
  };
  const count = (v: number) => formatNumber(v, { locale });
  const before = d.previous;
  const growth = before && before.gmv > 0 ? Math.round(((d.total.gmv - before.gmv) / before.gmv) * 10_000) / 100 : null;
  const minutes = d.total.avgMinutes;
  // Each tile says its kind as the answer does (a growth is its figure's): the estimated ones carry the mark.
  const estimated = (figure: string) => d.figureKinds[figure] === 'estimated';
  return [
    { id: 'sessions', label: t`Live sessions`, value: count(d.total.sessions), note: period, href: liveHref(listPath('sessions', scope.site), scope), estimated: estimated('sessions') },
    { id: 'shops', label: t`Shops live`, value: count(d.total.shops), note: t`With a session in the ${days} days: ${from} – ${to}`, href: liveHref(LIVE_PATHS.shop, scope), estimated: estimated('sessions') },
    { id: 'viewers', label: t`Viewers (people)`, value: count(d.total.viewers), note: t`Everyone who watched a session, summed over the sessions, ${period}`, estimated: estimated('viewers') },
    { id: 'units', label: t`Units sold live`, value: count(d.total.units), note: period, href: liveHref(LIVE_PATHS.product, scope), estimated: estimated('units') },
    { id: 'gmv', label: t`Sales value live`, value: money(d.total.gmv), note: period, href: liveHref(LIVE_PATHS.brand, scope), estimated: estimated('gmv') },
    {
      id: 'growth',
      label: t`Growth of sales value live`,
      value: growth === null ? '-' : formatGrowth(growth, locale),
      note: before === null ? t`Our data holds no ${days} days before this period` : t`On the ${days} days before, ${period}`,
      estimated: estimated('gmv'),
    },
    {
      id: 'minutes',
      label: t`Average session length`,
      value: minutes === null ? '-' : t`${formatNumber(minutes, { locale, decimals: 0 })} minutes`,
      note: period,
      estimated: estimated('minutes'),
    },
  ];
}

function LiveBody({ page, scope, d }: { page: AnalysisPageConfig; scope: DashboardScope; d: LiveAnalysis }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const list = page.live ?? 'sessions';
  const days = d.period.days;
  const figures = useLiveFigures(scope, d);
  const caption = {
    sessions: t`The live sessions that sold most, ${days} days`,
    product: t`The products that sold most live, ${days} days`,
    shop: t`The shops that sold most live, ${days} days`,
    brand: t`The brands that sold most live, ${days} days`,
  }[list];
  const ownPath = page.path;
  return (
    <>
      <DashboardFigures figures={figures} renderLink={(f, children, label) => renderLink(f.href ?? '', children, label)} />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Units sold live a day, last 30 days</Trans>
        </h2>
        <LineChart
          title={t`Units sold live a day, last 30 days`}
          dates={d.series.map((p) => p.day)}
          series={[{ label: t`Units sold live`, values: d.series.map((p) => p.units) }]}
          unit={t`units`}
          format={(v) => formatNumber(v, { locale })}
        />
      </section>
      <section className="flex flex-col gap-2" data-live-section="list">
        <h2 className="text-lg font-semibold">{caption}</h2>
        {d.cut && <CutNotice cut={d.cut} unit="rows" onLogin={d.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />}
        {d.rows.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>No session showed a product the data holds in this scope and period.</Trans>
          </p>
        ) : (
          <LiveListTable
            list={list}
            rows={d.rows}
            currency={d.currency}
            caption={caption}
            kinds={d.figureKinds}
            allSites={!scope.site}
            hrefOf={(row) => rowHref(list, row)}
            shopHrefOf={(row) => (row.shopId ? explanationHref(row.shopId, 'shop') : undefined)}
            renderLink={(href, children) => renderLink(href, children)}
          />
        )}
      </section>
      {!scope.site && d.sites.length > 0 && (
        <section className="flex flex-col gap-2" data-breakdown="sites">
          <h2 className="text-lg font-semibold">
            <Trans>By site</Trans>
          </h2>
          <LiveBreakdownTable
            parts={d.sites}
            totalGmv={d.total.gmv}
            currency={d.currency}
            kinds={d.figureKinds}
            caption={t`Live sessions by site, ${days} days`}
            nameHeader={t`Site`}
            keyOf={(p) => p.site}
            nameOf={(p) => i18n._(SITE_NAMES[p.site])}
            hrefOf={(p) => ((SITE_CODES as readonly string[]).includes(p.site) ? liveHref(list === 'sessions' ? LIVE_PATHS.site : ownPath, { ...scope, site: p.site }) : undefined)}
            renderLink={(href, children) => renderLink(href, children)}
          />
        </section>
      )}
      <section className="flex flex-col gap-2" data-breakdown="categories">
        <h2 className="text-lg font-semibold">
          <Trans>By the shop's category</Trans>
        </h2>
        <LiveBreakdownTable
          parts={d.categories}
          totalGmv={d.total.gmv}
          currency={d.currency}
          kinds={d.figureKinds}
          caption={t`Live sessions by the shop's category, ${days} days`}
          nameHeader={t`Category`}
          keyOf={(p) => String(p.categoryId)}
          nameOf={(p) => <CategoryLabel id={p.categoryId} />}
          hrefOf={(p) => liveHref(ownPath, { ...scope, categoryId: p.categoryId })}
          renderLink={(href, children) => renderLink(href, children)}
        />
      </section>
      <section className="flex flex-col gap-2" data-breakdown="hours">
        <h2 className="text-lg font-semibold">
          <Trans>By starting hour (China time)</Trans>
        </h2>
        <LiveBreakdownTable
          parts={d.hours}
          totalGmv={d.total.gmv}
          currency={d.currency}
          kinds={d.figureKinds}
          caption={t`Live sessions by starting hour, ${days} days`}
          nameHeader={t`Starting hour`}
          keyOf={(p) => String(p.hour)}
          nameOf={(p) => `${String(p.hour).padStart(2, '0')}:00`}
        />
      </section>
    </>
  );
}

export function LiveAnalysisView({ page, data }: { page: AnalysisPageConfig; data: Extract<AnalysisData, { view: 'live' }> }) {
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const { scope, live } = data;
  return (
    <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)} stamp={live ? <DataDayStamp day={live.day} period={live.period} kinds={live.figureKinds} /> : null}>
      <ScopeHeading scope={scope} allSitesHref={page.sites === 'one' ? liveHref(LIVE_PATHS.allSites, { ...scope, site: undefined }) : undefined} />
      {live ? (
        live.total.sessions === 0 ? (
          <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
            <Trans>Our data holds no live session in this scope and period.</Trans>
          </p>
        ) : (
          <LiveBody page={page} scope={scope} d={live} />
        )
      ) : (
        <LoadFailed what={<Trans>The analysis could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}
