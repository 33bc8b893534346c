// The brand ranking, top 10 (spec §2 home widgets; §7: typeId, salesOrGmv, dayOrWeek default 1).
import { useLingui } from '@lingui/react/macro';
import { openLogin, useIsLoggedIn } from '@sealens/auth';
import { formatMoney, formatNumber, type CategoryId } from '@sealens/domain';
import { loadBrandRanking, type BrandOrder, type BrandPeriod, type BrandRowData } from '../api/home-widget-loaders';
import { ChoiceGroup } from '../figures/choice-group';
import { RankingTable, type RankingColumn } from '../figures/ranking-table';
import { useFormatLocale } from '../shared/use-format-locale';
import { useRankingRows } from './use-ranking-rows';
import { useMarketApi } from '../api/market-api-context';

export interface BrandRankingParams {
  typeId: CategoryId;
  salesOrGmv: BrandOrder;
  dayOrWeek: BrandPeriod;
}

export interface BrandRankingProps {
  initial: { params: BrandRankingParams; rows: readonly BrandRowData[] | null };
  date?: string;
}

export function BrandRanking({ initial, date }: BrandRankingProps) {
  const { t } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const isMember = useIsLoggedIn();
  const ranking = useRankingRows(initial, (params) => loadBrandRanking(api(), params), isMember);
  const columns: RankingColumn<BrandRowData>[] = [
    { key: 'brand', header: t`Brand`, cell: (row) => row.brandName },
    { key: 'sales', header: t`Sales volume`, cell: (row) => formatNumber(row.sales, { locale }), numeric: true },
    // The home's brand ranking is over all sites, summed in US dollars by the server.
    { key: 'gmv', header: t`Sales value (US dollars)`, cell: (row) => formatMoney(row.gmv, { site: 'all', locale }), numeric: true, secondary: true },
  ];
  return (
    <RankingTable
      title={t`Brand ranking, top 10`}
      columns={columns}
      rows={ranking.rows}
      rowKey={(row, index) => `${index}:${row.brandName}`}
      date={date}
      isMember={isMember}
      onLogin={() => void openLogin()}
      category={ranking.params.typeId}
      onCategoryChange={(typeId) => ranking.change({ typeId })}
      switches={
        <>
          <ChoiceGroup
            label={t`Order`}
            value={ranking.params.salesOrGmv}
            choices={[
              { value: 1, label: t`By sales volume` },
              { value: 2, label: t`By sales value` },
            ]}
            onChange={(salesOrGmv) => ranking.change({ salesOrGmv })}
          />
          <ChoiceGroup
            label={t`Period`}
            value={ranking.params.dayOrWeek}
            choices={[
              { value: 1, label: t`Day` },
              { value: 2, label: t`Week` },
            ]}
            onChange={(dayOrWeek) => ranking.change({ dayOrWeek })}
          />
        </>
      }
      failed={ranking.failed}
      onRetry={ranking.retry}
    />
  );
}
