// The short-video marketplace's reads (issue 32 item 4) over the tables its derive step writes
// (derive/tiktok-derive.ts): a ranking of products, shops, videos or creators is one statement over
// market_tt_items (its page, and its filtered size counted apart); an item is its row with its 1/7/30-day figures
// and its related list (a creator's and a video's products, a product's creators, a shop's products); a
// history is its range of market_tt_days. Money is the site's currency, or US dollars over all sites.
import { TIKTOK_NEW_DAYS, TIKTOK_PERIODS, TIKTOK_SOARING_BASE, type TiktokEntity, type TiktokQuery, type TiktokSort } from '@sealens/domain';

import type { WorkbenchSchemas } from '../../api/workbench/workbench-types';
import { addDays } from '../days';
import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { isTiktokSite } from '../sim/tiktok';

// The answer's shapes are the contract's (openapi/workbench.yaml, generated): TiktokRow, its figures, links and days.
export type TiktokRow = WorkbenchSchemas['TiktokRow'];
export type TiktokFigures = WorkbenchSchemas['TiktokFigures'];
/** A product a creator or video sold, a creator who sold a product, a shop's product: 30 days. */
export type TiktokLink = WorkbenchSchemas['TiktokLink'];
export type TiktokHistoryPoint = WorkbenchSchemas['TiktokHistoryPoint'];

const SORT_COLUMNS: Readonly<Record<TiktokSort, (p: number) => string>> = {
  units: (p) => `units_${p}`,
  gmv: (p) => `gmv_${p} / per_usd`,
  growth: (p) => `case when prev_units_${p} > 0 then (units_${p} - prev_units_${p})::float8 / prev_units_${p} end`,
  videoUnits: (p) => `video_units_${p}`,
  liveUnits: (p) => `live_units_${p}`,
  views: (p) => `views_${p}`,
  likes: (p) => `likes_${p}`,
  commission: (p) => `commission_${p} / per_usd`,
  creators: () => 'creators',
  products: () => 'products',
  followers: () => 'followers',
  price: () => 'price / per_usd',
  listed: () => 'since',
};

const money = (value: number, perUsd: number, usd: boolean) => Math.round((usd ? value / perUsd : value) * 100) / 100;

/** An estimate's interval (issue 33), in the site's currency before the answer's money is chosen. */
type SiteInterval = { unitsLow: number; unitsHigh: number; gmvLow: number; gmvHigh: number };
export type TiktokInterval = NonNullable<TiktokRow['interval']>;

/**
 * Each entity's product-day intervals as one statement's rows (item id, day, low, high, price): a product's
 * own days; a shop's products' days; a video's and a creator's attributed shares of them (the derive sets
 * the channels' sales_low and sales_high, at the product day's price).
 */
const INTERVAL_SOURCES: Readonly<Record<TiktokEntity, string>> = {
  'tt-product': 'select d.goods_id as id, d.day, d.sales_low as low, d.sales_high as high, d.price from market_tt_product_days d where d.goods_id = any($1::int8[])',
  'tt-shop': 'select p.shop_id as id, d.day, d.sales_low as low, d.sales_high as high, d.price from market_tt_product_days d join market_tt_products p on p.goods_id = d.goods_id where p.shop_id = any($1::int8[])',
  video: `select vg.video_id as id, vg.day, vg.sales_low as low, vg.sales_high as high, d.price from market_tt_video_goods vg
    join market_tt_product_days d on d.goods_id = vg.goods_id and d.day = vg.day where vg.video_id = any($1::int8[])`,
  creator: `select v.creator_id as id, vg.day, vg.sales_low as low, vg.sales_high as high, d.price from market_tt_video_goods vg
    join market_tt_videos v on v.video_id = vg.video_id join market_tt_product_days d on d.goods_id = vg.goods_id and d.day = vg.day
    where v.creator_id = any($1::int8[])
    union all
    select l.creator_id, lg.day, lg.sales_low, lg.sales_high, d.price from market_tt_live_goods lg
    join market_tt_lives l on l.live_id = lg.live_id join market_tt_product_days d on d.goods_id = lg.goods_id and d.day = lg.day
    where l.creator_id = any($1::int8[])`,
};

/** An interval in the answer's money: the site's currency, or US dollars over all sites; and US dollars. */
function intervalIn(i: SiteInterval | undefined, perUsd: number, usd: boolean): TiktokInterval | undefined {
  if (!i) return undefined;
  return {
    unitsLow: i.unitsLow,
    unitsHigh: i.unitsHigh,
    gmvLow: money(i.gmvLow, perUsd, usd),
    gmvHigh: money(i.gmvHigh, perUsd, usd),
    gmvUsdLow: money(i.gmvLow, perUsd, true),
    gmvUsdHigh: money(i.gmvHigh, perUsd, true),
  };
}

