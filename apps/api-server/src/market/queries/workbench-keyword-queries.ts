// The workbench's search-word reads (issue 29 item 2; the seam is workbench-reads.ts
// WorkbenchKeywordReads): rankings over the derived word table (market_workbench_keywords; a
// calendar month sums market_keyword_days), one word's search figures, the products it finds and
// the shops selling them, its related words, its daily search index and bid history (one range of
// the word's days) and the picker. Rows are the contract's KeywordRow.
import { blueOceanIndex, isMonthPeriod, monthBounds, SITE_CURRENCIES, type KeywordSort, type RankingQuery, type ShopType, type SiteCode } from '@sealens/domain';

import { addDays, daysBetween } from '../days';
import { WORKBENCH_WINDOW_DAYS, type WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS, KEYWORD_SOARING_BASE_FACTOR, MONTH_SOARING_MIN_BASE, WORKBENCH_SOARING_MIN_BASE } from '../ranking-rules';
import { FIND_LIMIT, PRODUCT_ROW_COLUMNS, STREAM_BATCH, SUMMARY_PERIODS, type WorkbenchQueries } from './workbench-queries';
import type { FoundShop, ItemRef, KeywordHistory, KeywordRef, KeywordRow, KeywordSummary, PeriodInfo, RankingSlice, SearchFigures, WorkbenchKeywordReads } from './workbench-reads';

/** The products a ranking row shows of what the word finds (the contract's maximum). */
export const ROW_TOP_PRODUCTS = 5;
/** Keyword ids are int4: a longer id names no word (and must not reach the cast). */
const MAX_KEYWORD_ID = 2_147_483_647;
const FIND_WORDS = 8;

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

type KeywordPlace = Pick<KeywordRecord, 'keyword_id' | 's' | 'ps' | 'rank' | 'order_place' | 'prev_place' | 'prev_in'>;

