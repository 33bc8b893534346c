// The site and all-site analysis dashboards (issue 30 item 5): the analysis kind's `scope` view, one
// configuration per focus (products, shops, industries) over one site or all sites. Each shows the
// scope's figures (each with its days and unit, linking to the ranking behind it with the scope's
// filters in its address), the units a day, and its sales by category, price band and shop type,
// each part linking to its list; the focus decides which figures lead, the breakdowns' order and the
// lists they open.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatGrowth, formatNumber, type ShopType } from '@sealens/domain';
import { useFormatLocale } from '@sealens/market';
import {
  CategoryLabel,
  DashboardFigures,
  DataDayStamp,
  formatAmount,
  formatDay,
  LineChart,
  ScopeBreakdownTable,
  SHOP_TYPE_NAMES,
  type DashboardFigure,
  type ScopeAnalysis,
  type ScopePart,
} from '@sealens/workbench';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { DASHBOARD_PATHS, industryHref, type AnalysisPageConfig, type DashboardFocus } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { AnalysisData, DashboardScope } from './analysis-data';
import { ScopeHeading } from './scope-heading';

/** The rankings a dashboard's figures open. */
const LISTS = {
  products: 'product/hot-sales-product',
  soaringProducts: 'product/soaring-product',
  newProducts: 'product/hot-sales-new-product',
  shops: 'store/hot-sales-store',
  soaringShops: 'store/soaring-store',
  newShops: 'store/hot-sales-new-store',
  industries: 'industry/hot-sales-industry',
  soaringIndustries: 'industry/soaring-industry',
} as const;

/** A ranking of the dashboard's scope (site, category, period) with more filters, in its address. */
export function listHref(list: keyof typeof LISTS, scope: Pick<DashboardScope, 'site' | 'categoryId' | 'period'>, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  if (scope.site) params.set('site', scope.site);
  // A shop ranking's category is the shop's own: it takes a category, not a sub-category.
  const cat = list.endsWith('hops') && scope.categoryId !== undefined && scope.categoryId >= 1_000_000 ? Math.floor(scope.categoryId / 100) : scope.categoryId;
  if (cat !== undefined) params.set('cat', String(cat));
  params.set('period', String(scope.period));
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  return `/workbench/${LISTS[list]}?${params.toString()}`;
}

const isShopType = (key: string): key is ShopType => key === 'cross-border' || key === 'local' || key === 'mall';

function renderLink(href: string, children: ReactNode, label?: string) {
  return (
    <Link to={href} aria-label={label} className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
      {children}
    </Link>
  );
}

