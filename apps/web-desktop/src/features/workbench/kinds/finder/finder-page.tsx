// The finder page kind (DESIGN.md §6 "Finder"; issue 30 items 1-3): many filters over one entity,
// the rows in the ranking table, exported whole, every filter in the page's query (Back restores
// it, a saved view keeps it). The product finder offers presets to start from. A page is its
// configuration (workbench-pages.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import type { RankingQuery } from '@sealens/domain';
import {
  ColumnChooser,
  CutNotice,
  DataDayStamp,
  ExportButton,
  FinderPanel,
  FinderPresets,
  KEYWORD_FINDER_COLUMN_SET,
  KEYWORD_FINDER_FIELDS,
  PRODUCT_FINDER_COLUMN_SET,
  PRODUCT_FINDER_FIELDS,
  PRODUCT_FINDER_PRESETS,
  presetQuery,
  RankingPager,
  RankingTable,
  type FinderPreset,
  type KeywordRow,
  type ProductRow,
  type RankingColumnSet,
} from '@sealens/workbench';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { WORKBENCH_SHELL_ROUTE_ID, type ShellData } from '../../shell/workbench-shell-data';
import { explanationHref, type FinderPageConfig } from '../../workbench-pages';
import { FOLLOW_TARGETS, useFollowRowAction, type FollowTarget } from '../../follow/row-follow';
import type { RankingData } from '../ranking/ranking-data';
import { columnsOfParam, rankingSearch, savedViewQuery } from '../ranking/ranking-links';
import { PageSavedViews } from '../page-saved-views';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';

type FinderRow = ProductRow | KeywordRow;

// Module functions: the table's cells depend on them (a new function each render redraws every row).
const productHref = (row: ProductRow) => explanationHref(row.id);
const shopHref = (row: ProductRow) => explanationHref(row.shop.id, 'shop');
const keywordHref = (row: KeywordRow) => explanationHref(row.id, 'keyword');

/** Each finder's fields, table, row links, row stars (issue 31) and presets. */
const FINDERS = {
  product: { fields: PRODUCT_FINDER_FIELDS, set: PRODUCT_FINDER_COLUMN_SET, itemHref: productHref, shopHref, follow: FOLLOW_TARGETS.product, presets: PRODUCT_FINDER_PRESETS },
  keyword: { fields: KEYWORD_FINDER_FIELDS, set: KEYWORD_FINDER_COLUMN_SET, itemHref: keywordHref, shopHref: undefined, follow: FOLLOW_TARGETS.keyword, presets: [] as readonly FinderPreset[] },
} as const;

const ORDER = 'hot';

export function FinderPageView({ page, data }: { page: FinderPageConfig; data: RankingData }) {
  const { i18n } = useLingui();
  const rights = (useRouteLoaderData(WORKBENCH_SHELL_ROUTE_ID) as ShellData | undefined)?.rights ?? null;
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const urlCode = params.get('urlCode');
  const finder = FINDERS[page.entity];
  const set = finder.set as unknown as RankingColumnSet<FinderRow>;
  const colsText = params.get('cols');
  const colsParam = useMemo(() => columnsOfParam(colsText, set.all), [colsText, set]);
  const columns = colsParam ?? data.columns;
  const { query, ranking } = data;
  const rowAction = useFollowRowAction(finder.follow as (row: FinderRow) => FollowTarget);
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;

  const go = useCallback(
    (next: RankingQuery, nextColumns: readonly string[] | undefined = colsParam) => navigate({ search: rankingSearch(next, ORDER, { urlCode, columns: nextColumns }) }),
    [navigate, colsParam, urlCode],
  );
  const chooseColumns = (next: readonly string[]) => {
    go(query, next);
    if (data.views) void siteApi().workbench.PUT('/columns', { body: { page: page.path, columns: [...next] } }).catch(() => undefined);
  };

  const exportHref = (format: 'csv' | 'xlsx') => {
    const exportQuery = new URLSearchParams(rankingSearch({ ...query, page: 1 }, ORDER));
    exportQuery.delete('page');
    exportQuery.delete('size');
    exportQuery.set('entity', page.entity);
    exportQuery.set('order', query.order);
    exportQuery.set('format', format);
    exportQuery.set('lang', i18n.locale);
    return `/api/workbench/export?${exportQuery.toString()}`;
  };

  const refresh = () => revalidator.revalidate();
  const currentViewQuery = savedViewQuery(query, ORDER, colsParam);
  // A preset is a view: its link carries the page's channel code, the column choice and the scope.
  const presetView = (preset: FinderPreset) => presetQuery(preset, query);
  const presetHref = (preset: FinderPreset) => `${pathname}${rankingSearch(presetView(preset), ORDER, { urlCode, columns: colsParam }) || '?'}`;
  const activePreset = finder.presets.find((preset) => savedViewQuery(presetView(preset), ORDER, colsParam) === currentViewQuery)?.id;

  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
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
      {finder.presets.length > 0 && <FinderPresets presets={finder.presets} hrefOf={presetHref} activeId={activePreset} />}
      <div className="rounded-lg bg-surface p-3 ring-1 ring-border">
        <FinderPanel query={query} fields={finder.fields} currency={ranking?.currency ?? 'USD'} onApply={(next) => go({ ...next, page: 1 })} brands={ranking?.brands} />
      </div>
      {ranking?.cut && (
        <CutNotice cut={ranking.cut} unit="rows" onLogin={ranking.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />
      )}
      {ranking ? (
        <>
          <RankingTable<FinderRow>
            rows={ranking.rows as FinderRow[]}
            columns={columns}
            columnSet={set}
            sort={query.sort ? { key: query.sort, dir: query.dir } : undefined}
            onSortChange={(sort) => go({ ...query, sort: sort.key, dir: sort.dir, page: 1 })}
            money={query.site ? 'site' : 'usd'}
            itemHref={finder.itemHref as (row: FinderRow) => string}
            {...(finder.shopHref ? { shopHref: finder.shopHref as (row: FinderRow) => string } : {})}
            caption={`${i18n._(page.title)}, ${ranking.period.from} – ${ranking.period.to}`}
            loading={loading}
            {...(rowAction ? { rowAction } : {})}
          />
          <RankingPager
            page={query.page}
            size={query.size}
            total={ranking.total}
            depth={ranking.cut ? ranking.cut.allowed : ranking.total}
            hrefFor={(n) => rankingSearch({ ...query, page: n }, ORDER, { urlCode, columns: colsParam }) || '?'}
            onSizeChange={(size) => go({ ...query, size, page: 1 })}
          />
        </>
      ) : (
        <LoadFailed what={<Trans>The ranking could not be loaded.</Trans>} onRetry={refresh} />
      )}
    </WorkbenchPageFrame>
  );
}