type ItemRecord = Record<string, unknown> & { entity: TiktokEntity; item_id: string | number; per_usd: number; site: string };

function rowOf(r: ItemRecord, period: number, usd: boolean, rank: number): TiktokRow {
  const n = (key: string) => Number(r[key] ?? 0);
  const nullable = (key: string) => (r[key] === null || r[key] === undefined ? null : Number(r[key]));
  const prev = n(`prev_units_${period}`);
  const units = n(`units_${period}`);
  return {
    entity: r.entity,
    id: String(r.item_id),
    rank,
    site: r.site,
    categoryId: n('type_id'),
    name: String(r['name']),
    image: String(r['image']),
    parentId: r['parent_id'] === null ? null : String(r['parent_id']),
    parentName: (r['parent_name'] as string | null) ?? null,
    price: r['price'] === null ? null : money(Number(r['price']), r.per_usd, usd),
    commissionRate: nullable('commission_rate'),
    rating: r['rating'] === null ? null : Math.round(Number(r['rating']) * 10) / 10,
    followers: nullable('followers'),
    since: r['since'] ? new Date(r['since'] as string).toISOString() : null,
    viewsTotal: nullable('views_total'),
    likesTotal: nullable('likes_total'),
    commentsTotal: nullable('comments_total'),
    sharesTotal: nullable('shares_total'),
    products: n('products'),
    creators: n('creators'),
    videos: n('videos'),
    lives: n('lives'),
    units,
    gmv: money(n(`gmv_${period}`), r.per_usd, usd),
    gmvUsd: money(n(`gmv_${period}`), r.per_usd, true),
    videoUnits: n(`video_units_${period}`),
    videoGmv: money(n(`video_gmv_${period}`), r.per_usd, usd),
    liveUnits: n(`live_units_${period}`),
    liveGmv: money(n(`live_gmv_${period}`), r.per_usd, usd),
    views: n(`views_${period}`),
    likes: n(`likes_${period}`),
    commission: money(n(`commission_${period}`), r.per_usd, usd),
    growth: prev > 0 ? Math.round(((units - prev) / prev) * 1000) / 10 : null,
    trend: (r['trend'] as number[] | null) ?? [],
  };
}

/**
 * A ranking's filtered list as SQL over market_tt_items: its conditions, their parameters and its order
 * (the ranked column, then the id). Exported for the test that pins the page and count to one statement's.
 */
