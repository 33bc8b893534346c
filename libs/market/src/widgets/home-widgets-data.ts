// The data of the home widgets of spec §2 (beyond the search, yesterday's market and the goods
// ranking: home-market-data.ts), as a route loader gets it: on the server from the in-process API,
// in the browser from the site's. Each part fails on its own: a widget whose call failed renders
// its loading state and loads again in the browser, the rest of the page still shows.
import type { CategoryId } from '@sealens/domain';
import {
  BRAND_RANKING_DEFAULT_PERIOD,
  loadAppVersion,
  loadBrandRanking,
  loadCustomerServiceQr,
  loadGoodsGrowth,
  loadHomeProducts,
  loadHotArticles,
  loadImageWindows,
  loadIndustryTypes,
  loadLiveNotices,
  loadMerchantStatistics,
  loadPromotionKeywords,
  loadSalesMap,
  type AppVersionData,
  type ArticleSummary,
  type BrandRowData,
  type ImageWindowData,
  type IndustryTypeData,
  type LiveNoticeData,
  type MerchantStatisticsData,
  type QrCodeData,
  type SalesMapData,
} from '../api/home-widget-loaders';
import { loadHotSearchWords, loadMallSoaring, loadTrendSurvey, type MarketApiClient, type TrendData } from '../api/market-loaders';
import type { DateType } from '../figures/market-labels';
import type { KeywordRowData, ProductCardData, ShopCardData } from '../search/search-types';
import { HOME_RANKING_DEFAULT_CATEGORY, HOME_RANKING_DEFAULT_DATE_TYPE } from '../home/home-market-data';
import type { BrandRankingParams } from './brand-ranking';
import type { KeywordRankingParams } from './keyword-ranking';
import type { MallSoaringParams } from './mall-soaring-ranking';
import { rowsForPage } from './use-ranking-rows';

interface Ranking<Row, Params> {
  params: Params;
  rows: Row[] | null;
}

export interface HomeWidgetsData {
  hotKeywords: Ranking<KeywordRowData, KeywordRankingParams>;
  promotionKeywords: Ranking<KeywordRowData, KeywordRankingParams>;
  mallSoaring: Ranking<ShopCardData, MallSoaringParams>;
  brands: Ranking<BrandRowData, BrandRankingParams>;
  goodsGrowth: Ranking<ProductCardData, { typeId: CategoryId }>;
  products: { params: { typeId: CategoryId }; data: ProductCardData[] | null };
  industry: IndustryTypeData[] | null;
  merchants: MerchantStatisticsData | null;
  salesMap: { dateType: DateType; data: SalesMapData | null };
  trend: TrendData | null;
  liveNotices: LiveNoticeData[] | null;
  hotArticles: ArticleSummary[] | null;
  imageWindows: ImageWindowData[] | null;
  customerService: QrCodeData | null;
  appVersion: AppVersionData | null;
}

async function settled<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

/** The widgets a phone's home leaves out (HomeWidgets `compact`): the phone keeps the rankings and trends. */
export const DESKTOP_ONLY_WIDGETS = ['products', 'industry', 'merchants', 'liveNotices', 'hotArticles', 'imageWindows', 'customerService'] as const;

/**
 * Every widget's first data, with the default switches; a visitor's rankings carry only the
 * visitor's rows. For a phone (`compact`) the desktop-only widgets are not loaded (they are not shown).
 */
export async function loadHomeWidgets(client: MarketApiClient, options: { member: boolean; compact?: boolean }): Promise<HomeWidgetsData> {
  const desktop = <T,>(load: () => Promise<T>): Promise<T | null> => (options.compact ? Promise.resolve(null) : settled(load()));
  const typeId = HOME_RANKING_DEFAULT_CATEGORY;
  const dateType = HOME_RANKING_DEFAULT_DATE_TYPE;
  const keywordParams: KeywordRankingParams = { typeId, dateType };
  const promotionParams: KeywordRankingParams = { typeId, dateType, rankingType: 1 };
  const brandParams: BrandRankingParams = { typeId, salesOrGmv: 1, dayOrWeek: BRAND_RANKING_DEFAULT_PERIOD };
  const [hot, promotion, malls, brands, growth, products, industry, merchants, salesMap, trend, live, articles, windows, service, version] = await Promise.all([
    settled(loadHotSearchWords(client, keywordParams)),
    settled(loadPromotionKeywords(client, promotionParams)),
    settled(loadMallSoaring(client, { typeId, dateType })),
    settled(loadBrandRanking(client, brandParams)),
    settled(loadGoodsGrowth(client, { typeId })),
    desktop(() => loadHomeProducts(client, { typeId })),
    desktop(() => loadIndustryTypes(client)),
    desktop(() => loadMerchantStatistics(client)),
    settled(loadSalesMap(client, dateType)),
    settled(loadTrendSurvey(client, (site) => site)),
    desktop(() => loadLiveNotices(client)),
    desktop(() => loadHotArticles(client)),
    desktop(() => loadImageWindows(client)),
    desktop(() => loadCustomerServiceQr(client, false)),
    settled(loadAppVersion(client)),
  ]);
  const member = options.member;
  return {
    hotKeywords: { params: keywordParams, rows: rowsForPage(hot, member) },
    promotionKeywords: { params: promotionParams, rows: rowsForPage(promotion, member) },
    mallSoaring: { params: { typeId, dateType }, rows: rowsForPage(malls, member) },
    brands: { params: brandParams, rows: rowsForPage(brands, member) },
    goodsGrowth: { params: { typeId }, rows: rowsForPage(growth, member) },
    products: { params: { typeId }, data: products },
    industry,
    merchants,
    salesMap: { dateType, data: salesMap },
    trend,
    liveNotices: live,
    hotArticles: articles,
    imageWindows: windows,
    customerService: service,
    appVersion: version,
  };
}
