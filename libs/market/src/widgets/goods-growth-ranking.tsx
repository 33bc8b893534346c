// Goods growth (spec §2 home widgets; §7: typeId): the products growing fastest.
import { useLingui } from '@lingui/react/macro';
import { openLogin, useIsLoggedIn } from '@sealens/auth';
import { formatGrowth, formatNumber, type CategoryId } from '@sealens/domain';
import { loadGoodsGrowth } from '../api/home-widget-loaders';
import { RankingTable, type RankingColumn } from '../figures/ranking-table';
import type { ProductCardData } from '../search/search-types';
import { ItemName, productPageHref } from '../shared/item-links';
import { useFormatLocale } from '../shared/use-format-locale';
import { useRankingRows } from './use-ranking-rows';
import { useMarketApi } from '../api/market-api-context';

export interface GoodsGrowthRankingProps {
  initial: { params: { typeId: CategoryId }; rows: readonly ProductCardData[] | null };
  date?: string;
}

export function GoodsGrowthRanking({ initial, date }: GoodsGrowthRankingProps) {
  const { t } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const isMember = useIsLoggedIn();
  const ranking = useRankingRows(initial, (params) => loadGoodsGrowth(api(), params), isMember);
  const columns: RankingColumn<ProductCardData>[] = [
    {
      key: 'title',
      header: t`Product`,
      cell: (row) => <ItemName name={row.title} href={productPageHref(row.productId)} marketplaceHref={row.link} site={row.site} />,
    },
    { key: 'sales', header: t`Sales volume`, cell: (row) => formatNumber(row.sales, { locale }), numeric: true, secondary: true },
    { key: 'growth', header: t`Growth`, cell: (row) => formatGrowth(row.growthRate, locale), numeric: true },
  ];
  return (
    <RankingTable
      title={t`Fastest-growing products`}
      columns={columns}
      rows={ranking.rows}
      rowKey={(row) => row.productId}
      date={date}
      isMember={isMember}
      onLogin={() => void openLogin()}
      category={ranking.params.typeId}
      onCategoryChange={(typeId) => ranking.change({ typeId })}
      failed={ranking.failed}
      onRetry={ranking.retry}
    />
  );
}
