// The market part of the home on both sites (issue #12): the search panel, yesterday's market and
// the goods ranking. Its first data comes from the route loader (in the server's HTML); switches and
// searches call the API from the browser.
import { useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { formatMoney, formatNumber, type CategoryId } from '@sealens/domain';
import { useEffect, useRef, useState } from 'react';
import { applyBackfill, loadGoodsRanking, loadYesterdayMarket, lookupGoods, lookupShop, searchKeywordRows } from '../api/market-loaders';
import type { DateType } from '../figures/market-labels';
import { RankingTable, VISITOR_RANKING_ROWS, type RankingColumn } from '../figures/ranking-table';
import { YesterdayMarket, type MarketFigures, type SiteChoice } from '../figures/yesterday-market';
import { SearchPanel, type SearchToolLinks } from '../search/search-panel';
import type { ProductCardData } from '../search/search-types';
import { ItemName, productPageHref } from '../shared/item-links';
import { withMinimumDelay } from '../shared/minimum-delay';
import { useFormatLocale } from '../shared/use-format-locale';
import type { HomeMarketData } from './home-market-data';

export interface HomeMarketProps {
  data: HomeMarketData;
  toolLinks: SearchToolLinks;
  /** Phone layout: one column. */
  compact?: boolean;
  /** A search sent here from another page's search box (`?search=`), run on arrival. */
  initialSearch?: string;
}

const main = () => siteApi().main;

export function HomeMarket({ data, toolLinks, compact = false, initialSearch }: HomeMarketProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const isMember = useIsLoggedIn();
  const [site, setSite] = useState<SiteChoice>('all');
  const [figures, setFigures] = useState<MarketFigures | null>(data.figures);
  const [typeId, setTypeId] = useState<CategoryId>(data.ranking.typeId);
  const [dateType, setDateType] = useState<DateType>(data.ranking.dateType);
  const [rows, setRows] = useState<ProductCardData[] | null>(data.ranking.rows);
  const request = useRef(0);

  const fetchRanking = (next: { typeId: CategoryId; dateType: DateType }) => {
    const id = ++request.current;
    withMinimumDelay(loadGoodsRanking(main(), next)).then(
      (loaded) => id === request.current && setRows(loaded),
      () => id === request.current && setRows([]),
    );
  };
  /** A switch: the table shows its loading rows until the new ones arrive. */
  const reloadRanking = (next: { typeId: CategoryId; dateType: DateType }) => {
    setRows(null);
    fetchRanking(next);
  };

  // A member (known in the browser only, or logged in just now) sees the whole list, not the visitor's rows.
  const limitedRows = data.ranking.rows !== null && data.ranking.rows.length <= VISITOR_RANKING_ROWS + 1;
  useEffect(() => {
    if (isMember && limitedRows) fetchRanking({ typeId, dateType });
    // Only when the member state changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMember]);

  // A part the server could not load is fetched again here.
  useEffect(() => {
    if (data.figures === null) loadYesterdayMarket(main(), 'all').then(setFigures, () => undefined);
    if (data.ranking.rows === null) fetchRanking({ typeId, dateType });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changeSite = (next: SiteChoice) => {
    setSite(next);
    setFigures(null);
    withMinimumDelay(loadYesterdayMarket(main(), next)).then(setFigures, () => setFigures(data.figures));
  };

  const columns: RankingColumn<ProductCardData>[] = [
    {
      key: 'title',
      header: t`Product`,
      cell: (row) => <ItemName name={row.title} href={productPageHref(row.productId)} marketplaceHref={row.link} site={row.site} />,
    },
    { key: 'sales', header: t`Sales volume`, cell: (row) => formatNumber(row.sales, { locale }), numeric: true },
    // Each product's sales value is in its site's currency (the list mixes sites).
    { key: 'gmv', header: t`Sales value`, cell: (row) => (row.site ? formatMoney(row.gmv, { site: row.site, locale }) : formatNumber(row.gmv, { locale })), numeric: true },
  ];

  return (
    <div className={compact ? 'flex flex-col gap-6' : 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]'}>
      <div className={compact ? '' : 'lg:col-span-2'}>
        <SearchPanel
          lookupGoods={(query) => lookupGoods(main(), query)}
          lookupShop={(query) => lookupShop(main(), query)}
          searchKeyword={(keyword) => searchKeywordRows(main(), keyword)}
          applyBackfill={(kind, id) => applyBackfill(main(), kind, id)}
          toolLinks={toolLinks}
          {...(initialSearch ? { initialSearch } : {})}
        />
      </div>
      <YesterdayMarket figures={figures} site={site} onSiteChange={changeSite} />
      <RankingTable
        title={t`Hot-selling products`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.productId}
        date={figures?.date}
        isMember={isMember}
        onLogin={() => void openLogin()}
        category={typeId}
        onCategoryChange={(next) => {
          setTypeId(next);
          reloadRanking({ typeId: next, dateType });
        }}
        dateType={dateType}
        onDateTypeChange={(next) => {
          setDateType(next);
          reloadRanking({ typeId, dateType: next });
        }}
      />
    </div>
  );
}
