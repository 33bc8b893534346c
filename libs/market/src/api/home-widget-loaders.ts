// Loaders of the home widgets of spec §2 beyond the search, yesterday's market and the goods
// ranking (those live in market-loaders.ts): each is one call of spec §7 with its parameters, its
// answer validated and mapped onto the widget's view model. Shared by the route loaders (server and
// browser) and the widgets' own switches.
import { envelopeWith, readResponse } from '@sealens/api';
import { SITE_CODES, type SiteCode } from '@sealens/domain';
import * as v from 'valibot';
import type { KeywordRowData, ProductCardData } from '../search/search-types';
import {
  appVersionSchema,
  brandRowSchema,
  contentPageSchema,
  dictionaryEntrySchema,
  goodsRowSchema,
  imageWindowSchema,
  industryTypeSchema,
  keywordRowSchema,
  liveNoticeSchema,
  merchantStatisticsSchema,
  salesMapSchema,
} from './market-schemas';
import { keywordRowOf, listQuery, lookupGoods, payloadOf, productCardOf, VERIFY, type HomeListParams, type MarketApiClient } from './market-loaders';

/** Spec §7 promotion keywords: rankingType 1 = by search index, 2 = by recommended bid. */
export type KeywordRankingType = 1 | 2;

const keywordRowsAnswer = envelopeWith(v.array(keywordRowSchema));

/** GET /home/promotionKeywords (typeId, dateType, rankingType). */
export async function loadPromotionKeywords(
  client: MarketApiClient,
  params: HomeListParams & { rankingType?: KeywordRankingType } = {},
): Promise<KeywordRowData[]> {
  const query = { ...listQuery(params), ...(params.rankingType ? { rankingType: params.rankingType } : {}) };
  const rows = payloadOf(readResponse(keywordRowsAnswer, await client.GET('/home/promotionKeywords', { params: { query, header: VERIFY } })));
  return rows.map(keywordRowOf);
}

const goodsRowsAnswer = envelopeWith(v.array(goodsRowSchema));

/** GET /home/goodsGrowth (typeId): the products growing fastest, in list order. */
export async function loadGoodsGrowth(client: MarketApiClient, params: Pick<HomeListParams, 'typeId' | 'site'> = {}): Promise<ProductCardData[]> {
  const rows = payloadOf(readResponse(goodsRowsAnswer, await client.GET('/home/goodsGrowth', { params: { query: listQuery(params), header: VERIFY } })));
  return rows.map((row) => productCardOf(row));
}

export interface BrandRowData {
  brandName: string;
  logoUrl?: string;
  sales: number | null;
  gmv: number | null;
}

/** Spec §7 brand ranking: salesOrGmv 1 = by sales volume, 2 = by sales value. */
export type BrandOrder = 1 | 2;
/** Spec §7/§9 brand ranking: dayOrWeek 1 = day (the default), 2 = week. */
export type BrandPeriod = 1 | 2;
export const BRAND_RANKING_DEFAULT_PERIOD: BrandPeriod = 1;
/** The call's name says it: the brand ranking is a top 10. */
export const BRAND_RANKING_SIZE = 10;

const brandRowsAnswer = envelopeWith(v.array(brandRowSchema));

/** GET /home/brandRanking (typeId, salesOrGmv, dayOrWeek default 1): at most the top 10 brands. */
export async function loadBrandRanking(
  client: MarketApiClient,
  params: Pick<HomeListParams, 'typeId' | 'site'> & { salesOrGmv?: BrandOrder; dayOrWeek?: BrandPeriod } = {},
): Promise<BrandRowData[]> {
  const query = {
    ...listQuery(params),
    salesOrGmv: params.salesOrGmv ?? 1,
    dayOrWeek: params.dayOrWeek ?? BRAND_RANKING_DEFAULT_PERIOD,
  };
  const rows = payloadOf(readResponse(brandRowsAnswer, await client.GET('/home/brandRanking', { params: { query, header: VERIFY } })));
  return rows.slice(0, BRAND_RANKING_SIZE).map((row) => ({
    brandName: row.brandName,
    ...(row.logo ? { logoUrl: row.logo } : {}),
    sales: row.sales ?? null,
    gmv: row.gmv ?? null,
  }));
}

