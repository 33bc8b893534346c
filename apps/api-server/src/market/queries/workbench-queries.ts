// The workbench's reads (issue 26; the seam is workbench-reads.ts): rankings over the derived
// product table (market_workbench_products, and market_workbench_months for calendar months), one
// product's figures and daily history, and the explanation page's picker. Rows are in the contract's
// shape (openapi/workbench.yaml ProductRow): money in the site's currency beside US dollars.
import { isLazadaSiteCode, LAZADA_SITE_DOMAINS, marketSiteCurrency, parseMarketLink, SITE_DOMAINS, type MarketSiteCode, type ProductSort, type RankingQuery, type ShopType, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import { INTERVAL_PERIODS } from '../derive/workbench-interval-derive';
import { LAZADA_PRODUCT_TABLE, SHOPEE_PRODUCT_TABLE } from '../derive/workbench-derive';
import { PRODUCT_SCAN_TABLE } from '../derive/workbench-product-scan-derive';
import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS } from '../ranking-rules';
import { aggregateIntervalOf } from './aggregate-intervals';
import { likesListTotal, rankFromPlaces } from './product-places';
import { FIND_LIMIT, foundRows } from './search-words';
import { rankChangeOf, rankEntity, STREAM_BATCH, streamEntity, type PeriodSource, type RankingEntitySql } from './ranking-sql';
import { WorkbenchCategoryQueries } from './workbench-category-queries';
import { FINDER_ROW_COLUMNS, finderFigures, finderFilter, type FinderRecord } from './workbench-finder-queries';
import { WorkbenchBrandQueries } from './workbench-brand-queries';
import { WorkbenchKeywordQueries } from './workbench-keyword-queries';
import { WorkbenchShopQueries } from './workbench-shop-queries';
import type { ItemRef, PeriodFigures, ProductHistory, ProductRow, ProductSummary, RankingSlice, WorkbenchReads } from './workbench-reads';

/** The explanation page's periods (days ending on the data day). */
export const SUMMARY_PERIODS = [1, 7, 30, 90, 180] as const;
/** The shop's other top products on the explanation page. */
export const SHOP_TOP_ROWS = 10;
export { FIND_LIMIT } from './search-words';
/** Scopes whose brand choices are kept for the data version (the most a member's pages name in a day, many times over). */
const BRAND_CHOICE_SCOPES = 500;
export { STREAM_BATCH } from './ranking-sql';

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (now: number, before: number | null): number | null => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);

/** A product's own page on its marketplace (Lazada's product pages are named by the item id alone). */
export const productLink = (site: MarketSiteCode, shopId: string, goodsId: string) =>
  isLazadaSiteCode(site) ? `https://www.${LAZADA_SITE_DOMAINS[site]}/products/i${goodsId}.html` : `https://${SITE_DOMAINS[site]}/product/${shopId}/${goodsId}`;

/** The columns a row is built from (`u`, `g`, `pu`: the period's units, sales value and the period before's units). */
export const PRODUCT_ROW_COLUMNS = `w.goods_id::text as goods_id, w.site, w.title, w.image, w.shop_id::text as shop_id, w.shop_name, w.shop_type, w.brand_id, w.brand_name,
  w.type_id, w.sub_type_id, w.listed_day::text as listed_day, w.price, w.per_usd, w.rating, w.reviews, w.likes, w.trend`;

const ROW_COLUMNS = PRODUCT_ROW_COLUMNS;

