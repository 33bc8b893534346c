// The workbench's search-word reads (issue 29 item 2; the seam is workbench-reads.ts
// WorkbenchKeywordReads): rankings over the derived word table (market_workbench_keywords; a
// calendar month sums market_keyword_days), one word's search figures, the products it finds and
// the shops selling them, its related words, its daily search index and bid history (one range of
// the word's days) and the picker. Rows are the contract's KeywordRow.
import { blueOceanIndex, SITE_CURRENCIES, type KeywordSort, type RankingQuery, type ShopType, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS, KEYWORD_SOARING_BASE_FACTOR } from '../ranking-rules';
import { rankChangeOf, rankEntity, STREAM_BATCH, streamEntity, type PeriodSource, type RankingEntitySql } from './ranking-sql';
import { PRODUCT_ROW_COLUMNS, SUMMARY_PERIODS, type WorkbenchQueries } from './workbench-queries';
import { foundRows } from './search-words';
import type { FoundShop, ItemRef, KeywordHistory, KeywordRef, KeywordRow, KeywordSummary, RankingSlice, SearchFigures, WorkbenchKeywordReads } from './workbench-reads';

/** The products a ranking row shows of what the word finds (the contract's maximum). */
export const ROW_TOP_PRODUCTS = 5;
/** Keyword ids are int4: a longer id names no word (and must not reach the cast). */
const MAX_KEYWORD_ID = 2_147_483_647;

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (now: number, before: number | null): number | null => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);
const isKeywordId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_KEYWORD_ID;

const KEYWORD_COLUMNS = `w.keyword_id::text as keyword_id, w.site, w.type_id, w.keyword, w.per_usd, w.first_seen_day::text as first_seen_day,
  w.product_base, w.prev_product_base, w.recommended_bid, w.top_goods, w.found_units_30, w.found_shops, w.search_30, w.prev_search_30, w.trend`;

interface KeywordRecord {
  keyword_id: string;
  site: SiteCode;
  type_id: number;
  keyword: string;
  per_usd: number;
  first_seen_day: string | null;
  product_base: number;
  prev_product_base: number | null;
  recommended_bid: number;
  top_goods: (number | string)[] | string;
  found_units_30: number | string;
  found_shops: number;
  search_30: number | string;
  prev_search_30: number | string;
  trend: number[] | string;
  s: number | string;
  ps: number | string | null;
  rank?: number;
  order_place?: number | null;
  prev_place?: number | null;
  prev_in?: boolean;
  total?: number;
}

