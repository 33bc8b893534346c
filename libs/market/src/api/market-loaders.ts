// Loaders for the market widgets: plain async functions over the typed main client of
// @sealens/api, so a route loader in the browser and the server-side renderer (with an in-process
// client) call the same code. Each validates the answer and maps it onto the widget's view model.
import { ApiBusinessError, envelopeSchema, envelopeWith, readResponse, type ApiClients } from '@sealens/api';
import { BUSINESS_CODES, type CategoryId, type SiteCode } from '@sealens/domain';
import * as v from 'valibot';
import type { BackfillAnswer, BackfillKind } from '../backfill/backfill-dialog';
import type { DateType } from '../figures/market-labels';
import type { MarketFigures, SiteChoice } from '../figures/yesterday-market';
import type { TrendSeries } from '../charts/trend-summary';
import type { KeywordRowData, LookupAnswer, ProductCardData, ShopCardData } from '../search/search-types';
import { goodsLookupSchema, goodsRowSchema, homeFiguresSchema, keywordRowSchema, mallLookupSchema, mallRowSchema, trendPointSchema } from './market-schemas';

/** What the loaders need of the main client: its GET. */
export type MarketApiClient = Pick<ApiClients['main'], 'GET'>;

/** Verify-code header value of the calls flagged x-verify-code (openapi VerifyCode). */
export const VERIFY = { 'X-Verify-Code': '1' } as const;

/** The payload of a successful answer; any other code is an ApiBusinessError. */
export function payloadOf<T>(answer: { code: number; message?: string | undefined; payload?: T | undefined }): T {
  if (answer.code !== BUSINESS_CODES.success || answer.payload === undefined) throw new ApiBusinessError(answer.code, answer.message ?? '');
  return answer.payload;
}

export type GoodsRow = v.InferOutput<typeof goodsRowSchema>;
export type MallRow = v.InferOutput<typeof mallRowSchema>;

export function productCardOf(row: GoodsRow, date?: string): ProductCardData {
  const d = row.date ?? date;
  return {
    productId: row.goodsId,
    title: row.goodsInfo.title,
    ...(row.goodsInfo.site ? { site: row.goodsInfo.site } : {}),
    ...(row.goodsInfo.shopName ? { shopName: row.goodsInfo.shopName } : {}),
    ...(row.goodsInfo.image ? { imageUrl: row.goodsInfo.image } : {}),
    ...(row.goodsInfo.link ? { link: row.goodsInfo.link } : {}),
    price: row.price ?? null,
    sales: row.sales ?? null,
    gmv: row.gmv ?? null,
    ...(row.growthRate !== undefined ? { growthRate: row.growthRate } : {}),
    ...(d ? { date: d } : {}),
  };
}

export function shopCardOf(row: MallRow, date?: string): ShopCardData {
  const d = row.date ?? date;
  return {
    shopId: row.shopId,
    name: row.shopName,
    ...(row.site ? { site: row.site } : {}),
    ...(row.logo ? { logoUrl: row.logo } : {}),
    ...(row.link ? { link: row.link } : {}),
    sales: row.sales ?? null,
    gmv: row.gmv ?? null,
    ...(row.growthRate !== undefined ? { growthRate: row.growthRate } : {}),
    ...(d ? { date: d } : {}),
  };
}

export function keywordRowOf(row: v.InferOutput<typeof keywordRowSchema>): KeywordRowData {
  return {
    keyword: row.keyword,
    ...(row.site ? { site: row.site } : {}),
    searchIndex: row.searchIndex ?? null,
    productBase: row.productBase ?? null,
    recommendedBid: row.recommendedBid ?? null,
  };
}

const goodsLookupAnswer = envelopeWith(goodsLookupSchema);
const mallLookupAnswer = envelopeWith(mallLookupSchema);

/** GET /goods/lookup: the product of a link or id, or the id to offer a backfill for. */
export async function lookupGoods(client: MarketApiClient, query: string): Promise<LookupAnswer<ProductCardData>> {
  const payload = payloadOf(
    readResponse(goodsLookupAnswer, await client.GET('/goods/lookup', { params: { query: { keyword: query }, header: VERIFY } })),
  );
  const goods = payload.goods;
  return payload.found && goods ? { found: true, data: productCardOf(goods, payload.date) } : { found: false, id: payload.id };
}

/** GET /mall/lookup: the shop of a link or id, or the id to offer a backfill for. */
export async function lookupShop(client: MarketApiClient, query: string): Promise<LookupAnswer<ShopCardData>> {
  const payload = payloadOf(
    readResponse(mallLookupAnswer, await client.GET('/mall/lookup', { params: { query: { keyword: query }, header: VERIFY } })),
  );
  const mall = payload.mall;
  return payload.found && mall ? { found: true, data: shopCardOf(mall, payload.date) } : { found: false, id: payload.id };
}

/**
 * Spec §7 "Data backfill": GET goodSupplement?goodsId= for a product, mallSupplement?mallParm= for
 * a shop. Resolves with the answer's code whatever it is (the dialog acts on 200 only, spec §8).
 */
