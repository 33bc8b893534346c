// The workbench's shop reads (issue 29 item 1; the seam is workbench-reads.ts WorkbenchShopReads):
// rankings over the derived shop table (market_workbench_shops; a calendar month sums
// market_shop_days), one shop's figures, top products, category mix and price bands, its daily
// history (one range of the (shop_id, day) key) and the picker. Rows are the contract's ShopRow.
import { parseMarketLink, SITE_CURRENCIES, SITE_DOMAINS, type RankingQuery, type ShopSort, type ShopType, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import { aggregateIntervalRead, intervalColumnsOf, withAggregateInterval } from './aggregate-intervals';
import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS } from '../ranking-rules';
import { rankChangeOf, rankEntity, STREAM_BATCH, streamEntity, type PeriodSource, type RankingEntitySql } from './ranking-sql';
import { PRODUCT_ROW_COLUMNS, SHOP_TOP_ROWS, SUMMARY_PERIODS, type WorkbenchQueries } from './workbench-queries';
import { foundRows } from './search-words';
import type { CategoryShare, ItemRef, PeriodFigures, PriceBand, ShopHistory, ShopRankingSlice, ShopRow, ShopSummary, WorkbenchShopReads } from './workbench-reads';

/** Most price bands a shop's explanation shows (the contract's maximum). */
export const PRICE_BANDS_MAX = 12;
/** Bands a shop's prices are split into when its prices spread wide enough. */
export const PRICE_BANDS_TARGET = 6;
/** Categories a shop's mix lists at most. */
export const CATEGORY_MIX_MAX = 200;

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (now: number, before: number | null): number | null => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);

/** A shop's own page on its marketplace. */
export const shopLink = (site: SiteCode, shopId: string) => `https://${SITE_DOMAINS[site]}/shop/${shopId}`;

const SHOP_COLUMNS = `w.shop_id::text as shop_id, w.site, w.type_id, w.shop_type, w.name, w.logo, w.opened_day::text as opened_day,
  w.first_sale_day::text as first_sale_day, w.per_usd, w.rating, w.followers, w.active_products, w.new_share, w.trend`;

interface ShopRecord {
  shop_id: string;
  site: SiteCode;
  type_id: number;
  shop_type: ShopType | null;
  name: string;
  logo: string;
  opened_day: string;
  first_sale_day: string | null;
  per_usd: number;
  rating: number;
  followers: number;
  active_products: number;
  new_share: number | null;
  trend: number[] | string;
  u: number;
  g: number;
  pu: number | null;
  rank?: number;
  order_place?: number | null;
  prev_place?: number | null;
  prev_in?: boolean;
  total?: number;
}

function intArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** A month's units and sales value per shop: its days are one day range of market_shop_days. */
const monthSums = (from: string, to: string) => `(select shop_id, sum(sales)::int8 as units, sum(gmv) as gmv from market_shop_days where day >= ${from}::date and day <= ${to}::date group by shop_id)`;

/** A shop ranking's periods: rolling periods are columns of the row, a month sums the shop's days. */
const SHOP_PERIODS: PeriodSource = {
  measure: 'units',
  gmv: true,
  monthJoins: (span) => ({
    joins: `join ${monthSums('$1', '$2')} m on m.shop_id = w.shop_id
          left join ${monthSums('$3', '$4')} m1 on m1.shop_id = w.shop_id
          left join ${monthSums('$5', '$6')} m2 on m2.shop_id = w.shop_id`,
    params: [span.from, span.to, span.prevMonth, span.prevTo, span.prev2Month, span.prev2To],
  }),
};

/** The shop ranking's part of the shared ranking SQL: the product ranking's figures over the shop table. */
export const SHOP_RANKING_SQL: RankingEntitySql = {
  source: { table: 'market_workbench_shops', keys: [{ name: 'shop_id', type: 'int8' }], columns: SHOP_COLUMNS, periodRead: aggregateIntervalRead },
  periods: SHOP_PERIODS,
  figures: (plan) => ({ u: plan.measure, g: plan.gmv ?? '0', pu: plan.prev ?? 'null::int' }),
  filter: (s) => {
    const { query, where } = s;
    if (query.site) where.push(`w.site = ${s.arg(query.site)}`);
    if (query.categoryId !== undefined) where.push(`w.type_id = ${s.arg(query.categoryId)}`);
    const f = query.filters;
    s.range(s.plan.measure, f.units);
    s.range(s.money(s.plan.gmv ?? '0'), f.gmv);
    if (f.growth) s.range(s.growth, f.growth, 100);
    if (f.ratingMin !== undefined) where.push(`w.rating >= ${s.arg(f.ratingMin)}::float8`);
    if (f.shopType) where.push(`w.shop_type = ${s.arg(f.shopType)}`);
  },
  // New: opened, or first selling, within the HOT_NEW_DAYS ending on `end`.
  isNew: (s, end) => {
    const e = s.arg(end);
    return `((w.opened_day > ${e}::date - ${HOT_NEW_DAYS} and w.opened_day <= ${e}::date) or (w.first_sale_day > ${e}::date - ${HOT_NEW_DAYS} and w.first_sale_day <= ${e}::date))`;
  },
  sorts: (s): Record<ShopSort, string> => ({
    units: s.plan.measure,
    gmv: s.money(s.plan.gmv ?? '0'),
    growth: s.growth,
    products: 'w.active_products',
    newShare: 'w.new_share',
    rating: 'w.rating',
  }),
};