function numArray(v: (number | string)[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** What a word ranking's period reads: rolling periods are columns of the row, a month sums the word's days. */
interface KeywordPeriodPlan {
  info: PeriodInfo;
  joins: string;
  search: string;
  prevSearch: string | null;
  prev2Search: string | null;
  soaringBase: number;
  end: string;
  prevEnd: string;
  params: unknown[];
}

/** A month's search index per word: its days are one day range of market_keyword_days. */
const monthSums = (from: string, to: string) =>
  `(select keyword_id, sum(search_index)::int8 as search from market_keyword_days where day >= ${from}::date and day <= ${to}::date group by keyword_id)`;

export class WorkbenchKeywordQueries implements WorkbenchKeywordReads {
  constructor(
    readonly sql: MarketSql,
    /** The product reads: the data day, the history's months and the rows of the products a word finds. */
    private readonly products: WorkbenchQueries,
  ) {}

  private async periodPlan(period: RankingQuery['period'], day: string): Promise<KeywordPeriodPlan | undefined> {
    if (isMonthPeriod(period)) {
      const months = await this.products.months();
      const held = months.find((m) => m.month === period);
      if (!held) return undefined;
      const { from } = monthBounds(period);
      const prev = addDays(from, -1).slice(0, 7) as `${number}-${number}`;
      const prev2 = addDays(monthBounds(prev).from, -1).slice(0, 7) as `${number}-${number}`;
      const whole = (m: `${number}-${number}`) => months.some((x) => x.month === m && x.from === monthBounds(m).from && x.to === monthBounds(m).to);
      const to = held.to > day ? day : held.to;
      return {
        info: { key: period, from: held.from, to, days: daysBetween(held.from, to).length },
        joins: `join ${monthSums('$1', '$2')} m on m.keyword_id = w.keyword_id
          left join ${monthSums('$3', '$4')} m1 on m1.keyword_id = w.keyword_id
          left join ${monthSums('$5', '$6')} m2 on m2.keyword_id = w.keyword_id`,
        search: 'm.search',
        prevSearch: whole(prev) ? 'coalesce(m1.search, 0)' : null,
        prev2Search: whole(prev) && whole(prev2) ? 'coalesce(m2.search, 0)' : null,
        soaringBase: MONTH_SOARING_MIN_BASE * KEYWORD_SOARING_BASE_FACTOR,
        end: to,
        prevEnd: monthBounds(prev).to,
        params: [held.from, to, monthBounds(prev).from, monthBounds(prev).to, monthBounds(prev2).from, monthBounds(prev2).to],
      };
    }
    const p = period as WorkbenchPeriod;
    const start = (await this.products.historyStart()) ?? day;
    const holds = (days: number) => days <= WORKBENCH_WINDOW_DAYS && addDays(day, -(days - 1)) >= start;
    return {
      info: { key: String(p), from: addDays(day, -(p - 1)), to: day, days: p },
      joins: '',
      search: `w.search_${p}`,
      prevSearch: holds(2 * p) ? `w.prev_search_${p}` : null,
      prev2Search: p !== 90 && holds(3 * p) ? `w.prev2_search_${p}` : null,
      // Words are searched far more often than products sell (the public keyword rankings' factor).
      soaringBase: WORKBENCH_SOARING_MIN_BASE[p] * KEYWORD_SOARING_BASE_FACTOR,
      end: day,
      prevEnd: addDays(day, -p),
      params: [],
    };
  }

  /** The word ranking's SQL: the product ranking's shape (queries/workbench-queries.ts rankingSql) over the word table. */
  private rankingSql(query: RankingQuery, plan: KeywordPeriodPlan) {
    const params: unknown[] = [...plan.params];
    const arg = (v: unknown) => `$${params.push(v)}`;
    const site = query.site;
    const money = (expr: string) => (site ? expr : `(${expr} / w.per_usd)`);
    const s = plan.search;
    const ps = plan.prevSearch;
    const growth = ps ? `case when ${ps} > 0 then (${s} - ${ps})::float8 / ${ps} end` : 'null::float8';
    const where: string[] = [];
    if (site) where.push(`w.site = ${arg(site)}`);
    if (query.categoryId !== undefined) where.push(`w.type_id = ${arg(query.categoryId)}`);
    const f = query.filters;
    const range = (expr: string, r: { min?: number; max?: number } | undefined, scale = 1) => {
      if (r?.min !== undefined) where.push(`${expr} >= ${arg(r.min / scale)}::float8`);
      if (r?.max !== undefined) where.push(`${expr} <= ${arg(r.max / scale)}::float8`);
    };
    range(s, f.search);
    if (f.growth) range(growth, f.growth, 100);
    range('w.product_base', f.productBase);
    range(money('w.recommended_bid'), f.bid);

    // New: first in the feed within the HOT_NEW_DAYS ending on `end`.
    const newBy = (end: string) => {
      const e = arg(end);
      return `(w.first_seen_day > ${e}::date - ${HOT_NEW_DAYS} and w.first_seen_day <= ${e}::date)`;
    };
    let curIn: string;
    let prevIn: string | null;
    let orderKey: string;
    let prevKey: string | null;
    const base = plan.soaringBase;
    if (query.order === 'soaring') {
      curIn = ps ? `${ps} >= ${base}` : 'false';
      orderKey = growth;
      const p2 = plan.prev2Search;
      prevIn = ps && p2 ? `${p2} >= ${base}` : null;
      prevKey = ps && p2 ? `(${ps} - ${p2})::float8 / nullif(${p2}, 0)` : null;
    } else if (query.order === 'new') {
      curIn = `${newBy(plan.end)} and ${s} > 0`;
      orderKey = s;
      prevIn = ps ? `${newBy(plan.prevEnd)} and ${ps} > 0` : null;
      prevKey = ps;
    } else {
      curIn = `${s} > 0`;
      orderKey = s;
      prevIn = ps ? `${ps} > 0` : null;
      prevKey = ps;
    }
    const sortExpr: Record<KeywordSort, string> = {
      search: s,
      growth,
      productBase: 'w.product_base',
      bid: money('w.recommended_bid'),
      salesPerShop: 'w.found_units_30::float8 / nullif(w.found_shops, 0)',
    };
    const sortKey = query.sort ? sortExpr[query.sort as KeywordSort] : orderKey;
    const sortDir = query.sort ? query.dir : 'desc';
    const scope = where.length ? where.join(' and ') : 'true';
    const body = `with b as (
  select w.keyword_id, ${s} as s, ${ps ?? 'null::int8'} as ps,
    (${curIn}) as cur_in, ${prevIn ? `(${prevIn})` : 'false'} as prev_in,
    ${sortKey} as sort_key, ${orderKey} as order_key, ${prevKey ?? 'null::float8'} as prev_key
  from market_workbench_keywords w ${plan.joins}
  where ${scope} and ((${curIn})${prevIn ? ` or (${prevIn})` : ''})
)`;
    const ranked = `${body}
select b.*,
  row_number() over (partition by cur_in order by sort_key ${sortDir} nulls last, keyword_id) as rank,
  row_number() over (partition by cur_in order by order_key desc nulls last, keyword_id) as order_place,
  ${prevKey ? 'row_number() over (partition by prev_in order by prev_key desc nulls last, keyword_id)' : 'null::int8'} as prev_place,
  count(*) filter (where cur_in) over () as total
from b`;
    return { body, ranked, params };
  }

  async rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<KeywordRow> | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const plan = await this.periodPlan(query.period, day);
    if (!plan) return undefined;
    const { body, ranked, params } = this.rankingSql(query, plan);
    const currency = query.site ? SITE_CURRENCIES[query.site] : 'USD';
    let records: KeywordRecord[] = [];
    let total: number | undefined;
    if (window.limit > 0) {
      const limit = `$${params.push(window.limit)}`;
      const offset = `$${params.push(window.offset)}`;
      records = await this.sql.query<KeywordRecord>(
        `select ${KEYWORD_COLUMNS}, r.s, r.ps, r.prev_in, r.rank, r.order_place, r.prev_place, r.total
         from (select * from (${ranked}) r where cur_in order by rank limit ${limit} offset ${offset}) r
         join market_workbench_keywords w on w.keyword_id = r.keyword_id order by r.rank`,
        params,
      );
      total = records[0] ? num(records[0].total) : undefined;
      params.length -= 2;
    }
    if (total === undefined) {
      const [row] = await this.sql.query<{ n: number }>(`${body} select count(*)::int as n from b where cur_in`, params);
      total = num(row?.n);
    }
    return { day, period: plan.info, currency, total, rows: await this.rowsOf(records, day) };
  }

  async *stream(query: RankingQuery, limit: number, batchSize = STREAM_BATCH): AsyncIterable<KeywordRow[]> {
    const day = await this.products.dataDay();
    if (!day || limit <= 0) return;
    const plan = await this.periodPlan(query.period, day);
    if (!plan) return;
    const { ranked, params } = this.rankingSql(query, plan);
    const places = await this.sql.query<KeywordPlace>(
      `select r.keyword_id::text as keyword_id, r.s, r.ps, r.prev_in, r.rank, r.order_place, r.prev_place
       from (${ranked}) r where r.cur_in order by r.rank limit $${params.push(limit)}`,
      params,
    );
    for (let from = 0; from < places.length; from += batchSize) {
      const batch = places.slice(from, from + batchSize);
      const records = await this.sql.query<KeywordRecord>(`select ${KEYWORD_COLUMNS} from market_workbench_keywords w where w.keyword_id = any($1::int4[])`, [batch.map((r) => r.keyword_id)]);
      const byId = new Map(records.map((r) => [r.keyword_id, r]));
      yield this.rowsOf(
        batch.flatMap((place) => {
          const record = byId.get(place.keyword_id);
          return record ? [{ ...record, ...place }] : [];
        }),
        day,
      );
    }
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
    const orderPlace = r.order_place === null || r.order_place === undefined ? null : num(r.order_place);
    const prevPlace = r.prev_place === null || r.prev_place === undefined ? null : num(r.prev_place);
    const productBase = num(r.product_base);
    const productBaseGrowth = r.prev_product_base === null ? null : growthOf(productBase, num(r.prev_product_base));
    const foundUnits = num(r.found_units_30);
    const foundShops = num(r.found_shops);
    const salesPerShop = foundShops > 0 ? round2(foundUnits / foundShops) : null;
    const searchGrowth30 = holds60 ? growthOf(num(r.search_30), num(r.prev_search_30)) : null;
    const bid = num(r.recommended_bid);
    return {
      rank,
      rankChange: orderPlace !== null && prevPlace !== null && r.prev_in === true ? prevPlace - orderPlace : null,
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
    const words = text.split(/\s+/).filter(Boolean).slice(0, FIND_WORDS).map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    return refs(
      await this.sql.query(`${select} where w.keyword ilike all($1::text[])${siteClause(2)} order by w.search_30 desc, w.keyword_id limit ${FIND_LIMIT}`, [words, ...siteArg]),
    );
  }
}
