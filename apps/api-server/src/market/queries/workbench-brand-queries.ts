// The workbench's brand reads (issue 29 item 3; the seam is workbench-reads.ts WorkbenchBrandReads):
// rankings over the derived brand table (market_workbench_brands, a row per site and brand and one
// per brand over all sites in US dollars; a calendar month sums its products' month rows), one
// brand's figures in a scope with its sites, shops, top products and categories (and its share of
// each), its daily history (its products' days summed) and the picker. Rows are the contract's BrandRow.
import { SITE_CURRENCIES, type BrandSort, type RankingQuery, type ShopType, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import { ALL_SITES } from '../derive/workbench-category-derive';
import type { MarketSql } from '../market-sql';
import { aggregateIntervalRead, intervalColumnsOf, withAggregateInterval } from './aggregate-intervals';
import { rankChangeOf, rankEntity, STREAM_BATCH, streamEntity, type PeriodSource, type RankingEntitySql } from './ranking-sql';
import { FIND_LIMIT, PRODUCT_ROW_COLUMNS, SHOP_TOP_ROWS, SUMMARY_PERIODS, type WorkbenchQueries } from './workbench-queries';
import { findPatterns, inMatchOrder, searchWordMatches } from './search-words';
import type { BrandHistory, BrandRow, BrandSite, BrandSummary, CategoryShare, FoundShop, ItemRef, PeriodFigures, RankingSlice, WorkbenchBrandReads } from './workbench-reads';

/** Brand ids are int4: a longer id names no brand (and must not reach the cast). */
const MAX_BRAND_ID = 2_147_483_647;
/** Categories a brand's explanation lists at most (the contract's maximum). */
export const BRAND_CATEGORIES_MAX = 200;

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (now: number, before: number | null): number | null => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);
const isBrandId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_BRAND_ID;

const BRAND_COLUMNS = `w.brand_id::text as brand_id, w.site, w.name, w.logo, w.per_usd, w.shops, w.products, w.top_type_id, w.top_type_share, w.trend`;

interface BrandRecord {
  brand_id: string;
  site: SiteCode | typeof ALL_SITES;
  name: string;
  logo: string;
  per_usd: number;
  shops: number;
  products: number;
  top_type_id: number | null;
  top_type_share: number | null;
  trend: (number | string)[] | string;
  u: number | string;
  g: number;
  pu: number | string | null;
  rank?: number;
}

