// The mall (shop) soaring list (spec §2 home widgets; §7: typeId, dateType): the shops whose sales
// grew most against the previous period.
import { useLingui } from '@lingui/react/macro';
import { openLogin, useIsLoggedIn } from '@sealens/auth';
import { formatGrowth, formatNumber, type CategoryId } from '@sealens/domain';
import { loadMallSoaring } from '../api/market-loaders';
import type { DateType } from '../figures/market-labels';
import { RankingTable, type RankingColumn } from '../figures/ranking-table';
import type { ShopCardData } from '../search/search-types';
import { ItemName, shopPageHref } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import { useRankingRows } from './use-ranking-rows';
import { useMarketApi } from '../api/market-api-context';

export interface MallSoaringParams {
  typeId: CategoryId;
  dateType: DateType;
}

export interface MallSoaringRankingProps {
  initial: { params: MallSoaringParams; rows: readonly ShopCardData[] | null };
  date?: string;
}

export function MallSoaringRanking({ initial, date }: MallSoaringRankingProps) {
  const { t } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const isMember = useIsLoggedIn();
  const ranking = useRankingRows(initial, (params) => loadMallSoaring(api(), params), isMember);
  const columns: RankingColumn<ShopCardData>[] = [
    // The site under the name, on a phone too (a secondary column would be left out there).
    {
      key: 'name',
      header: t`Shop`,
      cell: (row) => <ItemName name={row.name} href={shopPageHref(row.shopId)} marketplaceHref={row.link} site={row.site} lines={1} />,
    },
    { key: 'sales', header: t`Sales volume`, cell: (row) => formatNumber(row.sales, { locale }), numeric: true, secondary: true },
    { key: 'growth', header: t`Growth`, cell: (row) => formatGrowth(row.growthRate, locale), numeric: true },
  ];
  return (
    <RankingTable
      title={t`Soaring shops`}
      columns={columns}
      rows={ranking.rows}
      rowKey={(row) => row.shopId}
      date={date}
      isMember={isMember}
      onLogin={() => void openLogin()}
      category={ranking.params.typeId}
      onCategoryChange={(typeId) => ranking.change({ typeId })}
      dateType={ranking.params.dateType}
      onDateTypeChange={(dateType) => ranking.change({ dateType })}
      failed={ranking.failed}
      onRetry={ranking.retry}
    />
  );
}