/** "Nice" band edges over a shop's prices: a step of 1, 2 or 5 times a power of ten, PRICE_BANDS_TARGET bands or so. */
export function priceBandEdges(min: number, max: number): number[] {
  if (!(max > min)) return [Math.floor(min), Math.floor(min) + 1];
  const raw = (max - min) / PRICE_BANDS_TARGET;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const edges = [Math.floor(min / step) * step];
  let last = edges[0] ?? 0;
  // Up to the first edge above the dearest price (the last band holds it).
  while (last <= max && edges.length <= PRICE_BANDS_MAX) {
    last = round2(last + step);
    edges.push(last);
  }
  return edges;
}

/** A shop's selling products split into price bands (each product in the band of its price on the data day). */
export function priceBandsOf(products: readonly { price: number; units: number; gmv: number }[]): PriceBand[] {
  if (products.length === 0) return [];
  const prices = products.map((p) => p.price);
  const edges = priceBandEdges(Math.min(...prices), Math.max(...prices));
  const bands: PriceBand[] = edges.slice(1).map((to, i) => ({ from: edges[i] ?? 0, to, products: 0, units: 0, gmv: 0 }));
  for (const p of products) {
    const band = bands.find((b) => p.price >= b.from && p.price < b.to) ?? bands[bands.length - 1];
    if (!band) continue;
    band.products += 1;
    band.units += p.units;
    band.gmv += p.gmv;
  }
  return bands.filter((b) => b.products > 0).map((b) => ({ ...b, gmv: round2(b.gmv) }));
}

export class WorkbenchShopQueries implements WorkbenchShopReads {
  constructor(
    readonly sql: MarketSql,
    /** The product reads: the data day, the history's months and the shop's top products. */
    private readonly products: WorkbenchQueries,
  ) {}

  async rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<ShopRankingSlice | undefined> {
    const ranked = await rankEntity<ShopRecord>(this.sql, this.products, SHOP_RANKING_SQL, query, window);
    // Each row with its interval over the period (issue 33), read with it.
    return ranked && { ...ranked.head, rows: ranked.records.map((r) => withAggregateInterval(this.rowOf(r), r, ranked.head.period.key, num(r.per_usd))) };
  }

  async *stream(query: RankingQuery, limit: number, batchSize = STREAM_BATCH): AsyncIterable<ShopRow[]> {
    for await (const { records } of streamEntity<ShopRecord>(this.sql, this.products, SHOP_RANKING_SQL, query, limit, batchSize)) yield records.map((r) => this.rowOf(r));
  }

  private rowOf(r: ShopRecord, rank = num(r.rank)): ShopRow {
    const site = r.site;
    const units = num(r.u);
    const gmv = num(r.g);
    const prev = r.pu === null || r.pu === undefined ? null : num(r.pu);
    return {
      rank,
      rankChange: rankChangeOf(r),
      id: r.shop_id,
      name: r.name,
      logo: r.logo,
      link: shopLink(site, r.shop_id),
      site,
      currency: SITE_CURRENCIES[site],
      // A shop no feed day has typed yet reads as local until its next shops file (as on the product rows).
      type: r.shop_type ?? 'local',
      categoryId: num(r.type_id),
      units,
      gmv: round2(gmv),
      gmvUsd: round2(gmv / num(r.per_usd)),
      growth: growthOf(units, prev),
      trend: intArray(r.trend),
      products: num(r.active_products),
      newShare: r.new_share === null ? null : round2(num(r.new_share) * 100),
      rating: Math.round(num(r.rating) * 10) / 10,
      followers: num(r.followers),
      openedAt: r.opened_day,
      ...(r.first_sale_day ? { firstSaleAt: r.first_sale_day } : {}),
    };
  }

