// The blue-ocean page kind (issue 29 item 5): an entity ranked by its blue-ocean index, each row
// with the index's inputs, and the formula explained above the table in words and symbols, so a
// member can recompute any row. Site, category and period are the top bar's; the filters, sorts and
// pages are the ranking's, all in the page's query. A search word's row has the follow star (issue 31).
import { Trans, useLingui } from '@lingui/react/macro';
import { RANKING_ENTITY_RULES, type RankingQuery, type WorkbenchEntity } from '@sealens/domain';
import { BLUE_OCEAN_INDUSTRY_COLUMN_SET, BLUE_OCEAN_INDUSTRY_COLUMNS, BLUE_OCEAN_WORD_COLUMN_SET, BLUE_OCEAN_WORD_COLUMNS, BlueOceanFormula, CutNotice, DataDayStamp, FilterBar, RankingPager, RankingTable, type KeywordRow, type RankingColumnSet } from '@sealens/workbench';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { explanationHref, industryHref, type BlueOceanPageConfig } from '../../workbench-pages';
import { FOLLOW_TARGETS, useFollowRowAction, type FollowTarget } from '../../follow/row-follow';
import { rankingSearch } from '../ranking/ranking-links';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import type { BlueOceanData } from './blue-ocean-data';

const wordHref = (row: KeywordRow) => explanationHref(row.id, 'keyword');

/** The search words' formula, in the reader's language (libs/domain blueOceanIndex). */
function WordFormula() {
  const { t } = useLingui();
  return (
    <BlueOceanFormula
      title={t`How the blue-ocean index is computed`}
      words={t`The growth of a word's searches over the growth of the products competing for them, times the logarithm of what a shop selling its top products sells: rounded to two decimals.`}
      symbols="B = (100 + g) ÷ (100 + c) × log10(1 + u)"
      terms={[
        { symbol: 'g', name: t`Search index growth, 30 days`, meaning: t`its search index over the last 30 days against the 30 before, in percent` },
        { symbol: 'c', name: t`Product base growth, 30 days`, meaning: t`the products a search for it finds now against 30 days ago, in percent` },
        { symbol: 'u', name: t`Units per shop`, meaning: t`units its top products sold in 30 days, divided by the shops selling them` },
      ]}
      reading={t`The first factor is above 1 when searches grow faster than competition; the logarithm keeps one big seller from outweighing demand. A word without one of the inputs has no index and is not ranked.`}
    />
  );
}

/** The industries' formula, in the reader's language (libs/domain blueOceanIndustryIndex). */
function IndustryFormula() {
  const { t } = useLingui();
  return (
    <BlueOceanFormula
      title={t`How the blue-ocean index is computed`}
      words={t`The growth of a category's units over the growth of the shops selling it, times the logarithm of what each of those shops sells: rounded to two decimals.`}
      symbols="B = (100 + g) ÷ (100 + c) × log10(1 + u)"
      terms={[
        { symbol: 'g', name: t`Units growth, 30 days`, meaning: t`its units over the last 30 days against the 30 before, in percent` },
        { symbol: 'c', name: t`Active shop growth, 30 days`, meaning: t`the shops with a sale of it in the last 30 days against the 30 before, in percent` },
        { symbol: 'u', name: t`Units per active shop, 30 days`, meaning: t`its units in the last 30 days, divided by those shops` },
      ]}
      reading={t`The first factor is above 1 when demand grows faster than the shops competing for it; the logarithm keeps one big seller from outweighing demand. A category without one of the inputs has no index and is not ranked.`}
    />
  );
}

interface BlueOceanTable {
  set: RankingColumnSet<KeywordRow>;
  columns: readonly string[];
  Formula: () => ReactNode;
  itemHref(row: KeywordRow): string;
  /** The rows' follow star (issue 31); categories are not followed. */
  follow?: (row: KeywordRow) => FollowTarget;
}

/** Each entity's blue-ocean table and formula (search words; an industry's come with its page). */
const BLUE_OCEAN_TABLES: Partial<Record<WorkbenchEntity, BlueOceanTable>> = {
  keyword: { set: BLUE_OCEAN_WORD_COLUMN_SET as unknown as RankingColumnSet<KeywordRow>, columns: BLUE_OCEAN_WORD_COLUMNS, Formula: WordFormula, itemHref: wordHref, follow: FOLLOW_TARGETS.keyword },
  // Industries (issue 29 item 5): a category row opens its overview in its site.
  category: {
    set: BLUE_OCEAN_INDUSTRY_COLUMN_SET as unknown as RankingColumnSet<KeywordRow>,
    columns: BLUE_OCEAN_INDUSTRY_COLUMNS,
    Formula: IndustryFormula,
    itemHref: (row) => industryHref(row as unknown as { id: string; site: string }),
  },
};

export function BlueOceanPageView({ page, data }: { page: BlueOceanPageConfig; data: BlueOceanData }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const urlCode = params.get('urlCode');
  const { query, ranking } = data;
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const go = useCallback((next: RankingQuery) => navigate({ search: rankingSearch(next, 'blueOcean', { urlCode }) }), [navigate, urlCode]);
  const table = BLUE_OCEAN_TABLES[page.entity];
  const rowAction = useFollowRowAction(table?.follow);
  if (!table) throw new Error(`workbench: no blue-ocean table of ${page.entity}`);
  const { set, columns, Formula, itemHref } = table;

  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={ranking ? <DataDayStamp day={ranking.day} period={ranking.period} kinds={ranking.figureKinds} /> : null}
    >
      <Formula />
      <div className="rounded-lg bg-surface p-3 ring-1 ring-border">
        <FilterBar query={query} currency={ranking?.currency ?? 'USD'} onApply={(next) => go({ ...next, page: 1 })} withScope={false} filters={RANKING_ENTITY_RULES[page.entity].filters} />
      </div>
      {ranking?.cut && (
        <CutNotice cut={ranking.cut} unit="rows" onLogin={ranking.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />
      )}
      {ranking ? (
        <>
          <RankingTable<KeywordRow>
            rows={ranking.rows as KeywordRow[]}
            columns={columns}
            columnSet={set}
            sort={query.sort ? { key: query.sort, dir: query.dir } : undefined}
            onSortChange={(sort) => go({ ...query, sort: sort.key, dir: sort.dir, page: 1 })}
            money={query.site ? 'site' : 'usd'}
            itemHref={itemHref}
            caption={`${i18n._(page.title)}, ${ranking.period.from} – ${ranking.period.to}`}
            loading={loading}
            {...(rowAction ? { rowAction } : {})}
          />
          <RankingPager
            page={query.page}
            size={query.size}
            total={ranking.total}
            depth={ranking.cut ? ranking.cut.allowed : ranking.total}
            hrefFor={(n) => rankingSearch({ ...query, page: n }, 'blueOcean', { urlCode }) || '?'}
            onSizeChange={(size) => go({ ...query, size, page: 1 })}
          />
        </>
      ) : (
        <LoadFailed what={<Trans>The ranking could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}
