// The analysis page kind (DESIGN.md §6 "Analysis": a scope's dashboard; issue 29 item 4). Two views so
// far. The price analysis: a category's sales in price bands (edges chosen from the data, or the
// member's, in the query as `edges`), per band its units, sales value, products, shops, units per
// product and best sellers, and the totals the bands sum to. The industry overview: a category's
// figures and charts, its sub-categories, top shops and products, and its price bands (to the price
// analysis). Site, category and period are the top bar's.
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_NAMES } from '@sealens/i18n';
import {
  BandEdgesForm,
  CategoryLabel,
  CategoryTopShops,
  CutNotice,
  DataDayStamp,
  EstimateMark,
  ExplanationLayout,
  HistoryCharts,
  PRODUCT_COLUMN_SET,
  PriceBandAnalysis,
  RankingTable,
  SubCategoryShares,
  type CategoryRow,
  type ProductRow,
  type ShopHistoryPoint,
} from '@sealens/workbench';
import { buttonClassName } from '@sealens/ui';
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { explanationHref, INDUSTRY_EXPLANATION_PATH, INDUSTRY_PRICE_ANALYSIS_PATH, type AnalysisPageConfig } from '../../workbench-pages';
import { EXPLANATION_DAYS } from '../explanation/explanation-data';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { AnalysisData, AnalysisScope } from './analysis-data';
import { CampaignAnalysisView } from './campaign-analysis-page';
import { LiveAnalysisView } from './live-analysis-page';
import { ScopeDashboardView } from './scope-dashboard-page';

const productHref = (row: ProductRow) => explanationHref(row.id);
const shopHref = (id: string) => explanationHref(id, 'shop');
const TOP_COLUMNS = ['rank', 'product', 'price', 'units', 'gmv', 'growth', 'trend'] as const;

/** A scope's link on another analysis page: its site and category (and any other key given). */
export function scopeHref(path: string, scope: Pick<AnalysisScope, 'site' | 'categoryId'>, key: 'cat' | 'id', extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [key]: String(scope.categoryId), ...(scope.site ? { site: scope.site } : {}), ...extra });
  return `/workbench/${path}?${params.toString()}`;
}

/** "Home living · Thailand" (all sites: in US dollars). */
function ScopeLine({ scope }: { scope: AnalysisScope }) {
  const { i18n } = useLingui();
  return (
    <p className="text-lg font-semibold text-ink" data-scope={`${scope.site ?? 'ALL'}/${scope.categoryId}`}>
      <CategoryLabel id={scope.categoryId} /> · {scope.site ? i18n._(SITE_NAMES[scope.site]) : <Trans>All sites (US dollars)</Trans>}
    </p>
  );
}

function PeriodNote({ scope }: { scope: AnalysisScope }) {
  if (!scope.periodAsked && !scope.defaulted) return null;
  return (
    <p className="text-sm text-ink-muted" role="note">
      {scope.defaulted && <Trans>No category was chosen: the first one is shown. Choose another in the top bar.</Trans>}{' '}
      {scope.periodAsked && <Trans>This analysis reads rolling periods of 1, 7, 30 or 90 days: it shows the last 30 days.</Trans>}
    </p>
  );
}

