// The real-time category ranking (issue 29 item 6, raking/category-real-time): each category of the
// chosen site (all sites in US dollars) on the newest day the data holds, or a category's
// sub-categories, stamped with that day and when its feed was imported. Its scope is its own (site
// and category: no period, the day is the newest), in the page's query; a new import shows on the
// next visit, with no polling.
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, SITE_CODES } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { Select } from '@sealens/ui';
import { CutNotice, REALTIME_COLUMNS, realtimeColumnSet, RealtimeStamp, realtimeTableRows, RankingTable, type RankingColumnSet, type RealtimeTableRow } from '@sealens/workbench';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { explanationHref, type RealtimePageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { realtimeSearch, type RealtimeData, type RealtimeScope } from './realtime-data';

const ALL = 'all';
const productHref = (id: string) => explanationHref(id);
const SET = realtimeColumnSet(productHref) as unknown as RankingColumnSet<RealtimeTableRow>;

export function RealtimePageView({ page, data }: { page: RealtimePageConfig; data: RealtimeData }) {
  const { i18n, t } = useLingui();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { scope, realtime } = data;
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const go = (next: RealtimeScope) => navigate({ search: realtimeSearch(next) });
  const rows = useMemo(() => (realtime ? realtimeTableRows(realtime) : []), [realtime]);
  // A category opens its sub-categories here; a sub-category its products' ranking of the newest day.
  const rowHref = (row: RealtimeTableRow) =>
    scope.categoryId === undefined
      ? `/workbench/${page.path}${realtimeSearch({ ...scope, categoryId: row.categoryId })}`
      : `/workbench/product/hot-sales-product?${new URLSearchParams({ ...(scope.site ? { site: scope.site } : {}), cat: String(row.categoryId), period: '1' }).toString()}`;

  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={realtime ? <RealtimeStamp day={realtime.day} importedAt={realtime.importedAt} source={realtime.source} /> : null}
    >
      <div className="grid grid-cols-2 items-end gap-2 rounded-lg bg-surface p-3 ring-1 ring-border sm:flex sm:flex-wrap" data-testid="realtime-scope">
        <Select
          label={t`Site`}
          className="sm:w-48"
          value={scope.site ?? ALL}
          onValueChange={(v) => go({ ...scope, site: v === ALL ? undefined : (v as RealtimeScope['site']) })}
          options={[{ value: ALL, label: t`All sites (US dollars)` }, ...SITE_CODES.map((code) => ({ value: code, label: i18n._(SITE_NAMES[code]) }))]}
        />
        <Select
          label={t`Category`}
          className="sm:w-56"
          value={scope.categoryId === undefined ? ALL : String(scope.categoryId)}
          onValueChange={(v) => go({ ...scope, categoryId: v === ALL ? undefined : Number(v) })}
          options={[{ value: ALL, label: t`All categories` }, ...CATEGORIES.map((c) => ({ value: String(c.id), label: i18n._(CATEGORY_NAMES[c.id]) }))]}
        />
        {scope.categoryId !== undefined && (
          <Link to={realtimeSearch({ ...scope, categoryId: undefined }) || '?'} className="col-span-2 text-sm text-brand-700 underline hover:no-underline">
            <Trans>Back to all categories</Trans>
          </Link>
        )}
      </div>
      {realtime?.cut && (
        <CutNotice cut={realtime.cut} unit="rows" onLogin={realtime.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />
      )}
      {realtime ? (
        <RankingTable<RealtimeTableRow>
          rows={rows}
          columns={REALTIME_COLUMNS}
          columnSet={SET}
          money={scope.site ? 'site' : 'usd'}
          itemHref={rowHref}
          caption={`${i18n._(page.title)}, ${realtime.day}`}
          loading={loading}
        />
      ) : (
        <LoadFailed what={<Trans>The newest day's figures could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}