export function tiktokRankingSql(query: TiktokQuery, day: string): { where: string; params: unknown[]; order: string } {
  const p = query.period;
  const usd = !query.site;
  const params: unknown[] = [query.entity];
  const where = ['entity = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.site) where.push(`site = ${param(query.site)}`);
  if (query.categoryId !== undefined) where.push(`type_id = ${param(query.categoryId)}`);
  const moneyOf = (column: string) => (usd ? `${column} / per_usd` : column);
  const growth = SORT_COLUMNS.growth(p);
  if (query.units?.min !== undefined) where.push(`units_${p} >= ${param(query.units.min)}`);
  if (query.units?.max !== undefined) where.push(`units_${p} <= ${param(query.units.max)}`);
  if (query.gmv?.min !== undefined) where.push(`${moneyOf(`gmv_${p}`)} >= ${param(query.gmv.min)}`);
  if (query.gmv?.max !== undefined) where.push(`${moneyOf(`gmv_${p}`)} <= ${param(query.gmv.max)}`);
  if (query.growth?.min !== undefined) where.push(`${growth} * 100 >= ${param(query.growth.min)}`);
  if (query.growth?.max !== undefined) where.push(`${growth} * 100 <= ${param(query.growth.max)}`);
  // Hot and new lists hold what sold (a video: was watched) in the period; soaring what sold enough before it.
  const hotKey = query.entity === 'video' ? `views_${p}` : `units_${p}`;
  if (query.order === 'soaring') where.push(`prev_units_${p} >= ${TIKTOK_SOARING_BASE}`);
  else where.push(`${hotKey} > 0`);
  if (query.order === 'new') where.push(`since >= (${param(addDays(day, -(TIKTOK_NEW_DAYS - 1)))}::date)::timestamp - interval '8 hours'`);
  const orderKey = query.sort ? SORT_COLUMNS[query.sort](p) : query.order === 'soaring' ? growth : hotKey;
  const dir = query.sort ? query.dir : 'desc';
  return { where: where.join(' and '), params, order: `${orderKey} ${dir} nulls last, item_id` };
}

export class TiktokQueries {
  constructor(private readonly sql: MarketSql) {}

  /**
   * One page of a ranking and its filtered size; `limit` 0 counts alone. The page and the count are two
   * statements: a `count(*) over ()` beside the page kept every filtered row, whole, for the window
   * before the page's sort (all sites' videos at `--scale large`: p50 351 ms, p99 7 s at load 16), where
   * the page alone sorts only its top rows and the count reads no column.
   */
  async rank(query: TiktokQuery, day: string, window: { offset: number; limit: number }): Promise<{ total: number; rows: TiktokRow[]; currency: string }> {
    const { where, params, order } = tiktokRankingSql(query, day);
    const n = params.length;
    const [rows, [count]] = await Promise.all([
      window.limit > 0
        ? this.sql.query<ItemRecord>(`select * from market_tt_items where ${where} order by ${order} limit $${n + 1} offset $${n + 2}`, [...params, window.limit, window.offset])
        : Promise.resolve([]),
      this.sql.query<{ n: string | number }>(`select count(*) as n from market_tt_items where ${where}`, params),
    ]);
    const intervals = await this.intervals(query.entity, rows.map((r) => String(r.item_id)), [query.period], day);
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((r, i) => {
        const row = rowOf(r, query.period, !query.site, window.offset + i + 1);
        const interval = intervalIn(intervals.get(`${row.id}|${query.period}`), r.per_usd, !query.site);
        return interval ? { ...row, interval } : row;
      }),
      currency: query.site ? SITE_PROFILES[query.site].currency : 'USD',
    };
  }

  /** One item's row (30 days) with its figures of each period, and its related list; undefined when not in the data. */
  async item(entity: TiktokEntity, id: string, day: string): Promise<{ item: TiktokRow; figures: TiktokFigures[]; links: TiktokLink[]; currency: string } | undefined> {
    const [r] = await this.sql.query<ItemRecord>('select * from market_tt_items where entity = $1 and item_id = $2::int8', [entity, id]);
    if (!r || !isTiktokSite(r.site)) return undefined;
    const intervals = await this.intervals(entity, [id], TIKTOK_PERIODS, day);
    const figures = TIKTOK_PERIODS.map((p) => {
      const row = rowOf(r, p, false, 0);
      const interval = intervalIn(intervals.get(`${String(r.item_id)}|${p}`), r.per_usd, false);
      return {
        ...(interval ? { interval } : {}),
        days: p,
        from: addDays(day, -(p - 1)),
        to: day,
        units: row.units,
        gmv: row.gmv,
        gmvUsd: row.gmvUsd,
        growth: row.growth,
        videoUnits: row.videoUnits,
        videoGmv: row.videoGmv,
        liveUnits: row.liveUnits,
        liveGmv: row.liveGmv,
        views: row.views,
        likes: row.likes,
        commission: row.commission,
      };
    });
    const row = rowOf(r, 30, false, 0);
    const interval = intervalIn(intervals.get(`${row.id}|30`), r.per_usd, false);
    return { item: interval ? { ...row, interval } : row, figures, links: await this.links(entity, id, day), currency: SITE_PROFILES[r.site].currency };
  }

  /**
   * The intervals of `ids` (items of `entity`) over each of `periods` days ending `day`: sums of their
   * product days' (or attributed shares') lower and upper ends, read for an answer's rows alone. Keyed
   * `${id}|${period}`; an item with no estimated day in a period has none.
   */
  private async intervals(entity: TiktokEntity, ids: readonly string[], periods: readonly number[], day: string): Promise<Map<string, SiteInterval>> {
    const out = new Map<string, SiteInterval>();
    if (ids.length === 0) return out;
    const longest = Math.max(...periods);
    const sums = periods
      .map(
        (p) => `sum(low) filter (where day > $2::date - ${p}) as units_low_${p}, sum(high) filter (where day > $2::date - ${p}) as units_high_${p},
  sum(low * price) filter (where day > $2::date - ${p}) as gmv_low_${p}, sum(high * price) filter (where day > $2::date - ${p}) as gmv_high_${p},
  count(*) filter (where day > $2::date - ${p}) as days_${p}`,
      )
      .join(',\n  ');
    const rows = await this.sql.query<Record<string, string | number | null>>(
      `select id::text as id, ${sums} from (${INTERVAL_SOURCES[entity]}) s where day > $2::date - ${longest} and day <= $2::date group by id`,
      [ids, day],
    );
    for (const r of rows) {
      for (const p of periods) {
        if (Number(r[`days_${p}`] ?? 0) === 0) continue;
        out.set(`${String(r['id'])}|${p}`, {
          unitsLow: Number(r[`units_low_${p}`] ?? 0),
          unitsHigh: Number(r[`units_high_${p}`] ?? 0),
          gmvLow: Number(r[`gmv_low_${p}`] ?? 0),
          gmvHigh: Number(r[`gmv_high_${p}`] ?? 0),
        });
      }
    }
    return out;
  }

  /** The related list of an item's page (30 days, at most 50, most units first). */
  private async links(entity: TiktokEntity, id: string, day: string): Promise<TiktokLink[]> {
    type Link = { id: string | number; name: string; image: string; units: string | number; gmv: number; commission: number; rate: number | null; videos: number; lives: number };
    let rows: Link[];
    if (entity === 'creator' || entity === 'tt-product') {
      const [mine, other] = entity === 'creator' ? ['creator_id', 'goods_id'] : ['goods_id', 'creator_id'];
      rows = await this.sql.query<Link>(
        `select g.${other} as id, ${entity === 'creator' ? 'p.title as name, p.image' : 'c.handle as name, c.avatar as image'},
  g.units_30 as units, g.gmv_30 as gmv, g.commission_30 as commission, p.commission_rate as rate, g.videos_30 as videos, g.lives_30 as lives
from market_tt_creator_goods g
join market_tt_products p on p.goods_id = g.goods_id
join market_tt_creators c on c.creator_id = g.creator_id
where g.${mine} = $1::int8
order by g.units_30 desc, g.${other} limit 50`,
        [id],
      );
    } else if (entity === 'video') {
      // What the video sold of each product over its days in the data (a video earns for VIDEO_ACTIVE_DAYS, 14).
      rows = await this.sql.query<Link>(
        `select vg.goods_id as id, p.title as name, p.image, sum(vg.sales) as units, sum(vg.gmv) as gmv, sum(vg.gmv) * p.commission_rate / 100 as commission,
  p.commission_rate as rate, 1 as videos, 0 as lives
from market_tt_video_goods vg join market_tt_products p on p.goods_id = vg.goods_id
where vg.video_id = $1::int8 and vg.day <= $2::date
group by vg.goods_id, p.title, p.image, p.commission_rate
order by units desc, vg.goods_id limit 50`,
        [id, day],
      );
    } else {
      rows = await this.sql.query<Link>(
        `select item_id as id, name, image, units_30 as units, gmv_30 as gmv, commission_30 as commission, commission_rate as rate, videos, lives
from market_tt_items where entity = 'tt-product' and parent_id = $1::int8 and units_30 > 0
order by units_30 desc, item_id limit 50`,
        [id],
      );
    }
    const linked: TiktokLink['entity'] = entity === 'tt-product' ? 'creator' : 'tt-product';
    return rows.map((r) => ({
      entity: linked,
      id: String(r.id),
      name: r.name,
      image: r.image,
      units: Number(r.units),
      gmv: Math.round(Number(r.gmv) * 100) / 100,
      commission: Math.round(Number(r.commission) * 100) / 100,
      commissionRate: r.rate === null ? null : Number(r.rate),
      videos: Number(r.videos),
      lives: Number(r.lives),
    }));
  }

  /** An item's daily figures from `from` to `to` (days without a row are left out); undefined when not in the data. */
  async history(entity: TiktokEntity, id: string, from: string, to: string): Promise<{ site: string; currency: string; points: TiktokHistoryPoint[] } | undefined> {
    const [item] = await this.sql.query<{ site: string }>('select site from market_tt_items where entity = $1 and item_id = $2::int8', [entity, id]);
    if (!item || !isTiktokSite(item.site)) return undefined;
    const rows = await this.sql.query<{ day: string | Date; units: string; gmv: number; video_units: string; live_units: string; views: string; likes: string; commission: number }>(
      `select day, units, gmv, video_units, live_units, views, likes, commission from market_tt_days
where entity = $1 and item_id = $2::int8 and day >= $3::date and day <= $4::date order by day`,
      [entity, id, from, to],
    );
    return {
      site: item.site,
      currency: SITE_PROFILES[item.site].currency,
      points: rows.map((r) => ({
        day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
        units: Number(r.units),
        gmv: Math.round(Number(r.gmv) * 100) / 100,
        videoUnits: Number(r.video_units),
        liveUnits: Number(r.live_units),
        views: Number(r.views),
        likes: Number(r.likes),
        commission: Math.round(Number(r.commission) * 100) / 100,
      })),
    };
  }
}
