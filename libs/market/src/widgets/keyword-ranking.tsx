// Hot search keywords and promotion keywords (spec §2 home widgets; §7: typeId, dateType, and
// rankingType for the promotion keywords): one ranking of keywords with their search index,
// product base and recommended bid.
import { useLingui } from '@lingui/react/macro';
import { openLogin, useIsLoggedIn } from '@sealens/auth';
import { formatMoney, formatNumber, type CategoryId } from '@sealens/domain';
import { loadPromotionKeywords, type KeywordRankingType } from '../api/home-widget-loaders';
import { loadHotSearchWords } from '../api/market-loaders';
import { ChoiceGroup } from '../figures/choice-group';
import type { DateType } from '../figures/market-labels';
import { RankingTable, type RankingColumn } from '../figures/ranking-table';
import type { KeywordRowData } from '../search/search-types';
import { SiteLine } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import { useRankingRows } from './use-ranking-rows';
import { useMarketApi } from '../api/market-api-context';

export interface KeywordRankingParams {
  typeId: CategoryId;
  dateType: DateType;
  /** Promotion keywords only. */
  rankingType?: KeywordRankingType;
}

export interface KeywordRankingProps {
  kind: 'hot' | 'promotion';
  initial: { params: KeywordRankingParams; rows: readonly KeywordRowData[] | null };
  date?: string;
}

export function KeywordRanking({ kind, initial, date }: KeywordRankingProps) {
  const { t } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const isMember = useIsLoggedIn();
  const ranking = useRankingRows(
    initial,
    (params) => (kind === 'hot' ? loadHotSearchWords(api(), params) : loadPromotionKeywords(api(), params)),
    isMember,
  );
  const columns: RankingColumn<KeywordRowData>[] = [
    {
      key: 'keyword',
      header: t`Keyword`,
      cell: (row) => (
        <>
          {row.keyword}
          <SiteLine site={row.site} />
        </>
      ),
    },
    { key: 'searchIndex', header: t`Search index`, cell: (row) => formatNumber(row.searchIndex, { locale }), numeric: true },
    { key: 'productBase', header: t`Products`, cell: (row) => formatNumber(row.productBase, { locale }), numeric: true, secondary: true },
    // A bid is in its keyword's site's currency.
    {
      key: 'recommendedBid',
      header: t`Recommended bid`,
      cell: (row) => (row.site ? formatMoney(row.recommendedBid, { site: row.site, locale }) : formatNumber(row.recommendedBid, { locale })),
      numeric: true,
    },
  ];
  const rankingType = ranking.params.rankingType ?? 1;
  return (
    <RankingTable
      title={kind === 'hot' ? t`Hot search keywords` : t`Promotion keywords`}
      columns={columns}
      rows={ranking.rows}
      rowKey={(row, index) => `${index}:${row.keyword}`}
      date={date}
      isMember={isMember}
      onLogin={() => void openLogin()}
      category={ranking.params.typeId}
      onCategoryChange={(typeId) => ranking.change({ typeId })}
      dateType={ranking.params.dateType}
      onDateTypeChange={(dateType) => ranking.change({ dateType })}
      switches={
        kind === 'promotion' && (
          <ChoiceGroup
            label={t`Order`}
            value={rankingType}
            choices={[
              { value: 1, label: t`By search index` },
              { value: 2, label: t`By recommended bid` },
            ]}
            onChange={(next) => ranking.change({ rankingType: next })}
          />
        )
      }
      failed={ranking.failed}
      onRetry={ranking.retry}
    />
  );
}