function useFigures(focus: DashboardFocus, scope: DashboardScope, d: ScopeAnalysis): DashboardFigure[] {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const days = d.period.days;
  const from = formatDay(d.period.from, locale);
  const to = formatDay(d.period.to, locale);
  const period = t`${days} days: ${from} – ${to}`;
  const newDays = d.newcomers.days;
  const newProducts = d.newcomers.products;
  const newShops = d.newcomers.shops;
  // A symbol alone ($, R$) is ambiguous across sites: the ISO code says which currency it is (as SiteMoney does).
  const money = (v: number | null) => {
    const text = formatAmount(v, d.currency, locale);
    return v === null || text.includes(d.currency) ? text : `${text} ${d.currency}`;
  };
  const percent = (v: number | null) => (v === null ? '-' : `${formatNumber(v, { locale, decimals: 1 })}%`);
  const all: Record<string, DashboardFigure> = {
    gmv: { id: 'gmv', label: t`Sales value`, value: money(d.total.gmv), note: period, href: listHref(focus === 'store' ? 'shops' : focus === 'industry' ? 'industries' : 'products', scope, { sort: 'gmv' }) },
    units: { id: 'units', label: t`Units sold`, value: formatNumber(d.total.units, { locale }), note: period, href: listHref(focus === 'industry' ? 'industries' : 'products', scope) },
    products: { id: 'products', label: t`Selling products`, value: formatNumber(d.total.products, { locale }), note: t`With a sale in the ${days} days: ${from} – ${to}`, href: listHref('products', scope) },
    shops: { id: 'shops', label: t`Active shops`, value: formatNumber(d.total.shops, { locale }), note: t`With a sale in the ${days} days: ${from} – ${to}`, href: listHref('shops', scope) },
    gmvPerShop: {
      id: 'gmvPerShop',
      label: t`Sales value per active shop`,
      value: money(d.total.shops > 0 ? d.total.gmv / d.total.shops : null),
      note: period,
      href: listHref('shops', scope, { sort: 'gmv' }),
    },
    growth: {
      id: 'growth',
      label: t`Growth of units`,
      value: d.growth === null ? '-' : formatGrowth(d.growth, locale),
      note: d.growth === null ? t`Our data holds no ${days} days before this period` : t`On the ${days} days before, ${period}`,
      href: listHref(focus === 'store' ? 'soaringShops' : focus === 'industry' ? 'soaringIndustries' : 'soaringProducts', scope),
    },
    top10Products: {
      id: 'top10Products',
      label: t`Top-10 products' share`,
      value: percent(d.concentration.top10Products),
      note: t`Of the sales value, ${period}`,
      href: listHref('products', scope, { sort: 'gmv' }),
    },
    top10Shops: { id: 'top10Shops', label: t`Top-10 shops' share`, value: percent(d.concentration.top10Shops), note: t`Of the sales value, ${period}`, href: listHref('shops', scope, { sort: 'gmv' }) },
    newProducts: {
      id: 'newProducts',
      label: t`New products' share`,
      value: percent(d.newcomers.productShare),
      note: t`Of the sales value, ${period}: ${newProducts} products listed within the last ${newDays} days`,
      href: listHref('newProducts', scope),
    },
    newShops: {
      id: 'newShops',
      label: t`New shops' share`,
      value: percent(d.newcomers.shopShare),
      note: t`Of the sales value, ${period}: ${newShops} shops opened or first selling within the last ${newDays} days`,
      href: listHref('newShops', scope),
    },
  };
  const order: Record<DashboardFocus, string[]> = {
    product: ['gmv', 'units', 'products', 'growth', 'top10Products', 'newProducts'],
    store: ['shops', 'gmv', 'gmvPerShop', 'growth', 'top10Shops', 'newShops'],
    industry: ['gmv', 'units', 'growth', 'products', 'top10Products', 'newProducts'],
  };
  // Each tile says its kind as the answer does: the estimated ones (all of them today) carry the mark.
  const kindOf: Record<string, string> = { gmvPerShop: 'gmv', top10Products: 'top10Share', top10Shops: 'top10Share', newProducts: 'newShare', newShops: 'newShare' };
  return order[focus]
    .map((id) => all[id])
    .filter((f): f is DashboardFigure => f !== undefined)
    .map((f) => ({ ...f, estimated: d.figureKinds[kindOf[f.id] ?? f.id] === 'estimated' }));
}

