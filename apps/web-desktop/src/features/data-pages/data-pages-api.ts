// The calls of the data pages (issue 16 item 3) over the typed main client: the detection list, a
// product's make-up, a shop's revenue detail, the daily histories and the member's detection
// history. Each answer is validated (lenient shapes) and named by the day it describes.
import { envelopeSchema, envelopeWith, maybe, numberLike, readResponse, stringLike, type ApiClients } from '@sealens/api';
import { goodsRowSchema, lookupGoods, lookupShop, mallRowSchema, payloadOf, VERIFY } from '@sealens/market';
import { RANKING_MAX_ROWS } from '@sealens/domain';
import * as v from 'valibot';
import type { DetectionQuery } from './detection-query';

export type MainClient = Pick<ApiClients['main'], 'GET' | 'POST'>;

const day = maybe(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));
const figure = maybe(numberLike);

const periodFiguresSchema = v.looseObject({
  period: v.picklist([1, 7, 30]),
  sales: numberLike,
  gmv: numberLike,
  prevSales: numberLike,
  growthRate: figure,
  shopGmv: figure,
  shopShare: figure,
  categoryGmv: figure,
  categoryShare: figure,
});

const detectionPageSchema = v.looseObject({
  date: day,
  list: v.picklist(['soaring', 'new', 'hot']),
  period: v.picklist([1, 7, 30]),
  total: numberLike,
  pageNum: numberLike,
  pageSize: numberLike,
  limited: v.boolean(),
  rows: v.array(goodsRowSchema),
});

const goodsMakeUpSchema = v.looseObject({
  id: stringLike,
  found: v.boolean(),
  date: day,
  goods: maybe(goodsRowSchema),
  typeId: figure,
  shopId: maybe(stringLike),
  periods: maybe(v.array(periodFiguresSchema)),
  hotRank: figure,
  categoryProducts: figure,
  flags: maybe(v.array(v.string())),
  comparable: maybe(v.array(goodsRowSchema)),
});

const mallReceivableSchema = v.looseObject({
  id: stringLike,
  found: v.boolean(),
  date: day,
  mall: maybe(mallRowSchema),
  periods: maybe(v.array(periodFiguresSchema)),
  topProducts: maybe(v.array(goodsRowSchema)),
  categories: maybe(v.array(v.looseObject({ typeId: numberLike, sales: numberLike, gmv: numberLike, share: numberLike }))),
});

const historyPointsSchema = v.looseObject({
  id: stringLike,
  found: v.boolean(),
  date: day,
  points: v.array(v.looseObject({ date: v.string(), sales: numberLike, gmv: numberLike, price: figure })),
});

const historyEntrySchema = v.looseObject({ id: stringLike, goodsId: stringLike, viewTime: v.string(), goods: maybe(goodsRowSchema) });

export type DetectionPage = v.InferOutput<typeof detectionPageSchema>;
export type GoodsMakeUp = v.InferOutput<typeof goodsMakeUpSchema>;
export type MallReceivable = v.InferOutput<typeof mallReceivableSchema>;
export type PeriodFigures = v.InferOutput<typeof periodFiguresSchema>;
export type HistoryPoints = v.InferOutput<typeof historyPointsSchema>;
export type DetectionHistoryEntry = v.InferOutput<typeof historyEntrySchema>;
export type DetectionFlag = 'soaring' | 'new' | 'hot';

/** Rows a page of the detection list shows. */
export const DETECTION_PAGE_SIZE = 20;
/** The pages of a ranking of `total` products: its first RANKING_MAX_ROWS rows at most (the server's limit). */
export const detectionPageCount = (total: number) => Math.max(1, Math.min(Math.ceil(total / DETECTION_PAGE_SIZE), RANKING_MAX_ROWS / DETECTION_PAGE_SIZE));
/** Days of daily history the detail pages chart. */
export const DETAIL_HISTORY_DAYS = 30;

export async function fetchDetectionPage(main: MainClient, query: DetectionQuery): Promise<DetectionPage> {
  const result = await main.GET('/detection/list', {
    params: {
      query: {
        list: query.list,
        period: query.period,
        pageNum: query.page,
        pageSize: DETECTION_PAGE_SIZE,
        ...(query.site ? { site: query.site } : {}),
        ...(query.typeId !== undefined ? { typeId: query.typeId } : {}),
      },
      header: VERIFY,
    },
  });
  return payloadOf(readResponse(envelopeWith(detectionPageSchema), result));
}

export async function fetchGoodsMakeUp(main: MainClient, goodsId: string): Promise<GoodsMakeUp> {
  const result = await main.GET('/goods/makeUp', { params: { query: { goodsId }, header: VERIFY } });
  return payloadOf(readResponse(envelopeWith(goodsMakeUpSchema), result));
}

export async function fetchMallReceivable(main: MainClient, shopId: string): Promise<MallReceivable> {
  const result = await main.GET('/mall/receivable', { params: { query: { shopId }, header: VERIFY } });
  return payloadOf(readResponse(envelopeWith(mallReceivableSchema), result));
}

export async function fetchGoodsHistory(main: MainClient, goodsId: string, days = DETAIL_HISTORY_DAYS): Promise<HistoryPoints> {
  const result = await main.GET('/goods/history', { params: { query: { goodsId, days }, header: VERIFY } });
  return payloadOf(readResponse(envelopeWith(historyPointsSchema), result));
}

export async function fetchMallHistory(main: MainClient, shopId: string, days = DETAIL_HISTORY_DAYS): Promise<HistoryPoints> {
  const result = await main.GET('/mall/history', { params: { query: { shopId, days }, header: VERIFY } });
  return payloadOf(readResponse(envelopeWith(historyPointsSchema), result));
}

/**
 * The numeric id of what was typed (an id, or a link the server's lookup reads), or null when the
 * data has no such product or shop.
 */
export async function resolveId(main: MainClient, kind: 'goods' | 'mall', typed: string): Promise<string | null> {
  const answer = kind === 'goods' ? await lookupGoods(main, typed) : await lookupShop(main, typed);
  if (!answer.found) return null;
  return 'productId' in answer.data ? answer.data.productId : answer.data.shopId;
}

// The member's own history: the session cookie names them; the page says what went wrong itself.
export async function listDetectionHistory(main: MainClient): Promise<DetectionHistoryEntry[]> {
  const result = await main.GET('/detection/history', { verifyCode: false });
  return payloadOf(readResponse(envelopeWith(v.array(historyEntrySchema)), result));
}

export async function saveDetectionHistory(main: MainClient, goodsId: string): Promise<DetectionHistoryEntry> {
  const result = await main.POST('/detection/history/save', { body: { goodsId }, verifyCode: false });
  return payloadOf(readResponse(envelopeWith(historyEntrySchema), result));
}

export async function removeDetectionHistory(main: MainClient, id: string): Promise<void> {
  const result = await main.POST('/detection/history/remove', { body: { id }, verifyCode: false });
  const answer = readResponse(envelopeSchema, result);
  if (answer.code !== 200) throw new Error(answer.message ?? `code ${answer.code}`);
}
