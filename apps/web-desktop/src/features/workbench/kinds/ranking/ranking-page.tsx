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
  type BrandRow,
  type CategoryRow,
  type KeywordRow,
  type ProductRow,
  type ShopRow,
} from '@sealens/workbench';
import { use, useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { WORKBENCH_SHELL_ROUTE_ID, type ShellData } from '../../shell/workbench-shell-data';
import { brandHref, explanationHref, industryHref, pageHeading, type RankingPageConfig } from '../../workbench-pages';
import { FOLLOW_TARGETS, useFollowRowAction, type FollowTarget } from '../../follow/row-follow';
import { PageSavedViews } from '../page-saved-views';
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

/** What each entity's rows link to (its columns: ranking-column-sets.ts) and their star follows (issue 31 item 1; categories are not followed). */
const TABLES = {
  product: { itemHref, shopHref, follow: FOLLOW_TARGETS.product },
  shop: { itemHref: shopItemHref, shopHref: undefined, follow: FOLLOW_TARGETS.shop },
  keyword: { itemHref: keywordItemHref, shopHref: undefined, follow: FOLLOW_TARGETS.keyword },
  category: { itemHref: categoryItemHref, shopHref: undefined, follow: undefined },
  brand: { itemHref: brandItemHref, shopHref: undefined, follow: FOLLOW_TARGETS.brand },
} as const;

export function RankingPageView({ page, data }: { page: RankingPageConfig; data: RankingData }) {
  const { i18n } = useLingui();
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
  const rowAction = useFollowRowAction(entity.follow as ((row: ProductRow | ShopRow | KeywordRow) => FollowTarget) | undefined);
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

  const refresh = () => revalidator.revalidate();
  const currentViewQuery = savedViewQuery(query, page.order, colsParam);

  return (
    <WorkbenchPageFrame
      title={pageHeading(page, i18n._(page.title))}
      intro={i18n._(page.intro)}
      stamp={ranking ? <DataDayStamp day={ranking.day} period={ranking.period} kinds={ranking.figureKinds} /> : null}
      tools={
        <>
          <PageSavedViews pagePath={page.path} views={data.views} currentQuery={currentViewQuery} onChanged={refresh} />
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
            {...(page.rankChanges === false ? { rankChanges: false } : {})}
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