function PriceBandsView({ page, data }: { page: AnalysisPageConfig; data: Extract<AnalysisData, { view: 'priceBands' }> }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const { scope, analysis } = data;
  const withEdges = (edges: number[] | null) => {
    const next = new URLSearchParams(params);
    if (edges) next.set('edges', edges.join(','));
    else next.delete('edges');
    navigate({ search: `?${next.toString()}` });
  };
  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={analysis ? <DataDayStamp day={analysis.day} period={analysis.period} kinds={analysis.figureKinds} /> : null}
      tools={
        <Link to={scopeHref(INDUSTRY_EXPLANATION_PATH, scope, 'id')} className={buttonClassName('secondary', 'sm')}>
          <Trans>Industry overview</Trans>
        </Link>
      }
    >
      <ScopeLine scope={scope} />
      <PeriodNote scope={scope} />
      {data.missing ? (
        <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
          <Trans>Our data holds no sales of this category here in the last 180 days.</Trans>
        </p>
      ) : analysis ? (
        <>
          <div className="rounded-lg bg-surface p-3 ring-1 ring-border">
            <BandEdgesForm
              key={analysis.edges.join(',')}
              edges={analysis.edges}
              chosen={analysis.edgesChosen}
              currency={analysis.currency}
              onApply={(edges) => withEdges(edges)}
              onReset={() => withEdges(null)}
            />
          </div>
          <p className="text-sm text-ink-muted">
            <Trans>
              Units per product is what each selling product sold in the band: where it is high and the products are few, demand outruns supply.
            </Trans>
          </p>
          {analysis.cut && (
            <CutNotice cut={analysis.cut} unit="rows" onLogin={analysis.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />
          )}
          <PriceBandAnalysis analysis={analysis} productHref={productHref} caption={t`Price bands, ${analysis.period.from} – ${analysis.period.to}`} />
        </>
      ) : (
        <LoadFailed what={<Trans>The price analysis could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}

function IndustryView({ page, data }: { page: AnalysisPageConfig; data: Extract<AnalysisData, { view: 'industry' }> }) {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const { scope, summary, history, days } = data;
  const daysHref = (d: number) => {
    const next = new URLSearchParams(params);
    next.set('days', String(d));
    return `?${next.toString()}`;
  };
  const item = summary?.item as CategoryRow | undefined;
  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={summary ? <DataDayStamp day={summary.day} kinds={summary.figureKinds} /> : null}
      tools={
        <Link to={scopeHref(INDUSTRY_PRICE_ANALYSIS_PATH, scope, 'cat')} className={buttonClassName('secondary', 'sm')}>
          <Trans>Price analysis</Trans>
        </Link>
      }
    >
      {data.missing ? (
        <>
          <ScopeLine scope={scope} />
          <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
            <Trans>Our data holds no sales of this category here in the last 180 days.</Trans>
          </p>
        </>
      ) : summary && item ? (
        <ExplanationLayout
          header={
            <div className="flex flex-col gap-1">
              <ScopeLine scope={scope} />
              {summary.categoryRank !== null && summary.categoryRank !== undefined && (
                <p className="text-sm text-ink-muted">
                  <Trans>Number {summary.categoryRank} by units sold in the last 30 days</Trans>
                  {/* A place by estimated units (issue 33). */}
                  {summary.figureKinds['categoryRank'] === 'estimated' && <EstimateMark />}
                </p>
              )}
            </div>
          }
          figures={summary.figures}
          currency={item.currency}
          charts={
            <div className="flex flex-col gap-3">
              <nav aria-label={t`Chart period`} className="flex flex-wrap gap-2">
                {EXPLANATION_DAYS.map((d) => (
                  <Link key={d} to={daysHref(d)} aria-current={d === days ? 'page' : undefined} className={buttonClassName(d === days ? 'primary' : 'secondary', 'sm')} preventScrollReset>
                    <Trans>{d} days</Trans>
                  </Link>
                ))}
              </nav>
              {history?.cut && <CutNotice cut={history.cut} unit="days" />}
              {history && history.points.length > 0 ? (
                <HistoryCharts points={history.points as ShopHistoryPoint[]} entity="shop" currency={history.currency} days={days} />
              ) : (
                <p className="text-sm text-ink-muted">
                  <Trans>No daily figures in this period.</Trans>
                </p>
              )}
            </div>
          }
          related={
            <div className="flex flex-col gap-6">
              {(summary.categories?.length ?? 0) > 0 && (
                <section className="flex flex-col gap-2">
                  <h2 className="text-lg font-semibold">
                    <Trans>Sub-categories</Trans>
                  </h2>
                  <SubCategoryShares categories={summary.categories ?? []} currency={item.currency} kinds={summary.figureKinds} />
                </section>
              )}
              <section className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold">
                  <Trans>Price bands</Trans>
                </h2>
                <ul className="flex flex-wrap gap-2 text-sm">
                  {(summary.priceBands ?? []).map((b) => (
                    <li key={b.from} className="rounded bg-surface-muted px-2 py-1">
                      <Trans>
                        {b.from} to {b.to}: {b.units} units
                      </Trans>
                      {/* A band's units are estimated (issue 33). */}
                      {summary.figureKinds['units'] === 'estimated' && <EstimateMark />}
                    </li>
                  ))}
                </ul>
                <Link to={scopeHref(INDUSTRY_PRICE_ANALYSIS_PATH, scope, 'cat', { period: '30' })} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                  <Trans>Open the price analysis</Trans>
                </Link>
              </section>
              <section className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold">
                  <Trans>Top shops, last 30 days</Trans>
                </h2>
                <CategoryTopShops shops={summary.foundShops ?? []} shopHref={shopHref} kinds={summary.figureKinds} />
              </section>
              <section className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold">
                  <Trans>Top products, last 30 days</Trans>
                </h2>
                <RankingTable<ProductRow>
                  rows={summary.shopTop}
                  columns={TOP_COLUMNS}
                  columnSet={PRODUCT_COLUMN_SET}
                  money="site"
                  itemHref={productHref}
                  caption={t`Top products, last 30 days`}
                />
              </section>
            </div>
          }
        />
      ) : (
        <LoadFailed what={<Trans>The industry overview could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}

export function AnalysisPageView({ page, data }: { page: AnalysisPageConfig; data: AnalysisData }) {
  if (data.view === 'scope') return <ScopeDashboardView page={page} data={data} />;
  if (data.view === 'live') return <LiveAnalysisView page={page} data={data} />;
  if (data.view === 'campaign') return <CampaignAnalysisView page={page} data={data} />;
  return data.view === 'priceBands' ? <PriceBandsView page={page} data={data} /> : <IndustryView page={page} data={data} />;
}