export interface IndustryTypeData {
  typeId: number;
  name: string;
  sales: number | null;
  gmv: number | null;
}

const industryTypesAnswer = envelopeWith(v.array(industryTypeSchema));

/** GET /home/industryHotSalesTypes (pId): the 12 top categories, or the children of `pId`. */
export async function loadIndustryTypes(client: MarketApiClient, pId?: number): Promise<IndustryTypeData[]> {
  const query = pId === undefined ? {} : { pId };
  const rows = payloadOf(readResponse(industryTypesAnswer, await client.GET('/home/industryHotSalesTypes', { params: { query, header: VERIFY } })));
  return rows.map((row) => ({ typeId: row.typeId, name: row.name, sales: row.sales ?? null, gmv: row.gmv ?? null }));
}

export type MerchantStatisticsData = v.InferOutput<typeof merchantStatisticsSchema>;

/** GET /public/merchantStatistics. */
export async function loadMerchantStatistics(client: MarketApiClient): Promise<MerchantStatisticsData> {
  return payloadOf(readResponse(envelopeWith(merchantStatisticsSchema), await client.GET('/public/merchantStatistics', { params: { header: VERIFY } })));
}

export interface SalesMapSite {
  site: SiteCode;
  /** In the site's currency. */
  totalSalesValue: number | null;
  /** The same in US dollars: what the map shades and its legend's bands divide. */
  totalSalesValueUsd: number | null;
  salesVolume: number | null;
}

export interface SalesMapLegendBand {
  min: number;
  max: number | null;
  label: string;
}

export interface SalesMapData {
  sites: SalesMapSite[];
  legend: SalesMapLegendBand[];
}

/** GET /home/salesMap/sites (dateType): each site's figures and the legend's bands (lowest first). */
export async function loadSalesMap(client: MarketApiClient, dateType?: HomeListParams['dateType']): Promise<SalesMapData> {
  const query = dateType === undefined ? {} : { dateType };
  const payload = payloadOf(readResponse(envelopeWith(salesMapSchema), await client.GET('/home/salesMap/sites', { params: { query, header: VERIFY } })));
  const bySite = new Map(payload.sites.flatMap((row) => (row.site ? [[row.site, row] as const] : [])));
  return {
    // Every site in the product's order, so the map keeps its shape when a site has no row.
    sites: SITE_CODES.map((site) => ({
      site,
      totalSalesValue: bySite.get(site)?.totalSalesValue ?? null,
      totalSalesValueUsd: bySite.get(site)?.totalSalesValueUsd ?? null,
      salesVolume: bySite.get(site)?.salesVolume ?? null,
    })),
    legend: payload.legend.map((band) => ({ min: band.min, max: band.max ?? null, label: band.label })).sort((a, b) => a.min - b.min),
  };
}

export interface LiveNoticeData {
  id: string;
  title: string;
  startTime?: string;
  coverUrl?: string;
  link?: string;
}

/** GET /home/liveNotice. */
export async function loadLiveNotices(client: MarketApiClient): Promise<LiveNoticeData[]> {
  const rows = payloadOf(readResponse(envelopeWith(v.array(liveNoticeSchema)), await client.GET('/home/liveNotice', { params: { header: VERIFY } })));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ...(row.startTime ? { startTime: row.startTime } : {}),
    ...(row.coverUrl ? { coverUrl: row.coverUrl } : {}),
    ...(row.link ? { link: row.link } : {}),
  }));
}

export interface ArticleSummary {
  id: string;
  title: string;
  publishTime?: string;
  views: number | null;
}

