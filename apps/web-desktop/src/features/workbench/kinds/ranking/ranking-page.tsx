// The ranking page kind (DESIGN.md §6): one entity ranked by one order, filtered, sorted, paged and
// exported, all of it in the page's query. A page is its configuration (workbench-pages.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { RANKING_ENTITY_RULES, type RankingQuery } from '@sealens/domain';
import {
  ColumnChooser,
  CutNotice,
  DataDayStamp,
  ExportButton,
  FilterBar,
  RankingPager,
  RankingTable,
  SavedViews,
  type BrandRow,
  type CategoryRow,
  type KeywordRow,
  type ProductRow,
  type ShopRow,
} from '@sealens/workbench';
import { use, useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { WORKBENCH_SHELL_ROUTE_ID, type ShellData } from '../../shell/workbench-shell-data';
import { brandHref, explanationHref, industryHref, pageHeading, type RankingPageConfig } from '../../workbench-pages';
import type { FollowItem } from '../../follow/follow-store';
import { LazyItemFollow } from '../../follow/lazy-follow';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { columnSetNameOf, loadColumnSet, loadedColumnSet } from './ranking-column-sets';
import type { RankingData } from './ranking-data';
import { columnsOfParam, rankingSearch, savedViewQuery } from './ranking-links';

// Module functions, not lambdas made in each render: the table's cells depend on them, and a new
// function would render every row of the table again.
const itemHref = (row: ProductRow) => explanationHref(row.id);
const shopHref = (row: ProductRow) => explanationHref(row.shop.id, 'shop');
const shopItemHref = (row: ShopRow) => explanationHref(row.id, 'shop');
const keywordItemHref = (row: KeywordRow) => explanationHref(row.id, 'keyword');
const categoryItemHref = (row: CategoryRow) => industryHref(row);
const brandItemHref = (row: BrandRow) => brandHref(row.id, row.site);

// What each followed entity's row star follows (issue 31 item 1); categories are not followed.
const followProduct = (row: ProductRow): FollowTarget => ({ item: { entity: 'product', itemId: row.id }, name: row.title });
const followShop = (row: ShopRow): FollowTarget => ({ item: { entity: 'shop', itemId: row.id }, name: row.name });
const followKeyword = (row: KeywordRow): FollowTarget => ({ item: { entity: 'keyword', itemId: row.id }, name: row.keyword });
const followBrand = (row: BrandRow): FollowTarget => ({ item: { entity: 'brand', itemId: row.id, site: row.site }, name: row.name });
interface FollowTarget {
  item: FollowItem;
  name: string;
}

/** What each entity's rows link to (its columns: ranking-column-sets.ts). */
const TABLES = {
  product: { itemHref, shopHref, follow: followProduct },
  shop: { itemHref: shopItemHref, shopHref: undefined, follow: followShop },
  keyword: { itemHref: keywordItemHref, shopHref: undefined, follow: followKeyword },
  category: { itemHref: categoryItemHref, shopHref: undefined, follow: undefined },
  brand: { itemHref: brandItemHref, shopHref: undefined, follow: followBrand },
} as const;

export function RankingPageView({ page, data }: { page: RankingPageConfig; data: RankingData }) {
  const { i18n, t } = useLingui();
  const rights = (useRouteLoaderData(WORKBENCH_SHELL_ROUTE_ID) as ShellData | undefined)?.rights ?? null;
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const urlCode = params.get('urlCode');
  const entity = TABLES[page.entity];
  // Loaded before the page renders (the kind's `prepare`); `use` only covers a chunk still on its way.
  const setName = columnSetNameOf(page);
  const set = loadedColumnSet(setName) ?? use(loadColumnSet(setName));
  const colsText = params.get('cols');
  // Memoised: `go` and the pager's links depend on it, and a new array would make them new each render.
  const colsParam = useMemo(() => columnsOfParam(colsText, set.all), [colsText, set]);
  const columns = colsParam ?? data.columns;
  const { query, ranking } = data;
  const followLabel = t`Follow`;
  // Memoised: a new action would render every row of the table again.
  const rowAction = useMemo(() => {
    const target = entity.follow as ((row: ProductRow | ShopRow | KeywordRow) => FollowTarget) | undefined;
    if (!target) return undefined;
    const render = (row: ProductRow | ShopRow | KeywordRow): ReactNode => {
      const { item, name } = target(row);
      return <LazyItemFollow compact item={item} itemName={name} />;
    };
    return { label: followLabel, render };
  }, [entity, followLabel]);
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;

  const go = useCallback(
    (next: RankingQuery, nextColumns: readonly string[] | undefined = colsParam) =>
      navigate({ search: rankingSearch(next, page.order, { urlCode, columns: nextColumns }) }),
    [navigate, page.order, colsParam, urlCode],
  );

  const chooseColumns = (next: readonly string[]) => {
    go(query, next);
    // Remembered for the member (the link carries it too); a failure keeps the link's choice.
    if (data.views) void siteApi().workbench.PUT('/columns', { body: { page: page.path, columns: [...next] } }).catch(() => undefined);
  };

  const exportHref = (format: 'csv' | 'xlsx') => {
    const exportQuery = new URLSearchParams(rankingSearch({ ...query, page: 1 }, page.order));
    exportQuery.delete('page');
    exportQuery.delete('size');
    exportQuery.set('entity', page.entity);
    exportQuery.set('order', query.order);
    exportQuery.set('format', format);
    exportQuery.set('lang', i18n.locale);
    return `/api/workbench/export?${exportQuery.toString()}`;
  };

  const views = data.views;
  const api = siteApi().workbench;
  const refresh = () => revalidator.revalidate();
  const mustSucceed = async (answer: Promise<{ data?: { code?: number; message?: string } }>) => {
    const { data: body } = await answer;
    if (body?.code !== 200) throw new Error(body?.message || t`The view could not be saved.`);
    refresh();
  };
  const currentViewQuery = savedViewQuery(query, page.order, colsParam);

  return (
    <WorkbenchPageFrame
      title={pageHeading(page, i18n._(page.title))}
      intro={i18n._(page.intro)}
      stamp={ranking ? <DataDayStamp day={ranking.day} period={ranking.period} kinds={ranking.figureKinds} /> : null}
      tools={
        <>
          <SavedViews
            views={views?.views ?? []}
            max={views?.max ?? 0}
            currentQuery={currentViewQuery}
            viewHref={(view) => `/workbench/${view.page}${view.query ? `?${view.query}` : ''}`}
            onSave={(name) => mustSucceed(api.POST('/views', { body: { page: page.path, name, query: currentViewQuery } }))}
            onRename={(id, name) => mustSucceed(api.PUT('/views/{id}', { params: { path: { id } }, body: { name } }))}
            onRemove={(id) => mustSucceed(api.DELETE('/views/{id}', { params: { path: { id } } }))}
            disabledReason={views ? undefined : <Trans>Log in to save views.</Trans>}
          />
          <ColumnChooser columns={set.all} value={columns} onChange={chooseColumns} columnSet={set} />
          <ExportButton hrefFor={exportHref} exportsLeft={rights?.exportsLeft ?? 0} exportsPerDay={rights?.exportsPerDay ?? 0} onExported={refresh} />
        </>
      }
    >
      <div className="rounded-lg bg-surface p-3 ring-1 ring-border">
        {/* Site, category and period are the top bar's (the shell's scope). */}
        <FilterBar
          query={query}
          currency={ranking?.currency ?? 'USD'}
          onApply={(next) => go({ ...next, page: 1 })}
          brands={ranking?.brands}
          withScope={false}
          filters={RANKING_ENTITY_RULES[page.entity].filters}
        />
      </div>
      {ranking?.cut && (
        <CutNotice cut={ranking.cut} unit="rows" onLogin={ranking.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />
      )}
      {ranking ? (
        <>
          <RankingTable<ProductRow | ShopRow | KeywordRow>
            rows={ranking.rows as (ProductRow | ShopRow | KeywordRow)[]}
            columns={columns}
            columnSet={set}
            sort={query.sort ? { key: query.sort, dir: query.dir } : undefined}
            onSortChange={(sort) => go({ ...query, sort: sort.key, dir: sort.dir, page: 1 })}
            money={query.site ? 'site' : 'usd'}
            itemHref={entity.itemHref as (row: ProductRow | ShopRow | KeywordRow) => string}
            {...(entity.shopHref ? { shopHref: entity.shopHref as (row: ProductRow | ShopRow | KeywordRow) => string } : {})}
            caption={`${pageHeading(page, i18n._(page.title))}, ${ranking.period.from} – ${ranking.period.to}`}
            loading={loading}
            {...(rowAction ? { rowAction } : {})}
          />
          <RankingPager
            page={query.page}
            size={query.size}
            total={ranking.total}
            depth={ranking.cut ? ranking.cut.allowed : ranking.total}
            hrefFor={(n) => rankingSearch({ ...query, page: n }, page.order, { urlCode, columns: colsParam }) || '?'}
            onSizeChange={(size) => go({ ...query, size, page: 1 })}
          />
        </>
      ) : (
        <LoadFailed what={<Trans>The ranking could not be loaded.</Trans>} onRetry={refresh} />
      )}
    </WorkbenchPageFrame>
  );
}