interface RowRecord extends FinderRecord {
  goods_id: string;
  site: MarketSiteCode;
  title: string;
  image: string;
  shop_id: string;
  shop_name: string;
  shop_type: ShopType | null;
  brand_id: number | null;
  brand_name: string | null;
  type_id: number;
  sub_type_id: number | null;
  listed_day: string;
  price: number;
  per_usd: number;
  rating: number;
  reviews: number;
  likes: number;
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

/** One product's days `$2` to `$3`: one range of the (goods_id, day) index in its order (`d.day`: the date, not its text). */
export const PRODUCT_HISTORY_SQL =
  'select d.day::text as day, d.sales, d.price, d.category_rank from market_product_days d where d.goods_id = $1::int8 and d.day >= $2::date and d.day <= $3::date order by d.day';

/** PGlite hands an int[] back as an array; node-postgres too, but a text form is read either way. */
function intArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** A product ranking's periods: a rolling period's columns of the row, a calendar month's row of market_workbench_months. */
const PRODUCT_PERIODS: PeriodSource = {
  measure: 'units',
  gmv: true,
  monthJoins: (span) => ({
    joins: `join market_workbench_months m on m.goods_id = w.goods_id and m.month = $1::date
          left join market_workbench_months m1 on m1.goods_id = w.goods_id and m1.month = $2::date
          left join market_workbench_months m2 on m2.goods_id = w.goods_id and m2.month = $3::date`,
    params: [span.month, span.prevMonth, span.prev2Month],
  }),
};

/** The product ranking's part of the shared ranking SQL (`u`, `g`, `pu`: the period's units, sales value and the period before's units). */
export const PRODUCT_RANKING_SQL: RankingEntitySql = {
  // A ranked row carries the finder's figures too (issue 30 item 1): a few lookups for a page's rows;
  // and a rolling period's derived estimate interval (issue 33), read with the row: a second read
  // summing the page's daily rows made the member's ranking page slower (issue 28 item 1). Only the
  // period's four columns: the 20 of every period cost PGlite twice the read's added CPU.
  source: {
    table: 'market_workbench_products',
    keys: [{ name: 'goods_id', type: 'int8' }],
    columns: `${PRODUCT_ROW_COLUMNS}, ${FINDER_ROW_COLUMNS}`,
    // A filtered hot or soaring list over all sites reads every product row its filters might keep (no
    // index serves a finder's ranges): the narrow copy's (migration 0052), not the wide rows'. The new
    // and likes lists keep the listing-day and likes indexes of the product table.
    scanTable: (query) =>
      !query.site && query.categoryId === undefined && (query.order === 'hot' || query.order === 'soaring') && Object.values(query.filters).some((v) => v !== undefined)
        ? PRODUCT_SCAN_TABLE
        : undefined,
    periodRead: (period) =>
      (INTERVAL_PERIODS as readonly unknown[]).includes(period)
        ? {
            columns: ['units_low', 'units_high', 'gmv_low', 'gmv_high'].map((c) => `i.${c}_${period} as ${c}_${period}`).join(', '),
            joins: 'left join market_workbench_product_intervals i on i.goods_id = w.goods_id',
          }
        : undefined,
  },
  periods: PRODUCT_PERIODS,
  figures: (plan) => ({ u: plan.measure, g: plan.gmv ?? '0', pu: plan.prev ?? 'null::int' }),
  filter: (s) => {
    const { query, where } = s;
    if (query.site) where.push(`w.site = ${s.arg(query.site)}`);
    if (query.categoryId !== undefined) {
      if (query.categoryId >= 1_000_000) where.push(`w.type_id = ${s.arg(Math.floor(query.categoryId / 100))}`, `w.sub_type_id = ${s.arg(query.categoryId)}`);
      else where.push(`w.type_id = ${s.arg(query.categoryId)}`);
    }
    const f = query.filters;
    s.range(s.money('w.price'), f.price);
    s.range(s.plan.measure, f.units);
    s.range(s.money(s.plan.gmv ?? '0'), f.gmv);
    // Growth in percent; a row without sales before has none and is outside any growth range.
    if (f.growth) s.range(s.growth, f.growth, 100);
    if (f.ratingMin !== undefined) where.push(`w.rating >= ${s.arg(f.ratingMin)}::float8`);
    if (f.reviewsMin !== undefined) where.push(`w.reviews >= ${s.arg(f.reviewsMin)}`);
    if (f.likesMin !== undefined) where.push(`w.likes >= ${s.arg(f.likesMin)}`);
    if (f.listedFrom) where.push(`w.listed_day >= ${s.arg(f.listedFrom)}::date`);
    if (f.listedTo) where.push(`w.listed_day <= ${s.arg(f.listedTo)}::date`);
    if (f.shopType) where.push(`w.shop_type = ${s.arg(f.shopType)}`);
    if (f.brandId !== undefined) where.push(`w.brand_id = ${s.arg(f.brandId)}`);
    finderFilter(s);
  },
  // Listed within HOT_NEW_DAYS of the period's end (the list before: and by its end).
  isNew: (s, end, before) => {
    const since = `w.listed_day > ${s.arg(end)}::date - ${HOT_NEW_DAYS}`;
    return before ? `(${since} and w.listed_day <= ${s.arg(end)}::date)` : since;
  },
  sorts: (s): Record<ProductSort, string> => ({
    units: s.plan.measure,
    gmv: s.money(s.plan.gmv ?? '0'),
    growth: s.growth,
    price: s.money('w.price'),
    rating: 'w.rating',
    reviews: 'w.reviews',
    likes: 'w.likes',
    listed: 'w.listed_at',
  }),
  // The likes ranking (issue 32, the marketplace lists): the products that sold in the period, most
  // liked first. The feed holds a product's likes counter as it is now, not by day, so there is no
  // list of the period before and no rank change.
  lists: {
    likes: (s) => ({ curIn: `${s.plan.measure} > 0`, orderKey: 'w.likes', prevIn: null, prevKey: null }),
  },
};

/**
 * The second marketplace's product ranking (issue 32 item 3): the same ranking over its own table
 * (migration 0044, the same columns), with no derived intervals (the route sums a row's from its days).
 */
export const LAZADA_PRODUCT_RANKING_SQL: RankingEntitySql = {
  ...PRODUCT_RANKING_SQL,
  // Its own table alone (the narrow copy is Shopee's).
  source: { ...PRODUCT_RANKING_SQL.source, table: LAZADA_PRODUCT_TABLE.table, scanTable: undefined, periodRead: () => undefined },
};

export class WorkbenchQueries implements WorkbenchReads {
  /** The shop reads (issue 29 item 1), over the same data day and months. */
  readonly shops: WorkbenchShopQueries;
  /** The search-word reads (issue 29 item 2), over the same data day and months. */
  readonly keywords: WorkbenchKeywordQueries;
  /** The category reads (issue 29 items 4 and 5), over the same data day and months. */
  readonly categories: WorkbenchCategoryQueries;