function numArray(v: (number | string)[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** A month's search index per word: its days are one day range of market_keyword_days. */
const monthSums = (from: string, to: string) =>
  `(select keyword_id, sum(search_index)::int8 as search from market_keyword_days where day >= ${from}::date and day <= ${to}::date group by keyword_id)`;

/** A word ranking's periods: rolling periods are columns of the row, a month sums the word's days. */
const KEYWORD_PERIODS: PeriodSource = {
  measure: 'search',
  gmv: false,
  monthJoins: (span) => ({
    joins: `join ${monthSums('$1', '$2')} m on m.keyword_id = w.keyword_id
          left join ${monthSums('$3', '$4')} m1 on m1.keyword_id = w.keyword_id
          left join ${monthSums('$5', '$6')} m2 on m2.keyword_id = w.keyword_id`,
    params: [span.from, span.to, span.prevMonth, span.prevTo, span.prev2Month, span.prev2To],
  }),
  // Words are searched far more often than products sell (the public keyword rankings' factor).
  soaringBaseFactor: KEYWORD_SOARING_BASE_FACTOR,
};

/** The word ranking's part of the shared ranking SQL (`s`, `ps`: the period's search index and the period before's). */
export const KEYWORD_RANKING_SQL: RankingEntitySql = {
  source: { table: 'market_workbench_keywords', keys: [{ name: 'keyword_id', type: 'int4' }], columns: KEYWORD_COLUMNS },
  periods: KEYWORD_PERIODS,
  figures: (plan) => ({ s: plan.measure, ps: plan.prev ?? 'null::int8' }),
  filter: (s) => {
    const { query, where } = s;
    if (query.site) where.push(`w.site = ${s.arg(query.site)}`);
    if (query.categoryId !== undefined) where.push(`w.type_id = ${s.arg(query.categoryId)}`);
    const f = query.filters;
    s.range(s.plan.measure, f.search);
    if (f.growth) s.range(s.growth, f.growth, 100);
    s.range('w.product_base', f.productBase);
    s.range(s.money('w.recommended_bid'), f.bid);
  },
  // New: first in the feed within the HOT_NEW_DAYS ending on `end`, and searched in the period.
  isNew: (s, end, before) => {
    const e = s.arg(end);
    const searched = before ? s.plan.prev : s.plan.measure;
    return `(w.first_seen_day > ${e}::date - ${HOT_NEW_DAYS} and w.first_seen_day <= ${e}::date) and ${searched} > 0`;
  },
  sorts: (s): Record<KeywordSort, string> => ({
    search: s.plan.measure,
    growth: s.growth,
    productBase: 'w.product_base',
    bid: s.money('w.recommended_bid'),
    salesPerShop: 'w.found_units_30::float8 / nullif(w.found_shops, 0)',
  }),
};

/**
 * The word ranking with its blue-ocean order: the words that have an index, highest first (the
 * index has no period before: no change of place). The derive stores each word's index over its
 * inputs (derive/workbench-keyword-derive.ts blueOceanSql), so the order's first page is the first
 * entries of its index. `holds60`: whether the history holds the 30 days before the last 30 (else
 * no word has the demand input a row shows, and none is listed).
 */
function keywordRankingSql(holds60: boolean): RankingEntitySql {
  const list = { curIn: holds60 ? 'w.blue_ocean is not null' : 'false', orderKey: 'w.blue_ocean', prevIn: null, prevKey: null };
  return { ...KEYWORD_RANKING_SQL, lists: { blueOcean: () => list } };
}

export class WorkbenchKeywordQueries implements WorkbenchKeywordReads {
  constructor(
    readonly sql: MarketSql,
    /** The product reads: the data day, the history's months and the rows of the products a word finds. */
    private readonly products: WorkbenchQueries,
  ) {}

  async rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<KeywordRow> | undefined> {
    const ranked = await rankEntity<KeywordRecord>(this.sql, this.products, await this.rankingSqlOf(query), query, window);
    return ranked && { ...ranked.head, rows: await this.rowsOf(ranked.records, ranked.head.day) };
  }

  async *stream(query: RankingQuery, limit: number, batchSize = STREAM_BATCH): AsyncIterable<KeywordRow[]> {
    for await (const { day, records } of streamEntity<KeywordRecord>(this.sql, this.products, await this.rankingSqlOf(query), query, limit, batchSize)) yield this.rowsOf(records, day);
  }

  /** The ranking's SQL part; the blue-ocean order's needs to know whether the history holds 60 days. */
  private async rankingSqlOf(query: RankingQuery): Promise<RankingEntitySql> {
    if (query.order !== 'blueOcean') return KEYWORD_RANKING_SQL;
    const day = await this.products.dataDay();
    const start = (await this.products.historyStart()) ?? day;
    return keywordRankingSql(day !== undefined && start !== undefined && addDays(day, -59) >= start);
  }

  /** The rows of `records`, with the first products each word finds (one read for all of them). */
  private async rowsOf(records: KeywordRecord[], day: string): Promise<KeywordRow[]> {
    const ids = [...new Set(records.flatMap((r) => numArray(r.top_goods).slice(0, ROW_TOP_PRODUCTS)))];
    const products = ids.length
      ? await this.sql.query<{ goods_id: string; title: string; image: string; site: SiteCode }>('select goods_id::text as goods_id, title, image, site from market_products where goods_id = any($1::int8[])', [ids.map(String)])
      : [];
    const refs = new Map(products.map((p) => [p.goods_id, { id: p.goods_id, title: p.title, image: p.image, site: p.site }]));
    const start = (await this.products.historyStart()) ?? day;
    // The blue-ocean index's demand input is 30 days on the 30 before, when the history holds both.
    const holds60 = addDays(day, -59) >= start;
    return records.map((r) => this.rowOf(r, refs, holds60));
  }

  private rowOf(r: KeywordRecord, refs: ReadonlyMap<string, ItemRef>, holds60: boolean, rank = num(r.rank)): KeywordRow {
    const site = r.site;
    const searchIndex = num(r.s);
    const prev = r.ps === null || r.ps === undefined ? null : num(r.ps);
    const productBase = num(r.product_base);
    const productBaseGrowth = r.prev_product_base === null ? null : growthOf(productBase, num(r.prev_product_base));
    const foundUnits = num(r.found_units_30);
    const foundShops = num(r.found_shops);
    const salesPerShop = foundShops > 0 ? round2(foundUnits / foundShops) : null;
    const searchGrowth30 = holds60 ? growthOf(num(r.search_30), num(r.prev_search_30)) : null;
    const bid = num(r.recommended_bid);
    return {
      rank,
      rankChange: rankChangeOf(r),
      id: r.keyword_id,
      keyword: r.keyword,
      site,
      currency: SITE_CURRENCIES[site],
      categoryId: num(r.type_id),
      searchIndex,
      growth: growthOf(searchIndex, prev),
      productBase,
      productBaseGrowth,
      recommendedBid: round2(bid),
      recommendedBidUsd: round2(bid / num(r.per_usd)),
      topProducts: numArray(r.top_goods)
        .slice(0, ROW_TOP_PRODUCTS)
        .flatMap((id) => refs.get(String(id)) ?? []),
      foundUnits,
      foundShops,
      salesPerShop,
      searchGrowth30,
      blueOcean: blueOceanIndex({ searchGrowth: searchGrowth30, productBaseGrowth, salesPerShop }),
      trend: numArray(r.trend),
      ...(r.first_seen_day ? { firstSeenAt: r.first_seen_day } : {}),
    };
  }

  async summary(id: string): Promise<KeywordSummary | undefined> {
    const day = await this.products.dataDay();
    if (!day || !isKeywordId(id)) return undefined;
    const periods = SUMMARY_PERIODS.map((p) => `w.search_${p} as search_${p}, w.prev_search_${p} as prev_search_${p}`).join(', ');
    const [record] = await this.sql.query<KeywordRecord & Record<string, unknown>>(
      `select ${KEYWORD_COLUMNS}, w.search_30 as s, w.prev_search_30 as ps, w.related_ids, ${periods} from market_workbench_keywords w where w.keyword_id = $1::int4`,
      [id],
    );
    if (!record) return undefined;
    const start = (await this.products.historyStart()) ?? day;
    const searchFigures: SearchFigures[] = SUMMARY_PERIODS.map((p) => {
      const searchIndex = num(record[`search_${p}`]);
      return {
        days: p,
        from: addDays(day, -(p - 1)),
        to: day,
        searchIndex,
        growth: addDays(day, -(2 * p - 1)) >= start ? growthOf(searchIndex, num(record[`prev_search_${p}`])) : null,
      };
    });
    const goods = numArray(record.top_goods).map(String);
    const relatedIds = numArray(record['related_ids'] as (number | string)[] | string);
    const [found, shops, related, [rank]] = await Promise.all([
      // The products it finds, in the search's order (those the item window holds).
      this.sql.query<Record<string, unknown>>(
        `select ${PRODUCT_ROW_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu from market_workbench_products w
         where w.goods_id = any($1::int8[]) order by array_position($1::int8[], w.goods_id)`,
        [goods],
      ),
      this.sql.query<{ shop_id: string; name: string; logo: string; shop_type: ShopType | null; products: number; units: number }>(
        `select s.shop_id::text as shop_id, s.name, s.logo, s.shop_type, count(*)::int as products, coalesce(sum(w.units_30), 0)::int8 as units
         from market_products p join market_shops s on s.shop_id = p.shop_id left join market_workbench_products w on w.goods_id = p.goods_id
         where p.goods_id = any($1::int8[]) group by s.shop_id order by 5 desc, 6 desc, 1 limit 10`,
        [goods],
      ),
      this.sql.query<{ keyword_id: string; keyword: string; search: number | null }>(
        `select k.keyword_id::text as keyword_id, k.keyword, w.search_30 as search from market_keywords k
         left join market_workbench_keywords w on w.keyword_id = k.keyword_id
         where k.keyword_id = any($1::int4[]) order by array_position($1::int4[], k.keyword_id)`,
        [relatedIds],
      ),
      this.sql.query<{ n: number }>('select count(*)::int + 1 as n from market_workbench_keywords where site = $1 and type_id = $2 and search_30 > $3', [record.site, record.type_id, num(record.search_30)]),
    ]);
    const categoryRank = num(record.search_30) > 0 ? num(rank?.n) : null;
    const [item] = await this.rowsOf([{ ...record, rank: categoryRank ?? 0, order_place: null, prev_place: null }], day);
    if (!item) return undefined;
    const foundShops: FoundShop[] = shops.map((s) => ({ id: s.shop_id, name: s.name, logo: s.logo, type: s.shop_type ?? 'local', products: num(s.products), units: num(s.units) }));
    const relatedRefs: KeywordRef[] = related.map((k) => ({ id: k.keyword_id, keyword: k.keyword, searchIndex: num(k.search) }));
    return {
      day,
      item,
      searchFigures,
      shopTop: found.map((r, i) => this.products.productRowOf(r, i + 1)),
      categoryRank,
      foundShops,
      related: relatedRefs,
    };
  }

  async history(id: string, from: string, to: string): Promise<KeywordHistory | undefined> {
    const day = await this.products.dataDay();
    if (!day || !isKeywordId(id)) return undefined;
    const [word] = await this.sql.query<{ site: SiteCode }>('select site from market_keywords where keyword_id = $1::int4', [id]);
    if (!word) return undefined;
    const rows = await this.sql.query<{ day: string; search_index: number; product_base: number; recommended_bid: number }>(
      'select day::text as day, search_index, product_base, recommended_bid from market_keyword_days where keyword_id = $1::int4 and day >= $2::date and day <= $3::date order by day',
      [id, from, to],
    );
    return {
      day,
      currency: SITE_CURRENCIES[word.site],
      points: rows.map((r) => ({ date: r.day, searchIndex: num(r.search_index), productBase: num(r.product_base), recommendedBid: round2(num(r.recommended_bid)) })),
    };
  }

  async find(q: string, site?: string): Promise<ItemRef[]> {
    const text = q.trim();
    if (!text) return [];
    const siteClause = (n: number) => (site ? ` and w.site = $${n}` : '');
    const siteArg = site ? [site] : [];
    // A word's picture: the first product it finds.
    const select = `select w.keyword_id::text as keyword_id, w.keyword, w.site, coalesce(p.image, '') as image
      from market_workbench_keywords w left join market_products p on p.goods_id = w.top_goods[1]`;
    const refs = (rows: { keyword_id: string; keyword: string; image: string; site: SiteCode }[]) => rows.map((r) => ({ id: r.keyword_id, title: r.keyword, image: r.image, site: r.site }));
    if (/^\d+$/.test(text)) {
      if (!isKeywordId(text)) return [];
      const byId = await this.sql.query<{ keyword_id: string; keyword: string; image: string; site: SiteCode }>(`${select} where w.keyword_id = $1::int4${siteClause(2)}`, [text, ...siteArg]);
      if (byId.length) return refs(byId);
    }
    // Words of the search word, every one held (search-words.ts), the most searched first.
    return refs(await foundRows<{ keyword_id: string; keyword: string; image: string; site: SiteCode }>(this.sql, 'keyword', text, site, `${select} where w.keyword_id = any($1::int4[])`, (r) => String(r.keyword_id)));
  }
}
