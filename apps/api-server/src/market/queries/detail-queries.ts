// The detail answers of issue 16 item 3, read from the derived tables like the rankings: a
// product's sales make-up (its periods, its share of its shop and of its site category, its rank,
// the detections it earns, comparable products) and a shop's revenue detail (its periods, top
// products, category split). Every answer names the day it describes.
import { DETECTION_HOT_RANK, DETECTION_SOARING_GROWTH_PERCENT, type SiteCode } from '@sealens/domain';

import type { MainSchemas } from '../../api/main/main-types';
import { HOT_NEW_DAYS, SOARING_MIN_BASE } from '../ranking-rules';
import { growthOf, type MarketQueries, type Period } from './market-queries';

export const PERIODS: readonly Period[] = [1, 7, 30];
export const COMPARABLE_PRODUCTS = 5;
export const SHOP_TOP_PRODUCTS = 10;

type Flag = 'soaring' | 'new' | 'hot';

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
/** Percent of `part` in `whole`, two decimals; undefined when the whole is nothing. */
const shareOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : undefined);

interface StatsRow {
  site: SiteCode;
  type_id: number;
  sub_type_id: number | null;
  shop_id: string;
  listed_at: Date | string;
  sales_1: number;
  sales_7: number;
  sales_30: number;
  gmv_1: number;
  gmv_7: number;
  gmv_30: number;
  prev_sales_1: number;
  prev_sales_7: number;
  prev_sales_30: number;
}

const STATS_COLUMNS = 'sales_1, sales_7, sales_30, gmv_1, gmv_7, gmv_30, prev_sales_1, prev_sales_7, prev_sales_30';

/** The detections a product earns from its 7-day figures, its listing time and its rank. */
export function detectionFlags(stats: { sales7: number; prevSales7: number; listedAt: Date; hotRank: number }, day: string): Flag[] {
  const flags: Flag[] = [];
  const growth = growthOf(stats.sales7, stats.prevSales7);
  if (stats.prevSales7 >= SOARING_MIN_BASE[7] && growth !== undefined && growth >= DETECTION_SOARING_GROWTH_PERCENT) flags.push('soaring');
  // Listed on or after 00:00 China time of the first of the hot-new days (as the hot-new ranking counts).
  const since = Date.parse(`${day}T00:00:00+08:00`) - (HOT_NEW_DAYS - 1) * 86_400_000;
  if (stats.listedAt.getTime() >= since && stats.sales7 > 0) flags.push('new');
  if (stats.hotRank <= DETECTION_HOT_RANK && stats.sales7 > 0) flags.push('hot');
  return flags;
}