  /** The brand reads (issue 29 item 3), over the same data day and months. */
  readonly brands: WorkbenchBrandQueries;

  constructor(readonly sql: MarketSql) {
    this.brands = new WorkbenchBrandQueries(sql, this);
    this.shops = new WorkbenchShopQueries(sql, this);
    this.keywords = new WorkbenchKeywordQueries(sql, this);
    this.categories = new WorkbenchCategoryQueries(sql, this);
  }

  /** A product record of PRODUCT_ROW_COLUMNS (with `u`, `g`, `pu`) as the contract's ProductRow at `rank`. */
  productRowOf(record: Record<string, unknown>, rank: number): ProductRow {
    return this.rowOf(record as unknown as RowRecord, rank);
  }

  async dataDay(): Promise<string | undefined> {
    const [row] = await this.sql.query<{ value: string }>(`select value from market_state where key = 'stats_day'`);
    return row?.value;
  }

  /** What changes only with the data version (every derive bumps it): read once per version. */
  private facts?: { version: string; start?: string; months: { month: string; from: string; to: string }[] };

  private async factsNow() {
    const [row] = await this.sql.query<{ value: string }>(`select value from market_state where key = 'data_version'`);
    const version = row?.value ?? '';
    if (this.facts?.version === version) return this.facts;
    const [start] = await this.sql.query<{ day: string | null }>('select min(day)::text as day from market_feed_days where items and complete');
    const months = await this.sql.query<{ month: string; first_day: string; last_day: string }>(
      'select month::text as month, first_day::text as first_day, last_day::text as last_day from market_workbench_month_days order by month desc',
    );
    this.facts = { version, start: start?.day ?? undefined, months: months.map((r) => ({ month: r.month.slice(0, 7), from: r.first_day, to: r.last_day })) };
    return this.facts;
  }