  async summary(id: string): Promise<ShopSummary | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const periods = SUMMARY_PERIODS.map((p) => `w.units_${p} as units_${p}, w.gmv_${p} as gmv_${p}, w.prev_units_${p} as prev_units_${p}`).join(', ');
    const [record] = await this.sql.query<ShopRecord & Record<string, unknown>>(
      `select ${SHOP_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu, ${periods}, ${intervalColumnsOf()} from market_workbench_shops w where w.shop_id = $1::int8`,
      [id],
    );
    if (!record) return undefined;
    const start = (await this.products.historyStart()) ?? day;
    const perUsd = num(record.per_usd);
    const figures: PeriodFigures[] = SUMMARY_PERIODS.map((p) => {
      const units = num(record[`units_${p}`]);
      const gmv = num(record[`gmv_${p}`]);
      const figures: PeriodFigures = {
        days: p,
        from: addDays(day, -(p - 1)),
        to: day,
        units,
        gmv: round2(gmv),
        gmvUsd: round2(gmv / perUsd),
        growth: addDays(day, -(2 * p - 1)) >= start ? growthOf(units, num(record[`prev_units_${p}`])) : null,
      };
      return withAggregateInterval(figures, record, p, perUsd);
    });
    // Its products' 30-day rows (the shop's index range): the top ones, the category mix, the price bands.
    const [top, mix, selling, [rank]] = await Promise.all([
      this.sql.query<Record<string, unknown>>(
        `select ${PRODUCT_ROW_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu from market_workbench_products w
         where w.shop_id = $1::int8 and w.units_30 > 0 order by w.units_30 desc, w.goods_id limit ${SHOP_TOP_ROWS}`,
        [id],
      ),
      this.sql.query<{ type_id: number; units: number; gmv: number }>(
        `select type_id, sum(units_30)::int8 as units, sum(gmv_30) as gmv from market_workbench_products
         where shop_id = $1::int8 and units_30 > 0 group by type_id order by 3 desc, 1 limit ${CATEGORY_MIX_MAX}`,
        [id],
      ),
      this.sql.query<{ price: number; units: number; gmv: number }>('select price, units_30 as units, gmv_30 as gmv from market_workbench_products where shop_id = $1::int8 and units_30 > 0', [id]),
      this.sql.query<{ n: number }>('select count(*)::int + 1 as n from market_workbench_shops where site = $1 and type_id = $2 and units_30 > $3', [record.site, record.type_id, num(record.u)]),
    ]);
    const mixTotal = mix.reduce((t, m) => t + num(m.gmv), 0);
    const categories: CategoryShare[] = mix.map((m) => ({
      categoryId: num(m.type_id),
      units: num(m.units),
      gmv: round2(num(m.gmv)),
      share: mixTotal > 0 ? round2((num(m.gmv) / mixTotal) * 100) : 0,
    }));
    const categoryRank = num(record.u) > 0 ? num(rank?.n) : null;
    return {
      day,
      item: this.rowOf({ ...record, order_place: null, prev_place: null }, categoryRank ?? 0),
      figures,
      shopTop: top.map((r, i) => this.products.productRowOf(r, i + 1)),
      categoryRank,
      categories,
      priceBands: priceBandsOf(selling.map((s) => ({ price: num(s.price), units: num(s.units), gmv: num(s.gmv) }))),
    };
  }

  async history(id: string, from: string, to: string): Promise<ShopHistory | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const [shop] = await this.sql.query<{ site: SiteCode }>('select site from market_shops where shop_id = $1::int8', [id]);
    if (!shop) return undefined;
    const rows = await this.sql.query<{ day: string; sales: number; gmv: number; products_sold: number }>(
      'select day::text as day, sales, gmv, products_sold from market_shop_days where shop_id = $1::int8 and day >= $2::date and day <= $3::date order by day',
      [id, from, to],
    );
    return {
      day,
      currency: SITE_CURRENCIES[shop.site],
      points: rows.map((r) => ({ date: r.day, units: num(r.sales), gmv: round2(num(r.gmv)), productsSold: num(r.products_sold) })),
    };
  }

  async find(q: string, site?: string): Promise<ItemRef[]> {
    const text = q.trim();
    if (!text) return [];
    const link = parseMarketLink(text);
    const refs = (rows: { shop_id: string; name: string; logo: string; site: SiteCode }[]) => rows.map((r) => ({ id: String(r.shop_id), title: r.name, image: r.logo, site: r.site }));
    const siteClause = (n: number) => (site ? ` and site = $${n}` : '');
    const siteArg = site ? [site] : [];
    // A shop's id, its /shop/ link, or a product link (the product's shop).
    const id = link?.kind === 'id' ? link.id : link?.kind === 'shop' || link?.kind === 'product' ? link.shopId : undefined;
    if (id !== undefined) {
      if (id.length > 18) return [];
      return refs(await this.sql.query(`select shop_id::text as shop_id, name, logo, site from market_shops where shop_id = $1::int8${siteClause(2)}`, [id, ...siteArg]));
    }
    // Words of its name, every one held (search-words.ts), the best sellers first.
    return refs(
      await foundRows<{ shop_id: string; name: string; logo: string; site: SiteCode }>(this.sql, 'shop', text, site,
        'select shop_id::text as shop_id, name, logo, site from market_workbench_shops where shop_id = any($1::int8[])', (r) => String(r.shop_id)),
    );
  }
}
