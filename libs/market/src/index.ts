// @sealens/market: the home page's shared widgets (issue 12), page-independent and server-renderable.
// Backfill dialog (spec §2, §4)
// The dialog itself is reached through openBackfillDialog only, which loads its code on demand.
export type { BackfillAnswer, BackfillDialogProps, BackfillKind, BackfillPhase } from './backfill/backfill-dialog';
export { openBackfillDialog, BACKFILL_HOST_MARKER } from './backfill/open-backfill-dialog';
export type { BackfillDialogHandle, OpenBackfillDialogOptions } from './backfill/open-backfill-dialog';
// Search panel (spec §2 home tabs, §5 hints)
export { SearchPanel, SEARCH_TABS } from './search/search-panel';
export type { SearchPanelProps, SearchTab, SearchToolLinks } from './search/search-panel';
export { ProductCard } from './search/product-card';
export type { ProductCardProps } from './search/product-card';
export { ShopCard } from './search/shop-card';
export type { ShopCardProps } from './search/shop-card';
export { KeywordTable } from './search/keyword-table';
export type { KeywordTableProps } from './search/keyword-table';
export type { KeywordRowData, LookupAnswer, ProductCardData, SearchLookups, ShopCardData } from './search/search-types';
// Search history (spec §3, §4)
export { SearchHistory } from './search-history/search-history';
export type { SearchHistoryProps } from './search-history/search-history';
export { useStoredSearchHistory } from './search-history/use-stored-search-history';
export type { StoredSearchHistory } from './search-history/use-stored-search-history';
// Figures (spec §1, §2)
export { YesterdayMarket } from './figures/yesterday-market';
export type { MarketFigures, SiteChoice, YesterdayMarketProps } from './figures/yesterday-market';
export { RankingTable, VISITOR_RANKING_ROWS } from './figures/ranking-table';
export type { RankingColumn, RankingTableProps } from './figures/ranking-table';
export { CATEGORY_NAMES, DATE_TYPE_NAMES, DATE_TYPES } from './figures/market-labels';
export type { DateType } from './figures/market-labels';
// Charts
export { TrendChart, TREND_CHART_DEFAULT_HEIGHT, TREND_COLOURS } from './charts/trend-chart';
export type { TrendChartProps } from './charts/trend-chart';
export { trendExtremes } from './charts/trend-summary';
export type { TrendExtremes, TrendSeries } from './charts/trend-summary';
// Shared
export { FigureDate } from './shared/figure-date';
export { ItemName, MarketplaceLink, productPageHref, shopPageHref } from './shared/item-links';
export type { ItemNameProps, MarketplaceLinkProps } from './shared/item-links';
export type { FigureDateProps } from './shared/figure-date';
export { withMinimumDelay } from './shared/minimum-delay';
export { useFormatLocale } from './shared/use-format-locale';
export { useHydrated } from './shared/use-hydrated';
// Loaders over @sealens/api's typed main client (route loaders and the server renderer share them)
export {
  applyBackfill,
  loadGoodsRanking,
  loadHotSearchWords,
  loadMallSoaring,
  loadTrendSurvey,
  loadYesterdayMarket,
  lookupGoods,
  lookupShop,
  productCardOf,
  searchKeywordRows,
  shopCardOf,
} from './api/market-loaders';
export type { GoodsRow, HomeListParams, MallRow, MarketApiClient, TrendData } from './api/market-loaders';

export { HomeMarket } from './home/home-market';
export type { HomeMarketProps } from './home/home-market';
export { HOME_RANKING_DEFAULT_CATEGORY, HOME_RANKING_DEFAULT_DATE_TYPE, loadHomeMarket } from './home/home-market-data';
export type { HomeMarketData } from './home/home-market-data';

// The other home widgets of spec §2 (issue 12 item 5)
// HomeWidgets itself is the entry '@sealens/market/home-widgets' (a chunk of its own on a phone).
export { loadHomeWidgets } from './widgets/home-widgets-data';
export type { HomeWidgetsData } from './widgets/home-widgets-data';
export { MarketApiProvider, useMarketApi } from './api/market-api-context';
export { HOME_SEARCH_PARAM, SearchElsewhereForm } from './search/search-elsewhere-form';
export type { SearchElsewhereFormProps } from './search/search-elsewhere-form';
// The answers' row shapes and the payload reader, for pages that read other market calls (issue 16 item 3)
export { goodsRowSchema, mallRowSchema } from './api/market-schemas';
export { payloadOf, VERIFY } from './api/market-loaders';