  /** The first day of the item history (days before it carry market totals only). */
  async historyStart(): Promise<string | undefined> {
    return (await this.factsNow()).start;
  }

  /** The calendar months the item history holds (`YYYY-MM`), newest first, with their first and last day held. */
  async months(): Promise<{ month: string; from: string; to: string }[]> {
    return (await this.factsNow()).months;
  }

  /** The brand choices read per scope, for the data version they were read at. */
  private brandChoices = { version: '', byScope: new Map<string, Promise<{ id: number; name: string }[]>>() };

  /**
   * A scope's brands, the most products first: every product ranking answer offers them, and they
   * change only with the data version, so each scope's are read once per version (a group over the
   * scope's products: 2.7 ms of CPU of a member's ranking page at the small scale, all sites).
   */
  async brandsIn(scope: { site?: string; categoryId?: number; marketplace?: 'lazada' }, limit: number): Promise<{ id: number; name: string }[]> {
    const { version } = await this.factsNow();
    if (this.brandChoices.version !== version) this.brandChoices = { version, byScope: new Map() };
    const key = `${scope.marketplace ?? ''}/${scope.site ?? ''}/${scope.categoryId ?? ''}/${limit}`;
    const known = this.brandChoices.byScope.get(key);
    if (known) return known;
    const read = this.readBrandsIn(scope, limit);
    // A failed read is not kept; nor more than BRAND_CHOICE_SCOPES scopes (sites x sub-categories run to thousands).
    if (this.brandChoices.byScope.size >= BRAND_CHOICE_SCOPES) this.brandChoices.byScope.clear();
    this.brandChoices.byScope.set(key, read);
    read.catch(() => this.brandChoices.byScope.delete(key));
    return read;
  }

  private async readBrandsIn(scope: { site?: string; categoryId?: number; marketplace?: 'lazada' }, limit: number): Promise<{ id: number; name: string }[]> {
    const params: unknown[] = [];
    const where = ['w.brand_id is not null'];
    if (scope.site) where.push(`w.site = $${params.push(scope.site)}`);
    if (scope.categoryId !== undefined) {
      const sub = scope.categoryId >= 1_000_000;
      where.push(`w.type_id = $${params.push(sub ? Math.floor(scope.categoryId / 100) : scope.categoryId)}`);
      if (sub) where.push(`w.sub_type_id = $${params.push(scope.categoryId)}`);
    }
    const rows = await this.sql.query<{ brand_id: number; brand_name: string }>(
      `select w.brand_id, w.brand_name from ${scope.marketplace === 'lazada' ? LAZADA_PRODUCT_TABLE.table : SHOPEE_PRODUCT_TABLE.table} w where ${where.join(' and ')}
       group by w.brand_id, w.brand_name order by count(*) desc, w.brand_name limit $${params.push(limit)}`,
      params,
    );
    return rows.map((r) => ({ id: num(r.brand_id), name: r.brand_name }));
  }