export async function goodsMakeUp(q: MarketQueries, goodsId: string) {
  const goods = await q.lookupGoods(goodsId);
  if (!goods) return { id: goodsId, found: false as const };
  const day = goods.date;
  const [stats] = await q.sql.query<StatsRow>(
    `select site, type_id, sub_type_id, shop_id::text as shop_id, listed_at, ${STATS_COLUMNS} from market_product_stats where goods_id = $1::int8`,
    [goodsId],
  );
  if (!stats || !day) return { id: goodsId, found: true as const, goods, ...(day ? { date: day } : {}), periods: [], flags: [], comparable: [] };
  const [shop] = await q.sql.query<{ gmv_1: number; gmv_7: number; gmv_30: number }>(
    'select gmv_1, gmv_7, gmv_30 from market_shop_stats where shop_id = $1::int8',
    [stats.shop_id],
  );
  // The site category's sales value over each period: the feed's platform-wide daily figures.
  const [category] = await q.sql.query<{ gmv_1: number; gmv_7: number; gmv_30: number }>(
    `select coalesce(sum(gmv) filter (where day = $3::date), 0)::float8 as gmv_1,
       coalesce(sum(gmv) filter (where day > $3::date - 7), 0)::float8 as gmv_7,
       coalesce(sum(gmv), 0)::float8 as gmv_30
     from market_category_days where site = $1 and type_id = $2 and day > $3::date - 30 and day <= $3::date`,
    [stats.site, stats.type_id, day],
  );
  const [rank] = await q.sql.query<{ rank: number; total: number }>(
    `select (count(*) filter (where sales_7 > $3 or (sales_7 = $3 and goods_id < $4::int8)) + 1)::int as rank, count(*)::int as total
     from market_product_stats where site = $1 and type_id = $2`,
    [stats.site, stats.type_id, stats.sales_7, goodsId],
  );
  const periods = PERIODS.map((period) => {
    const sales = num(stats[`sales_${period}`]);
    const gmv = round2(num(stats[`gmv_${period}`]));
    const prevSales = num(stats[`prev_sales_${period}`]);
    const shopGmv = round2(num(shop?.[`gmv_${period}`]));
    const categoryGmv = round2(num(category?.[`gmv_${period}`]));
    const growth = growthOf(sales, prevSales);
    const shopShare = shareOf(gmv, shopGmv);
    const categoryShare = shareOf(gmv, categoryGmv);
    return {
      period,
      sales,
      gmv,
      prevSales,
      ...(growth !== undefined ? { growthRate: growth } : {}),
      shopGmv,
      ...(shopShare !== undefined ? { shopShare } : {}),
      categoryGmv,
      ...(categoryShare !== undefined ? { categoryShare } : {}),
    } satisfies MainSchemas['PeriodFigures'];
  });
  const hotRank = num(rank?.rank);
  const flags = detectionFlags({ sales7: num(stats.sales_7), prevSales7: num(stats.prev_sales_7), listedAt: new Date(stats.listed_at), hotRank }, day);
  const peers = await q.goodsRanking('hot', 30, { site: stats.site, typeId: stats.sub_type_id ?? stats.type_id }, COMPARABLE_PRODUCTS + 1);
  return {
    id: goodsId,
    found: true as const,
    date: day,
    goods,
    typeId: num(stats.type_id),
    shopId: String(stats.shop_id),
    periods,
    hotRank,
    categoryProducts: num(rank?.total),
    flags,
    comparable: peers.rows.filter((row) => row.goodsId !== goodsId).slice(0, COMPARABLE_PRODUCTS),
  };
}

export async function mallReceivable(q: MarketQueries, shopId: string) {
  const mall = await q.lookupShop(shopId);
  if (!mall) return { id: shopId, found: false as const };
  const day = mall.date;
  const [stats] = await q.sql.query<Omit<StatsRow, 'site' | 'type_id' | 'sub_type_id' | 'shop_id' | 'listed_at'>>(
    `select ${STATS_COLUMNS} from market_shop_stats where shop_id = $1::int8`,
    [shopId],
  );
  const periods = PERIODS.map((period) => {
    const sales = num(stats?.[`sales_${period}`]);
    const prevSales = num(stats?.[`prev_sales_${period}`]);
    const growth = growthOf(sales, prevSales);
    return { period, sales, gmv: round2(num(stats?.[`gmv_${period}`])), prevSales, ...(growth !== undefined ? { growthRate: growth } : {}) };
  });
  const top = await q.sql.query<Parameters<MarketQueries['goodsRowOf']>[0]>(
    `select s.goods_id::text as goods_id, p.site, p.title, p.image, p.shop_id::text as shop_id, sh.name as shop_name, p.price, p.comments, p.likes, p.rating,
       p.listed_at, s.sales_30 as sales, s.gmv_30 as gmv, s.prev_sales_30 as prev
     from market_product_stats s join market_products p on p.goods_id = s.goods_id left join market_shops sh on sh.shop_id = p.shop_id
     where s.shop_id = $1::int8 order by s.gmv_30 desc, s.goods_id limit $2`,
    [shopId, SHOP_TOP_PRODUCTS],
  );
  const split = await q.sql.query<{ type_id: number; sales: number; gmv: number }>(
    `select type_id, sum(sales_30)::int8 as sales, sum(gmv_30)::float8 as gmv from market_product_stats
     where shop_id = $1::int8 group by type_id having sum(gmv_30) > 0 order by gmv desc, type_id`,
    [shopId],
  );
  const total = split.reduce((n, r) => n + num(r.gmv), 0);
  return {
    id: shopId,
    found: true as const,
    ...(day ? { date: day } : {}),
    mall,
    periods,
    topProducts: day ? top.map((r) => q.goodsRowOf(r, day, growthOf(num(r.sales), num(r.prev)))) : [],
    categories: split.map((r) => ({ typeId: num(r.type_id), sales: num(r.sales), gmv: round2(num(r.gmv)), share: shareOf(num(r.gmv), total) ?? 0 })),
  };
}