function Breakdowns({ focus, scope, d }: { focus: DashboardFocus; scope: DashboardScope; d: ScopeAnalysis }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const days = d.period.days;
  const money = (v: number) => formatAmount(v, d.currency, locale);
  const byCategory = scope.categoryId === undefined ? t`By category` : t`By sub-category`;
  const sections = {
    categories: (
      <ScopeBreakdownTable
        parts={d.categories}
        currency={d.currency}
        kinds={d.figureKinds}
        caption={t`${byCategory}, ${days} days`}
        nameHeader={scope.categoryId === undefined ? t`Category` : t`Sub-category`}
        nameOf={(p) => (p.key === 'other' ? t`Without a sub-category` : <CategoryLabel id={Number(p.key)} />)}
        hrefOf={(p) => {
          if (p.key === 'other') return undefined;
          const categoryId = Number(p.key);
          if (focus === 'industry') return industryHref({ id: p.key, site: scope.site ?? 'ALL' });
          return listHref(focus === 'store' ? 'shops' : 'products', { ...scope, categoryId });
        }}
        renderLink={(href, children) => renderLink(href, children)}
      />
    ),
    priceBands: (
      <ScopeBreakdownTable
        parts={d.priceBands}
        currency={d.currency}
        kinds={d.figureKinds}
        caption={t`By price band, ${days} days`}
        nameHeader={t`Price band`}
        nameOf={(p: ScopePart) => {
          const low = money(p.from ?? 0);
          const high = p.to === null || p.to === undefined ? null : money(p.to);
          return high === null ? t`${low} and more` : t`${low} to under ${high}`;
        }}
        // The band's own cheapest and dearest product bound its list: the band's edges, both inclusive in a
        // ranking's price filter, put a product priced at an edge in two neighbouring lists.
        hrefOf={(p) =>
          p.products > 0 ? listHref('products', scope, { priceMin: p.lowest ?? (p.from ? p.from : undefined), priceMax: p.highest ?? p.to ?? undefined }) : undefined
        }
        renderLink={(href, children) => renderLink(href, children)}
      />
    ),
    shopTypes: (
      <ScopeBreakdownTable
        parts={d.shopTypes}
        currency={d.currency}
        kinds={d.figureKinds}
        caption={t`By shop type, ${days} days`}
        nameHeader={t`Shop type`}
        nameOf={(p) => (isShopType(p.key) ? i18n._(SHOP_TYPE_NAMES[p.key]) : p.key)}
        hrefOf={(p) => (isShopType(p.key) ? listHref(focus === 'store' ? 'shops' : 'products', scope, { shopType: p.key }) : undefined)}
        renderLink={(href, children) => renderLink(href, children)}
      />
    ),
  };
  const titles = { categories: byCategory, priceBands: t`By price band`, shopTypes: t`By shop type` };
  const order: Record<DashboardFocus, (keyof typeof sections)[]> = {
    product: ['priceBands', 'categories', 'shopTypes'],
    store: ['shopTypes', 'categories', 'priceBands'],
    industry: ['categories', 'priceBands', 'shopTypes'],
  };
  return (
    <>
      {order[focus].map((key) => (
        <section key={key} className="flex flex-col gap-2" data-breakdown={key}>
          <h2 className="text-lg font-semibold">{titles[key]}</h2>
          {key === 'priceBands' && (
            <p className="text-sm text-ink-muted">
              <Trans>Prices on the data day. The bands are cut at the prices a fifth, two fifths, three fifths and four fifths of the selling products cost less than, rounded down to a readable price.</Trans>
            </p>
          )}
          {sections[key]}
        </section>
      ))}
    </>
  );
}

function DashboardBody({ focus, scope, d }: { focus: DashboardFocus; scope: DashboardScope; d: ScopeAnalysis }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const figures = useFigures(focus, scope, d);
  return (
    <>
      <DashboardFigures figures={figures} renderLink={(f, children, label) => renderLink(f.href ?? '', children, label)} />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Units sold a day, last 30 days</Trans>
        </h2>
        <LineChart
          title={t`Units sold a day, last 30 days`}
          dates={d.trend.map((p) => p.date)}
          series={[{ label: t`Units sold`, values: d.trend.map((p) => p.units) }]}
          unit={t`units`}
          format={(v) => formatNumber(v, { locale })}
        />
      </section>
      <Breakdowns focus={focus} scope={scope} d={d} />
    </>
  );
}

export function ScopeDashboardView({ page, data }: { page: AnalysisPageConfig; data: Extract<AnalysisData, { view: 'scope' }> }) {
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const { scope, dashboard } = data;
  const focus = page.focus ?? 'industry';
  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={dashboard ? <DataDayStamp day={dashboard.day} period={dashboard.period} kinds={dashboard.figureKinds} /> : null}
    >
      <ScopeHeading scope={scope} allSitesHref={page.sites === 'one' ? `/workbench/${DASHBOARD_PATHS[focus].all}${scope.categoryId !== undefined ? `?cat=${scope.categoryId}` : ''}` : undefined} />
      {dashboard ? (
        dashboard.total.products === 0 ? (
          <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
            <Trans>Our data holds no sales in this scope and period.</Trans>
          </p>
        ) : (
          <DashboardBody focus={focus} scope={scope} d={dashboard} />
        )
      ) : (
        <LoadFailed what={<Trans>The analysis could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}