function numArray(v: (number | string)[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * A month's units and sales value per brand and site, and per brand over all sites in dollars: its
 * products' month rows (as a product ranking's month reads them).
 */
const monthSums = (month: string) => `(select p.brand_id, s.site, sum(mm.units)::int8 as units, sum(mm.gmv / s.div) as gmv
    from market_workbench_months mm join market_workbench_products p on p.goods_id = mm.goods_id
    cross join lateral (values (p.site, 1::float8), ('${ALL_SITES}', p.per_usd)) as s(site, div)
    where mm.month = ${month}::date and p.brand_id is not null group by p.brand_id, s.site)`;

const BRAND_PERIODS: PeriodSource = {
  measure: 'units',
  gmv: true,
  monthJoins: (span) => ({
    joins: `join ${monthSums('$1')} m on m.brand_id = w.brand_id and m.site = w.site
          left join ${monthSums('$2')} m1 on m1.brand_id = w.brand_id and m1.site = w.site
          left join ${monthSums('$3')} m2 on m2.brand_id = w.brand_id and m2.site = w.site`,
    params: [span.month, span.prevMonth, span.prev2Month],
  }),
};

/** The brand ranking's part of the shared ranking SQL: a scope is one site's rows or the all-sites rows (already in dollars). */
export const BRAND_RANKING_SQL: RankingEntitySql = {
  source: {
    table: 'market_workbench_brands',
    keys: [
      { name: 'brand_id', type: 'int4' },
      { name: 'site', type: 'text' },
    ],
    columns: BRAND_COLUMNS,
    periodRead: aggregateIntervalRead,
  },
  periods: BRAND_PERIODS,
  usdByRow: false,
  figures: (plan) => ({ u: plan.measure, g: plan.gmv ?? '0', pu: plan.prev ?? 'null::int8' }),
  filter: (s) => {
    const { query, where } = s;
    where.push(`w.site = ${s.arg(query.site ?? ALL_SITES)}`);
    // A brand's category is its top one.
    if (query.categoryId !== undefined) where.push(`w.top_type_id = ${s.arg(query.categoryId)}`);
    const f = query.filters;
    s.range(s.plan.measure, f.units);
    s.range(s.plan.gmv ?? '0', f.gmv);
    if (f.growth) s.range(s.growth, f.growth, 100);
  },
  // A brand has no hot-new list (the query's rules refuse order=new): an empty one.
  isNew: () => 'false',
  sorts: (s): Record<BrandSort, string> => ({
    units: s.plan.measure,
    gmv: s.plan.gmv ?? '0',
    growth: s.growth,
    shops: 'w.shops',
    products: 'w.products',
  }),
};

const currencyOf = (site: string) => (site === ALL_SITES ? 'USD' : SITE_CURRENCIES[site as SiteCode]);

export class WorkbenchBrandQueries implements WorkbenchBrandReads {
  constructor(
    readonly sql: MarketSql,
    /** The product reads: the data day, the history's months and the brand's top products. */
    private readonly products: WorkbenchQueries,
  ) {}

  async rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<BrandRow> | undefined> {
    const ranked = await rankEntity<BrandRecord>(this.sql, this.products, BRAND_RANKING_SQL, query, window);
    // Each row with its interval over the period (issue 33), read with it.
    return ranked && { ...ranked.head, rows: ranked.records.map((r) => withAggregateInterval(this.rowOf(r), r, ranked.head.period.key, num(r.per_usd))) };
  }

  async *stream(query: RankingQuery, limit: number, batchSize = STREAM_BATCH): AsyncIterable<BrandRow[]> {
    for await (const { records } of streamEntity<BrandRecord>(this.sql, this.products, BRAND_RANKING_SQL, query, limit, batchSize)) yield records.map((r) => this.rowOf(r));
  }

  private rowOf(r: BrandRecord & { order_place?: number | null; prev_place?: number | null; prev_in?: boolean }, rank = num(r.rank)): BrandRow {
    const units = num(r.u);
    const gmv = num(r.g);
    const prev = r.pu === null || r.pu === undefined ? null : num(r.pu);
    return {
      rank,
      rankChange: rankChangeOf(r),
      id: r.brand_id,
      name: r.name,
      logo: r.logo,
      site: r.site,
      currency: currencyOf(r.site),
      units,
      gmv: round2(gmv),
      gmvUsd: round2(gmv / num(r.per_usd)),
      growth: growthOf(units, prev),
      trend: numArray(r.trend),
      shops: num(r.shops),
      products: num(r.products),
      topCategoryId: r.top_type_id === null ? null : num(r.top_type_id),
      topCategoryShare: r.top_type_share === null ? null : round2(num(r.top_type_share) * 100),
    };
  }

  async summary(id: string, site?: SiteCode): Promise<BrandSummary | undefined> {
    const day = await this.products.dataDay();
    if (!day || !isBrandId(id)) return undefined;
    const scope = site ?? ALL_SITES;
    const periods = SUMMARY_PERIODS.map((p) => `w.units_${p} as units_${p}, w.gmv_${p} as gmv_${p}, w.prev_units_${p} as prev_units_${p}`).join(', ');
    const [record] = await this.sql.query<BrandRecord & Record<string, unknown>>(
      `select ${BRAND_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu, ${periods}, ${intervalColumnsOf()} from market_workbench_brands w where w.brand_id = $1::int4 and w.site = $2`,
      [id, scope],
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
    // Its products' 30-day rows in the scope: the top ones, the shops selling them, its categories
    // (with each category's 30-day total of the same scope and money: its share of it).
    const siteOnly = site ? ' and w.site = $2' : '';
    const args = site ? [id, site] : [id];
    const money = site ? 'w.gmv_30' : 'w.gmv_30 / w.per_usd';
    const [top, shops, mix, sites, [rank]] = await Promise.all([
      this.sql.query<Record<string, unknown>>(
        `select ${PRODUCT_ROW_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu from market_workbench_products w
         where w.brand_id = $1::int4${siteOnly} and w.units_30 > 0 order by w.units_30 desc, w.goods_id limit ${SHOP_TOP_ROWS}`,
        args,
      ),
      this.sql.query<{ shop_id: string; name: string; logo: string; shop_type: ShopType | null; products: number; units: number }>(
        `select w.shop_id::text as shop_id, min(w.shop_name) as name, coalesce(min(s.logo), '') as logo, min(w.shop_type) as shop_type, count(*)::int as products, sum(w.units_30)::int8 as units
         from market_workbench_products w left join market_shops s on s.shop_id = w.shop_id
         where w.brand_id = $1::int4${siteOnly} and w.units_30 > 0 group by w.shop_id order by 6 desc, 1 limit ${SHOP_TOP_ROWS}`,
        args,
      ),
      this.sql.query<{ type_id: number; units: number; gmv: number; total: number | null }>(
        `select b.type_id, b.units, b.gmv, c.gmv_30 as total
         from (select w.type_id, sum(w.units_30)::int8 as units, sum(${money}) as gmv from market_workbench_products w
               where w.brand_id = $1::int4${siteOnly} and w.units_30 > 0 group by w.type_id) b
         left join market_workbench_categories c on c.site = '${scope}' and c.category_id = b.type_id
         order by 3 desc, 1 limit ${BRAND_CATEGORIES_MAX}`,
        args,
      ),
      site
        ? Promise.resolve([])
        : this.sql.query<{ site: SiteCode; units: number; gmv: number; per_usd: number }>(
            `select site, units_30 as units, gmv_30 as gmv, per_usd from market_workbench_brands where brand_id = $1::int4 and site <> '${ALL_SITES}' and units_30 > 0 order by gmv_30 / per_usd desc, site`,
            [id],
          ),
      this.sql.query<{ n: number }>('select count(*)::int + 1 as n from market_workbench_brands where site = $1 and top_type_id = $2 and units_30 > $3', [scope, record.top_type_id, num(record.u)]),
    ]);
    const mixTotal = mix.reduce((t, m) => t + num(m.gmv), 0);
    const categories: CategoryShare[] = mix.map((m) => ({
      categoryId: num(m.type_id),
      units: num(m.units),
      gmv: round2(num(m.gmv)),
      share: mixTotal > 0 ? round2((num(m.gmv) / mixTotal) * 100) : 0,
      marketShare: num(m.total) > 0 ? round2((num(m.gmv) / num(m.total)) * 100) : null,
    }));
    const usdTotal = num(record.g);
    const brandSites: BrandSite[] = sites.map((s) => ({
      site: s.site,
      currency: SITE_CURRENCIES[s.site],
      units: num(s.units),
      gmv: round2(num(s.gmv)),
      gmvUsd: round2(num(s.gmv) / num(s.per_usd)),
      share: usdTotal > 0 ? round2((num(s.gmv) / num(s.per_usd) / usdTotal) * 100) : 0,
    }));
    const foundShops: FoundShop[] = shops.map((s) => ({ id: s.shop_id, name: s.name, logo: s.logo, type: s.shop_type ?? 'local', products: num(s.products), units: num(s.units) }));
    const categoryRank = num(record.u) > 0 && record.top_type_id !== null ? num(rank?.n) : null;
    return {
      day,
      item: this.rowOf({ ...record, order_place: null, prev_place: null }, categoryRank ?? 0),
      figures,
      shopTop: top.map((r, i) => this.products.productRowOf(r, i + 1)),
      foundShops,
      categories,
      ...(site ? {} : { sites: brandSites }),
      categoryRank,
    };
  }

  async history(id: string, from: string, to: string, site?: SiteCode): Promise<BrandHistory | undefined> {
    const day = await this.products.dataDay();
    if (!day || !isBrandId(id)) return undefined;
    const [brand] = await this.sql.query<{ brand_id: number }>('select brand_id from market_brands where brand_id = $1::int4', [id]);
    if (!brand) return undefined;
    // Its products' days, summed per day and site by the derive (market_workbench_brand_days: one range of
    // its (brand_id, day) index); all sites in dollars.
    const rows = await this.sql.query<{ day: string; units: number; gmv: number; sold: number }>(
      `select w.day::text as day, sum(w.units)::int8 as units, sum(${site ? 'w.gmv' : 'w.gmv_usd'}) as gmv, sum(w.sold)::int as sold
       from market_workbench_brand_days w
       where w.brand_id = $1::int4 and w.day >= $2::date and w.day <= $3::date${site ? ' and w.site = $4' : ''} group by w.day order by w.day`,
      site ? [id, from, to, site] : [id, from, to],
    );
    return {
      day,
      currency: site ? SITE_CURRENCIES[site] : 'USD',
      points: rows.map((r) => ({ date: r.day, units: num(r.units), gmv: round2(num(r.gmv)), productsSold: num(r.sold) })),
    };
  }

  async find(q: string, site?: string): Promise<ItemRef[]> {
    const text = q.trim();
    if (!text) return [];
    // A brand is found once, on its best-selling site (the picker's site column).
    const refs = (where: string, params: unknown[]) =>
      this.sql.query<{ brand_id: string; name: string; logo: string; site: SiteCode }>(
        `select brand_id, name, logo, site from (
           select distinct on (w.brand_id) w.brand_id::text as brand_id, w.name, w.logo, w.site, w.units_30 from market_workbench_brands w
           where w.site <> '${ALL_SITES}'${site ? ` and w.site = $${params.length + 1}` : ''} and ${where} order by w.brand_id, w.units_30 desc, w.site
         ) b order by units_30 desc, brand_id limit ${FIND_LIMIT}`,
        site ? [...params, site] : params,
      );
    const toRefs = (rows: { brand_id: string; name: string; logo: string; site: SiteCode }[]) => rows.map((r) => ({ id: r.brand_id, title: r.name, image: r.logo, site: r.site }));
    if (/^\d+$/.test(text)) {
      if (!isBrandId(text)) return [];
      const byId = await refs('w.brand_id = $1::int4', [text]);
      if (byId.length) return toRefs(byId);
    }
    // Words of its name, every one held (search-words.ts): each brand on its best site, the best sellers first.
    const matches = await searchWordMatches(this.sql, 'brand', findPatterns(text), site);
    if (matches.length === 0) return [];
    const rows = await this.sql.query<{ brand_id: string; name: string; logo: string; site: SiteCode }>(
      `select w.brand_id::text as brand_id, w.name, w.logo, w.site from market_workbench_brands w
       join unnest($1::int4[], $2::text[]) m(brand_id, site) on w.brand_id = m.brand_id and w.site = m.site`,
      [matches.map((m) => m.id), matches.map((m) => m.site)],
    );
    return toRefs(inMatchOrder(matches, rows, (r) => `${r.brand_id}/${r.site}`, (m) => `${m.id}/${m.site}`));
  }
}