export async function applyBackfill(client: MarketApiClient, kind: BackfillKind, id: string): Promise<BackfillAnswer> {
  const result =
    kind === 'good'
      ? await client.GET('/data-supplement/goodSupplement', { params: { query: { goodsId: id } } })
      : await client.GET('/data-supplement/mallSupplement', { params: { query: { mallParm: id } } });
  return { code: readResponse(envelopeSchema, result).code };
}

export interface HomeListParams {
  site?: SiteCode;
  typeId?: CategoryId | number;
  dateType?: DateType;
}

export function listQuery(params: HomeListParams) {
  return {
    ...(params.site ? { site: params.site } : {}),
    ...(params.typeId !== undefined ? { typeId: params.typeId } : {}),
    ...(params.dateType !== undefined ? { dateType: params.dateType } : {}),
  };
}

const keywordRowsAnswer = envelopeWith(v.array(keywordRowSchema));

/** GET /home/hotSearchWords: the hot search keywords (site, category, period). */
export async function loadHotSearchWords(client: MarketApiClient, params: HomeListParams = {}): Promise<KeywordRowData[]> {
  const rows = payloadOf(
    readResponse(keywordRowsAnswer, await client.GET('/home/hotSearchWords', { params: { query: listQuery(params), header: VERIFY } })),
  );
  return rows.map(keywordRowOf);
}

/**
 * The hot-word query: GET /home/hotSearchWords with `keyword`: the keywords of the data that contain
 * it (case-insensitive), most searched first.
 */
export async function searchKeywordRows(client: MarketApiClient, keyword: string, params: HomeListParams = {}): Promise<KeywordRowData[]> {
  const query = { ...listQuery(params), keyword: keyword.trim() };
  const rows = payloadOf(readResponse(keywordRowsAnswer, await client.GET('/home/hotSearchWords', { params: { query, header: VERIFY } })));
  return rows.map(keywordRowOf);
}

const goodsRowsAnswer = envelopeWith(v.array(goodsRowSchema));

/** GET /home/goodsRanking (typeId, dateType; spec §7) as product rows, in ranking order. */
export async function loadGoodsRanking(client: MarketApiClient, params: HomeListParams = {}): Promise<ProductCardData[]> {
  const rows = payloadOf(
    readResponse(goodsRowsAnswer, await client.GET('/home/goodsRanking', { params: { query: listQuery(params), header: VERIFY } })),
  );
  return rows.map((row) => productCardOf(row));
}

const homeFiguresAnswer = envelopeWith(homeFiguresSchema);

/**
 * GET /home/salesMap/total: the previous day's four figures (spec §1), for the whole market or, for
 * one site, that site's row of the same answer (null figures when the answer has none for it).
 */
export async function loadYesterdayMarket(client: MarketApiClient, site: SiteChoice = 'all'): Promise<MarketFigures> {
  const total = payloadOf(readResponse(homeFiguresAnswer, await client.GET('/home/salesMap/total', { params: { header: VERIFY } })));
  const source = site === 'all' ? total : total.sites?.find((row) => row.site === site);
  return {
    date: total.date,
    totalSalesValue: source?.totalSalesValue ?? null,
    salesVolume: source?.salesVolume ?? null,
    productsSold: source?.productsSold ?? null,
    resourceSlotSalesValue: source?.resourceSlotSalesValue ?? null,
  };
}

const mallRowsAnswer = envelopeWith(v.array(mallRowSchema));

/** GET /home/mallSoaring (typeId, dateType; spec §7): the soaring shops, in list order. */
export async function loadMallSoaring(client: MarketApiClient, params: HomeListParams = {}): Promise<ShopCardData[]> {
  const rows = payloadOf(
    readResponse(mallRowsAnswer, await client.GET('/home/mallSoaring', { params: { query: listQuery(params), header: VERIFY } })),
  );
  return rows.map((row) => shopCardOf(row));
}

/** What TrendChart draws: ascending days and one series per site. */
export interface TrendData {
  dates: string[];
  series: (TrendSeries & { site: SiteCode })[];
}

const trendAnswer = envelopeWith(v.array(trendPointSchema));

/**
 * GET /home/trendSurvey: daily sales value per site, as TrendChart's dates and series (one per
 * site, in the answer's site order; null where a site has no point for a day). `siteLabel` names
 * a series (the page passes the translated site name).
 */
export async function loadTrendSurvey(client: MarketApiClient, siteLabel: (site: SiteCode) => string): Promise<TrendData> {
  const points = payloadOf(readResponse(trendAnswer, await client.GET('/home/trendSurvey', { params: { header: VERIFY } })));
  const dates = [...new Set(points.map((p) => p.date))].sort();
  const index = new Map(dates.map((d, i) => [d, i]));
  const bySite = new Map<SiteCode, (number | null)[]>();
  for (const point of points) {
    if (!point.site) continue;
    let values = bySite.get(point.site);
    if (!values) {
      values = dates.map(() => null);
      bySite.set(point.site, values);
    }
    values[index.get(point.date) ?? 0] = point.value ?? null;
  }
  return { dates, series: [...bySite].map(([site, values]) => ({ site, label: siteLabel(site), values })) };
}