/** Hot articles shown on the home (spec §7: isArticle, pageNum, pageSize). */
export const HOT_ARTICLES_PAGE_SIZE = 6;

/** GET /home/hotArticles?isArticle=1&pageNum=1&pageSize=6. */
export async function loadHotArticles(client: MarketApiClient): Promise<ArticleSummary[]> {
  const query = { isArticle: 1 as const, pageNum: 1, pageSize: HOT_ARTICLES_PAGE_SIZE };
  const page = payloadOf(readResponse(envelopeWith(contentPageSchema), await client.GET('/home/hotArticles', { params: { query, header: VERIFY } })));
  return page.list.map((item) => ({ id: item.id, title: item.title, ...(item.publishTime ? { publishTime: item.publishTime } : {}), views: item.views ?? null }));
}

export interface ImageWindowData {
  id: string;
  imgUrl: string;
  link?: string;
}

/** GET /home/frontImageWindows?showAddress=1 (spec §9: always 1), in their `sort` order. */
export async function loadImageWindows(client: MarketApiClient): Promise<ImageWindowData[]> {
  const rows = payloadOf(
    readResponse(envelopeWith(v.array(imageWindowSchema)), await client.GET('/home/frontImageWindows', { params: { query: { showAddress: 1 }, header: VERIFY } })),
  );
  return [...rows]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((row, index) => ({ id: row.id ?? `window-${index}`, imgUrl: row.imgUrl, ...(row.link ? { link: row.link } : {}) }));
}

export interface QrCodeData {
  /** null when the entry has no picture. */
  imgUrl: string | null;
  label?: string;
}

/** GET /dictionary/customerServiceQrcode (dictionariesKey, userIdentity 0 visitor / 1 member). */
export async function loadCustomerServiceQr(client: MarketApiClient, member: boolean): Promise<QrCodeData> {
  const query = { dictionariesKey: 'customerServiceQrcode', userIdentity: member ? (1 as const) : (0 as const) };
  const entry = payloadOf(
    readResponse(envelopeWith(dictionaryEntrySchema), await client.GET('/dictionary/customerServiceQrcode', { params: { query, header: VERIFY } })),
  );
  return { imgUrl: entry.imgUrl ?? null, ...(entry.value ? { label: entry.value } : {}) };
}

export type AppVersionData = v.InferOutput<typeof appVersionSchema>;

/** GET /app/versionUpdate (version): the latest app version and where to get it. */
export async function loadAppVersion(client: MarketApiClient, running?: string): Promise<AppVersionData> {
  const query = running ? { version: running } : {};
  return payloadOf(readResponse(envelopeWith(appVersionSchema), await client.GET('/app/versionUpdate', { params: { query, header: VERIFY } })));
}

/** Products the home's product list shows. */
export const HOME_PRODUCT_LIST_SIZE = 6;

/**
 * The home product list: GET /home/productIds (site, typeId) gives the ids; the first
 * HOME_PRODUCT_LIST_SIZE are looked up (GET /goods/lookup) for their cards. An id the data does not
 * hold is left out.
 */
export async function loadHomeProducts(
  client: MarketApiClient,
  params: Pick<HomeListParams, 'typeId' | 'site'> = {},
): Promise<ProductCardData[]> {
  const lookup = async (id: string) => {
    const answer = await lookupGoods(client, id);
    return answer.found ? answer.data : null;
  };
  const ids = payloadOf(
    readResponse(envelopeWith(v.array(v.union([v.string(), v.pipe(v.number(), v.toString())]))), await client.GET('/home/productIds', { params: { query: listQuery(params), header: VERIFY } })),
  );
  const cards = await Promise.all(ids.slice(0, HOME_PRODUCT_LIST_SIZE).map((id) => lookup(id).catch(() => null)));
  return cards.filter((card): card is ProductCardData => card !== null);
}
