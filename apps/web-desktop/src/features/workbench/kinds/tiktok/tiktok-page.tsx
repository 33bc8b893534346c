// The short-video marketplace's pages (issue 32 item 4). A list ranks TikTok Shop's products, shops, videos or
// creators of one of its six sites (or all six in US dollars) over 1, 7 or 30 days; its filters are the
// page's query, so every view is a link. An item's page shows its figures by channel (videos, lives) for
// each period, its daily history as charts and its links: a creator's products with the commission they
// earned, a video's products, a product's creators, a shop's products, each opening its own page.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { WorkbenchComponents } from '@sealens/api';
import { CATEGORY_IDS, formatNumber, SITE_CURRENCIES, TIKTOK_ENTITY_RULES, TIKTOK_PERIODS, TIKTOK_SITE_CODES, type SiteCode, type TiktokEntity, type TiktokOrder, type TiktokQuery, type TiktokSort } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES, useFormatLocale } from '@sealens/market';
import { CutNotice, DataDayStamp, EstimateMark, ExportButton, FilterSheet, formatAmount, IntervalMark, LineChart, RankingPager, RankingTable, TIKTOK_COLUMN_SETS, type FilterPlace, type TiktokRow } from '@sealens/workbench';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useRevalidator, useRouteLoaderData } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { WORKBENCH_SHELL_ROUTE_ID, type ShellData } from '../../shell/workbench-shell-data';
import type { TiktokPageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { tiktokExportHref, tiktokSearch, type TiktokItemData, type TiktokListData } from './tiktok-data';
import { TIKTOK_LIST_PATHS, tiktokItemHref } from './tiktok-pages';

type Schemas = WorkbenchComponents['schemas'];

const ORDER_NAMES: Readonly<Record<TiktokOrder, MessageDescriptor>> = {
  hot: msg({ message: 'Best-selling', context: 'a TikTok ranking order: most units (a video: most views)' }),
  soaring: msg({ message: 'Soaring', context: 'a TikTok ranking order: units growing fastest' }),
  new: msg({ message: 'New in 30 days', context: 'a TikTok ranking order: listed or opened within 30 days' }),
};

/** The entity a row's parent is (a product's shop, a video's creator), whose page its name opens. */
const PARENT_ENTITY: Partial<Record<TiktokEntity, TiktokEntity>> = { 'tt-product': 'tt-shop', video: 'creator' };

// Module functions per entity (the table's cells depend on them: a new function each render redraws every row).
const ITEM_HREFS = Object.fromEntries((['tt-product', 'tt-shop', 'video', 'creator'] as const).map((e) => [e, (row: TiktokRow) => tiktokItemHref(e, row.id)])) as Record<TiktokEntity, (row: TiktokRow) => string>;
const PARENT_HREFS = Object.fromEntries(
  Object.entries(PARENT_ENTITY).map(([e, parent]) => [e, (row: TiktokRow) => tiktokItemHref(parent, row.parentId ?? '')]),
) as Partial<Record<TiktokEntity, (row: TiktokRow) => string>>;

export function TiktokPageView({ page, data }: { page: TiktokPageConfig; data: TiktokListData | TiktokItemData }) {
  return page.view === 'list' ? <TiktokListView page={page} data={data as TiktokListData} /> : <TiktokItemView page={page} data={data as TiktokItemData} />;
}

function TiktokListView({ page, data }: { page: TiktokPageConfig; data: TiktokListData }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const { query, ranking } = data;
  const set = TIKTOK_COLUMN_SETS[page.entity];
  const go = (next: TiktokQuery) => navigate({ search: tiktokSearch(next) });
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const title = i18n._(page.title);
  const parentHref = PARENT_HREFS[page.entity];
  const rights = (useRouteLoaderData(WORKBENCH_SHELL_ROUTE_ID) as ShellData | undefined)?.rights ?? null;

  return (
    <WorkbenchPageFrame
      title={title}
      intro={i18n._(page.intro)}
      stamp={ranking ? <DataDayStamp day={ranking.day} period={ranking.period} kinds={ranking.figureKinds} /> : null}
      tools={
        <ExportButton
          hrefFor={(format) => tiktokExportHref(query, format, i18n.locale)}
          exportsLeft={rights?.exportsLeft ?? 0}
          exportsPerDay={rights?.exportsPerDay ?? 0}
          onExported={() => revalidator.revalidate()}
        />
      }
    >
      <TiktokFilters query={query} onApply={(next) => go({ ...next, page: 1 })} />
      {ranking?.cut && (
        <CutNotice cut={ranking.cut} unit="rows" onLogin={ranking.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />
      )}
      {ranking ? (
        <>
          <RankingTable<TiktokRow>
            rows={ranking.rows as TiktokRow[]}
            columns={set.all}
            columnSet={set}
            // The table hands back the column's sort key: a TikTok sort (tiktok-columns.tsx).
            {...(query.sort ? { sort: { key: query.sort as never, dir: query.dir } } : {})}
            onSortChange={(sort) => go({ ...query, sort: sort.key as TiktokSort, dir: sort.dir, page: 1 })}
            money={query.site ? 'site' : 'usd'}
            itemHref={ITEM_HREFS[page.entity]}
            {...(parentHref ? { shopHref: parentHref } : {})}
            caption={`${title}, ${ranking.period.from} – ${ranking.period.to}`}
            loading={loading}
          />
          <RankingPager
            page={query.page}
            size={query.size}
            total={ranking.total}
            depth={ranking.cut ? ranking.cut.allowed : ranking.total}
            hrefFor={(n) => tiktokSearch({ ...query, page: n }) || '?'}
            onSizeChange={(size) => go({ ...query, size: size as TiktokQuery['size'], page: 1 })}
          />
        </>
      ) : (
        <LoadFailed what={<Trans>The ranking could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}

/** A period's name ("Last 7 days"): a select's option and a figures row's heading (text, as an option takes). */
function usePeriodName(): (days: number) => string {
  const { t } = useLingui();
  return (days) => t`${plural(days, { one: 'Last # day', other: 'Last # days' })}`;
}

const selectClass = 'h-9 rounded-md border border-border-strong bg-surface px-2 text-sm';

/** One of the list's filters: a labelled native select whose options are values and their names. */
function FilterSelect({ label, name, value, onChange, options }: { label: ReactNode; name: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select className={selectClass} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The list's own filters: TikTok Shop's six sites, its periods, the entity's orders, a category and a least
 * number of units. In the page a select applies as it changes; below 768 px they are in a sheet
 * (FilterSheet) whose fields wait for Apply, so a phone changes several at once and sees the rows first.
 */
function TiktokFilters({ query, onApply }: { query: TiktokQuery; onApply: (next: TiktokQuery) => void }) {
  const { i18n, t } = useLingui();
  const periodName = usePeriodName();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [draft, setDraft] = useState(query);
  const [unitsMin, setUnitsMin] = useState(unitsMinOf(query));
  // A new query from outside (a select in the page, Back, a link) replaces what the fields hold.
  const [seen, setSeen] = useState(query);
  if (seen !== query) {
    setSeen(query);
    setDraft(query);
    setUnitsMin(unitsMinOf(query));
  }
  const orders = TIKTOK_ENTITY_RULES[query.entity].orders;
  const siteLabel = (site: TiktokQuery['site']) => (site ? i18n._(SITE_NAMES[site]) : t`All sites (US dollars)`);
  const categoryLabel = (id: number | undefined) => (id === undefined ? t`All categories` : i18n._(CATEGORY_NAMES[id as (typeof CATEGORY_IDS)[number]]));
  const withUnits = (base: TiktokQuery): TiktokQuery => {
    const min = unitsMin.trim() === '' ? undefined : Math.max(0, Math.floor(Number(unitsMin)));
    const { units: _units, ...rest } = base;
    return min === undefined || !Number.isFinite(min) ? rest : { ...rest, units: { ...(base.units?.max !== undefined ? { max: base.units.max } : {}), min } };
  };

  const form = (place: FilterPlace) => {
    const inPage = place === 'page';
    const fields = inPage ? query : draft;
    // In the page a select applies at once; in the sheet it changes the draft that Apply sends.
    const change = (next: TiktokQuery) => (inPage ? onApply(next) : setDraft(next));
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setSheetOpen(false);
      onApply(withUnits(fields));
    };
    return (
      <form className={inPage ? 'flex flex-wrap items-end gap-3 rounded-lg bg-surface p-3 ring-1 ring-border' : 'flex flex-col gap-3'} onSubmit={submit} data-testid="tiktok-filters">
        <FilterSelect
          label={<Trans>Site</Trans>}
          name="site"
          value={fields.site ?? ''}
          onChange={(v) => change({ ...fields, ...(v ? { site: v as TiktokQuery['site'] } : { site: undefined }) })}
          options={[{ value: '', label: siteLabel(undefined) }, ...TIKTOK_SITE_CODES.map((site) => ({ value: site, label: siteLabel(site) }))]}
        />
        <FilterSelect
          label={<Trans>Period</Trans>}
          name="period"
          value={String(fields.period)}
          onChange={(v) => change({ ...fields, period: Number(v) as TiktokQuery['period'] })}
          options={TIKTOK_PERIODS.map((days) => ({ value: String(days), label: periodName(days) }))}
        />
        {orders.length > 1 && (
          <FilterSelect
            label={<Trans>Ranked by</Trans>}
            name="order"
            value={fields.order}
            onChange={(v) => change({ ...fields, order: v as TiktokOrder })}
            options={orders.map((order) => ({ value: order, label: i18n._(ORDER_NAMES[order]) }))}
          />
        )}
        <FilterSelect
          label={<Trans>Category</Trans>}
          name="cat"
          value={fields.categoryId === undefined ? '' : String(fields.categoryId)}
          onChange={(v) => change({ ...fields, ...(v ? { categoryId: Number(v) } : { categoryId: undefined }) })}
          options={[{ value: '', label: categoryLabel(undefined) }, ...CATEGORY_IDS.map((id) => ({ value: String(id), label: categoryLabel(id) }))]}
        />
        <label className="flex flex-col gap-1 text-sm">
          <Trans>Units sold, at least</Trans>
          <input className={`${selectClass} w-32`} name="unitsMin" type="number" min={0} step={1} inputMode="numeric" value={unitsMin} onChange={(e) => setUnitsMin(e.target.value)} />
        </label>
        <button type="submit" className="h-9 self-start rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 md:self-auto">
          <Trans>Apply</Trans>
        </button>
      </form>
    );
  };
  return (
    <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} summary={[siteLabel(query.site), categoryLabel(query.categoryId), periodName(query.period)].join(' · ')}>
      {form}
    </FilterSheet>
  );
}

const unitsMinOf = (query: TiktokQuery) => (query.units?.min === undefined ? '' : String(query.units.min));

const LINK_HEADINGS: Readonly<Record<TiktokEntity, MessageDescriptor>> = {
  'tt-product': msg`Creators who sold it, last 30 days`,
  'tt-shop': msg`Its products, last 30 days`,
  video: msg`Products in the video, last 30 days`,
  creator: msg`Products they promote, last 30 days`,
};

function TiktokItemView({ page, data }: { page: TiktokPageConfig; data: TiktokItemData }) {
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const title = i18n._(page.title);
  const listHref = `/workbench/${TIKTOK_LIST_PATHS[page.entity]}`;
  if (data.state !== 'ok') {
    return (
      <WorkbenchPageFrame title={title} intro={i18n._(page.intro)}>
        {data.state === 'error' ? (
          <LoadFailed what={<Trans>This page could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
        ) : (
          <div className="flex flex-col items-start gap-2 rounded-lg bg-surface p-6 ring-1 ring-border">
            {data.state === 'missing' ? (
              <p role="alert">
                <Trans>Nothing in the data has the id {data.id}.</Trans>
              </p>
            ) : (
              <p>
                <Trans>Open an item from its list.</Trans>
              </p>
            )}
            <Link to={listHref} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              <Trans>To the list</Trans>
            </Link>
          </div>
        )}
      </WorkbenchPageFrame>
    );
  }
  const { summary, history } = data;
  const item = summary.item as TiktokRow;
  const currency = SITE_CURRENCIES[item.site as SiteCode] ?? 'USD';
  return (
    <WorkbenchPageFrame title={title} intro={i18n._(page.intro)} stamp={<DataDayStamp day={summary.day} kinds={summary.figureKinds} />}>
      <ItemHeader entity={page.entity} item={item} currency={currency} />
      {summary.cut && <CutNotice cut={summary.cut} unit="days" />}
      <FiguresTable figures={summary.tiktokFigures ?? []} currency={currency} video={page.entity === 'video'} />
      {history && history.points.length > 0 && <ItemCharts points={history.points as Schemas['TiktokHistoryPoint'][]} currency={history.currency} />}
      <LinksTable heading={i18n._(LINK_HEADINGS[page.entity])} links={summary.links ?? []} currency={currency} />
    </WorkbenchPageFrame>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium tabular-nums text-ink">{children}</dd>
    </div>
  );
}

function ItemHeader({ entity, item, currency }: { entity: TiktokEntity; item: TiktokRow; currency: string }) {
  const { i18n } = useLingui();
  const locale = useFormatLocale();
  const count = (v: number | null) => formatNumber(v, { locale });
  const parent = PARENT_ENTITY[entity];
  return (
    <section className="flex flex-wrap items-start gap-4 rounded-lg bg-surface p-4 ring-1 ring-border" aria-label={item.name}>
      {item.image && <img src={item.image} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded bg-surface-muted object-cover" />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="text-lg font-semibold text-ink" data-testid="tiktok-item-name">
          {item.name}
        </h2>
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          <Fact label={<Trans>Site</Trans>}>{i18n._(SITE_NAMES[item.site as SiteCode])}</Fact>
          {parent && item.parentId && item.parentName && (
            <Fact label={parent === 'tt-shop' ? <Trans>Shop</Trans> : <Trans context="a TikTok creator who promotes products">Creator</Trans>}>
              <Link to={tiktokItemHref(parent, item.parentId)} className="text-brand-700 underline-offset-2 hover:underline">
                {item.parentName}
              </Link>
            </Fact>
          )}
          {item.price !== null && <Fact label={<Trans>Price</Trans>}>{formatAmount(item.price, currency, locale)}</Fact>}
          {item.commissionRate !== null && <Fact label={<Trans>Commission rate</Trans>}>{`${formatNumber(item.commissionRate, { locale })}%`}</Fact>}
          {item.followers !== null && <Fact label={<Trans>Followers</Trans>}>{count(item.followers)}</Fact>}
          {item.viewsTotal !== null && <Fact label={<Trans>Views, all time</Trans>}>{count(item.viewsTotal)}</Fact>}
          {item.likesTotal !== null && <Fact label={<Trans>Likes, all time</Trans>}>{count(item.likesTotal)}</Fact>}
          <Fact label={<Trans>Products (30 days)</Trans>}>{count(item.products)}</Fact>
          {entity !== 'creator' && entity !== 'video' && <Fact label={<Trans>Creators</Trans>}>{count(item.creators)}</Fact>}
        </dl>
      </div>
    </section>
  );
}

const th = 'px-3 py-2 text-right font-medium text-ink-muted whitespace-nowrap';
const td = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/**
 * A column header with the estimate mark (the stamp says in words which figures are estimated): every
 * period ends on the data day, so its figures hold days the import may still revise (its tooltip says so).
 */
function EstimatedHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={th}>
      {children} <EstimateMark decorative revisable />
    </th>
  );
}

/** Units sold and sales value, both estimated: the figures table's and the links table's first figures. */
function SalesHeaders() {
  return (
    <>
      <EstimatedHeader>
        <Trans>Units sold</Trans>
      </EstimatedHeader>
      <EstimatedHeader>
        <Trans>Sales value</Trans>
      </EstimatedHeader>
    </>
  );
}

function FiguresTable({ figures, currency, video }: { figures: Schemas['TiktokFigures'][]; currency: string; video: boolean }) {
  const { t } = useLingui();
  const periodName = usePeriodName();
  const locale = useFormatLocale();
  const count = (v: number) => formatNumber(v, { locale });
  const money = (v: number) => formatAmount(v, currency, locale);
  return (
    <section className="overflow-x-auto rounded-lg bg-surface ring-1 ring-border">
      <table className="w-full text-sm" data-testid="tiktok-figures">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-ink">{t`Figures by period, in ${currency}`}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} text-left`}>
              <Trans>Period</Trans>
            </th>
            {video && (
              <th scope="col" className={th}>
                <Trans>Views</Trans>
              </th>
            )}
            {video && (
              <th scope="col" className={th}>
                <Trans>Likes</Trans>
              </th>
            )}
            <SalesHeaders />
            <EstimatedHeader>
              <Trans>Units from videos</Trans>
            </EstimatedHeader>
            <EstimatedHeader>
              <Trans>Sales value from videos</Trans>
            </EstimatedHeader>
            {!video && (
              <EstimatedHeader>
                <Trans>Units from lives</Trans>
              </EstimatedHeader>
            )}
            {!video && (
              <EstimatedHeader>
                <Trans>Sales value from lives</Trans>
              </EstimatedHeader>
            )}
            {!video && (
              <th scope="col" className={th}>
                <Trans>Views</Trans>
              </th>
            )}
            <EstimatedHeader>
              <Trans>Creators' commission</Trans>
            </EstimatedHeader>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.days} className="border-t border-border" data-days={f.days}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-ink whitespace-nowrap">
                {periodName(f.days)}
              </th>
              {video && <td className={td}>{count(f.views)}</td>}
              {video && <td className={td}>{count(f.likes)}</td>}
              <td className={td}>
                {count(f.units)}
                <IntervalMark interval={f.interval} figure="units" />
              </td>
              <td className={td}>
                {money(f.gmv)}
                <IntervalMark interval={f.interval} figure="gmv" currency={currency} />
              </td>
              <td className={td}>{count(f.videoUnits)}</td>
              <td className={td}>{money(f.videoGmv)}</td>
              {!video && <td className={td}>{count(f.liveUnits)}</td>}
              {!video && <td className={td}>{money(f.liveGmv)}</td>}
              {!video && <td className={td}>{count(f.views)}</td>}
              <td className={td}>{money(f.commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ItemCharts({ points, currency }: { points: Schemas['TiktokHistoryPoint'][]; currency: string }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const dates = points.map((p) => p.day);
  const count = (v: number) => formatNumber(v, { locale });
  const unitsLabel = t`units`;
  return (
    <section className="grid gap-4 lg:grid-cols-2">
      <LineChart
        title={t`Units sold a day, from videos and from lives`}
        dates={dates}
        series={[
          { label: t`Units from videos`, values: points.map((p) => p.videoUnits) },
          { label: t`Units from lives`, values: points.map((p) => p.liveUnits) },
        ]}
        unit={unitsLabel}
        format={count}
        estimated
      />
      <LineChart title={t`Sales value a day`} dates={dates} series={[{ label: t`Sales value`, values: points.map((p) => p.gmv) }]} unit={currency} format={count} estimated />
      <LineChart
        title={t`Views and likes a day`}
        dates={dates}
        series={[
          { label: t`Views`, values: points.map((p) => p.views) },
          { label: t`Likes`, values: points.map((p) => p.likes) },
        ]}
        unit={t`views`}
        format={count}
      />
      <LineChart title={t`Creators' commission a day`} dates={dates} series={[{ label: t`Creators' commission`, values: points.map((p) => p.commission) }]} unit={currency} format={count} estimated />
    </section>
  );
}

function LinksTable({ heading, links, currency }: { heading: string; links: Schemas['TiktokLink'][]; currency: string }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const count = (v: number) => formatNumber(v, { locale });
  const money = (v: number) => formatAmount(v, currency, locale);
  return (
    <section className="overflow-x-auto rounded-lg bg-surface ring-1 ring-border">
      <table className="w-full text-sm" data-testid="tiktok-links">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-ink">{heading}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} text-left`}>
              <Trans>Name</Trans>
            </th>
            <SalesHeaders />
            <th scope="col" className={th}>
              <Trans>Commission rate</Trans>
            </th>
            <EstimatedHeader>
              <Trans>Creators' commission</Trans>
            </EstimatedHeader>
            <th scope="col" className={th}>
              <Trans>Videos</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Lives</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-3 py-4 text-ink-muted">
                {t`Nothing sold through it in the last 30 days.`}
              </td>
            </tr>
          ) : (
            links.map((link) => (
              <tr key={`${link.entity}-${link.id}`} className="border-t border-border" data-id={link.id}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <Link to={tiktokItemHref(link.entity, link.id)} className="text-brand-700 underline-offset-2 hover:underline">
                    {link.name}
                  </Link>
                </th>
                <td className={td}>{count(link.units)}</td>
                <td className={td}>{money(link.gmv)}</td>
                <td className={td}>{link.commissionRate === null ? '-' : `${formatNumber(link.commissionRate, { locale })}%`}</td>
                <td className={td}>{money(link.commission)}</td>
                <td className={td}>{count(link.videos)}</td>
                <td className={td}>{count(link.lives)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