  async rankProducts(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice | undefined> {
    if (query.marketplace === 'lazada') {
      // Its lists' default views read their derived places too (derive/workbench-list-places.ts).
      const ranked =
        (await rankFromPlaces<RowRecord>(this.sql, this, LAZADA_PRODUCT_RANKING_SQL, query, window)) ??
        (await rankEntity<RowRecord>(this.sql, this, LAZADA_PRODUCT_RANKING_SQL, query, window));
      return ranked && { ...ranked.head, rows: ranked.records.map((r) => this.rowOf(r)) };
    }
    // The default views of the hot and soaring lists read their derived places (product-places.ts); every other view is ranked here.
    const ranked =
      (await rankFromPlaces<RowRecord>(this.sql, this, PRODUCT_RANKING_SQL, query, window)) ??
      (await rankEntity<RowRecord>(this.sql, this, PRODUCT_RANKING_SQL, query, window, () => likesListTotal(this.sql, query)));
    return ranked && { ...ranked.head, rows: ranked.records.map((r) => this.rankedRowOf(r, query.period)) };
  }

  async *streamProducts(query: RankingQuery, limit: number, batchSize = STREAM_BATCH): AsyncIterable<ProductRow[]> {
    for await (const { records } of streamEntity<RowRecord>(this.sql, this, PRODUCT_RANKING_SQL, query, limit, batchSize)) yield records.map((r) => this.rankedRowOf(r, query.period));
  }

  /**
   * A ranked record as its row, with its interval when the period is a rolling one (read with the
   * row); a month's rows have none derived (the ranking route sums their days, estimate-intervals.ts).
   */
  private rankedRowOf(r: RowRecord, period: RankingQuery['period']): ProductRow {
    const row = this.rowOf(r);
    const interval = aggregateIntervalOf(r, period, num(r.per_usd));
    return interval ? { ...row, interval } : row;
  }

  /** A record as the contract's ProductRow (money of the row in the site's currency and US dollars). */
  private rowOf(r: RowRecord, rank = num(r.rank)): ProductRow {
    const site = r.site;
    const units = num(r.u);
    const gmv = num(r.g);
    const prev = r.pu === null || r.pu === undefined ? null : num(r.pu);
    return {
      rank,
      rankChange: rankChangeOf(r),
      id: r.goods_id,
      title: r.title,
      image: r.image,
      link: productLink(site, r.shop_id, r.goods_id),
      site,
      currency: marketSiteCurrency(site),
      price: num(r.price),
      units,
      gmv: round2(gmv),
      gmvUsd: round2(gmv / num(r.per_usd)),
      growth: growthOf(units, prev),
      trend: intArray(r.trend),
      rating: Math.round(num(r.rating) * 10) / 10,
      reviews: num(r.reviews),
      likes: num(r.likes),
      // A shop no feed day has typed yet (a database older than the field) reads as local until its next shops file.
      shop: { id: r.shop_id, name: r.shop_name, type: r.shop_type ?? 'local' },
      categoryId: num(r.type_id),
      ...(r.sub_type_id !== null ? { subCategoryId: num(r.sub_type_id) } : {}),
      ...(r.brand_id !== null && r.brand_name !== null ? { brand: { id: num(r.brand_id), name: r.brand_name } } : {}),
      listedAt: r.listed_day,
      ...finderFigures(r),
    };
  }

  /**
   * One product's derived row (30-day figures, and the explanation page's periods) and the table it is
   * in, Shopee's or the second marketplace's (issue 32 item 3), or undefined.
   */
  private async productRecord(id: string): Promise<{ record: RowRecord & Record<string, unknown>; table: string } | undefined> {
    const periods = SUMMARY_PERIODS.map((p) => `w.units_${p} as units_${p}, w.gmv_${p} as gmv_${p}, w.prev_units_${p} as prev_units_${p}`).join(', ');
    for (const table of [SHOPEE_PRODUCT_TABLE.table, LAZADA_PRODUCT_TABLE.table]) {
      const [row] = await this.sql.query<RowRecord & Record<string, unknown>>(
        `select ${ROW_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu, w.day::text as day, ${periods}
         from ${table} w where w.goods_id = $1::int8`,
        [id],
      );
      if (row) return { record: row, table };
    }
    return undefined;
  }

  async productSummary(id: string): Promise<ProductSummary | undefined> {
    const day = await this.dataDay();
    if (!day) return undefined;
    const found = await this.productRecord(id);
    if (!found) return undefined;
    const { record, table } = found;
    const start = (await this.historyStart()) ?? day;
    // The periods' figures are derived with the rankings' (one row), not summed from 360 daily rows.
    const perUsd = num(record.per_usd);
    const figures: PeriodFigures[] = SUMMARY_PERIODS.map((p) => {
      const units = num(record[`units_${p}`]);
      const gmv = num(record[`gmv_${p}`]);
      const prevFrom = addDays(day, -(2 * p - 1));
      return {
        days: p,
        from: addDays(day, -(p - 1)),
        to: day,
        units,
        gmv: round2(gmv),
        gmvUsd: round2(gmv / perUsd),
        growth: prevFrom >= start ? growthOf(units, num(record[`prev_units_${p}`])) : null,
      };
    });
    const [shopTop, [rank]] = await Promise.all([
      this.sql.query<RowRecord>(
        `select ${ROW_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu from ${table} w
         where w.shop_id = $1::int8 and w.goods_id <> $2::int8 and w.units_30 > 0 order by w.units_30 desc, w.goods_id limit ${SHOP_TOP_ROWS}`,
        [record.shop_id, id],
      ),
      this.sql.query<{ n: number }>(`select count(*)::int + 1 as n from ${table} where site = $1 and type_id = $2 and units_30 > $3`, [
        record.site,
        record.type_id,
        num(record.u),
      ]),
    ]);
    const categoryRank = num(record.u) > 0 ? num(rank?.n) : null;
    return {
      day,
      item: this.rowOf({ ...record, order_place: null, prev_place: null }, categoryRank ?? 0),
      figures,
      shopTop: shopTop.map((r, i) => this.rowOf(r, i + 1)),
      categoryRank,
    };
  }

  async productHistory(id: string, from: string, to: string): Promise<ProductHistory | undefined> {
    const day = await this.dataDay();
    if (!day) return undefined;
    const [product] = await this.sql.query<{ site: MarketSiteCode }>('select site from market_products where goods_id = $1::int8', [id]);
    if (!product) return undefined;
    const rows = await this.sql.query<{ day: string; sales: number; price: number; category_rank: number | null }>(PRODUCT_HISTORY_SQL, [id, from, to]);
    return {
      day,
      currency: marketSiteCurrency(product.site),
      points: rows.map((r) => ({
        date: r.day,
        units: num(r.sales),
        gmv: round2(num(r.sales) * num(r.price)),
        price: num(r.price),
        categoryRank: r.category_rank === null ? null : num(r.category_rank),
      })),
    };
  }

  async findProducts(q: string, site?: string): Promise<ItemRef[]> {
    const text = q.trim();
    if (!text) return [];
    const link = parseMarketLink(text);
    const refs = (rows: { goods_id: string; title: string; image: string; site: SiteCode }[]) =>
      rows.map((r) => ({ id: String(r.goods_id), title: r.title, image: r.image, site: r.site }));
    const siteClause = (n: number) => (site ? ` and site = $${n}` : '');
    const siteArg = site ? [site] : [];
    if (link?.kind === 'id' || link?.kind === 'product') {
      const id = link.kind === 'id' ? link.id : link.productId;
      if (id.length > 18) return [];
      return refs(await this.sql.query(`select goods_id::text as goods_id, title, image, site from market_products where goods_id = $1::int8${siteClause(2)}`, [id, ...siteArg]));
    }
    if (link?.kind === 'shop') {
      if (link.shopId.length > 18) return [];
      return refs(
        await this.sql.query(
          `select goods_id::text as goods_id, title, image, site from market_workbench_products where shop_id = $1::int8${siteClause(2)} order by units_30 desc, goods_id limit ${FIND_LIMIT}`,
          [link.shopId, ...siteArg],
        ),
      );
    }
    // Words of a title: every word must appear (any case); the best sellers first (search-words.ts).
    return refs(
      await foundRows<{ goods_id: string; title: string; image: string; site: SiteCode }>(this.sql, 'product', text, site,
        'select goods_id::text as goods_id, title, image, site from market_workbench_products where goods_id = any($1::int8[])', (r) => String(r.goods_id)),
    );
  }
}
