// The real-time category ranking's reads (issue 29 item 6, raking/category-real-time): the newest day
// the data holds, per category of a site (or of all sites), and per sub-category of one category.
// "Real time" here is honest about what it is: the last day imported and derived (the data day of
// every workbench answer), stamped with that day and the time its feed was imported; a new import
// is derived and then read by the next request, so no client polls.
//
// A category's figures are the marketplace's own totals (the feed's market file,
// market_category_days: every product of the category, not only those our item files carry); a
// sub-category's are the sums of the products in our data (market_product_stats), which is all the
// feed says of sub-categories. The answer names which (`source`). The top product is ours in both.
import { SITE_CURRENCIES, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import type { MarketSql } from '../market-sql';
import { SHOPEE_SITES_SQL } from '../marketplace-profiles';
import { SITE_PROFILES } from '../site-profiles';

/** The best-selling product of a category on the day. */
export interface RealtimeTop {
  id: string;
  title: string;
  image: string;
  site: SiteCode;
  /** Its units on the day. */
  units: number;
}

export interface RealtimeRow {
  /** The category (spec §3 typeId) or sub-category (typeId * 100 + n). */
  categoryId: number;
  units: number;
  /** Sales value on the day in the answer's currency. */
  gmv: number;
  /** Products that sold at least one unit on the day. */
  productsSold: number;
  /** Units of the day before (null: the data holds no figures of it). */
  unitsBefore: number | null;
  /** Growth of the units on the day before, in percent (null: none the day before). */
  change: number | null;
  top: RealtimeTop | null;
}

export interface RealtimeSlice {
  /** The day the figures describe. */
  day: string;
  dayBefore: string;
  /** When that day's feed was imported (the latest of the sites in scope), ISO 8601; null when the import kept no record. */
  importedAt: string | null;
  /** The site's currency, or USD over all sites. */
  currency: string;
  /** `market`: the marketplace's category totals; `items`: sums of the products in our data. */
  source: 'market' | 'items';
  /** Most units first. */
  rows: RealtimeRow[];
}

export interface RealtimeScope {
  site?: SiteCode;
  /** A top-level category: its sub-categories are the rows. */
  categoryId?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const perUsd = (site: string) => SITE_PROFILES[site as SiteCode]?.perUsd ?? 1;
const changeOf = (now: number, before: number | null) => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);

interface Sums {
  units: number;
  gmv: number;
  productsSold: number;
  unitsBefore: number | null;
}

export class WorkbenchRealtimeQueries {
  constructor(
    readonly sql: MarketSql,
    /** The data day (the workbench's): what the derived tables describe. */
    private readonly dataDay: () => Promise<string | undefined>,
  ) {}

  async latest(scope: RealtimeScope): Promise<RealtimeSlice | undefined> {
    const day = await this.dataDay();
    if (!day) return undefined;
    const dayBefore = addDays(day, -1);
    const [sums, imported] = await Promise.all([
      scope.categoryId === undefined ? this.categorySums(day, dayBefore, scope.site) : this.subCategorySums(scope.categoryId, scope.site),
      this.sql.query<{ at: Date | string | null }>(`select max(imported_at) as at from market_feed_days where day = $1::date and ${scope.site ? 'site = $2' : `site in ${SHOPEE_SITES_SQL}`}`, [day, ...(scope.site ? [scope.site] : [])]),
    ]);
    const ordered = [...sums.entries()].sort(([a, x], [b, y]) => y.units - x.units || a - b);
    const tops = await this.tops(
      ordered.map(([id]) => id),
      scope,
    );
    const at = imported[0]?.at;
    return {
      day,
      dayBefore,
      importedAt: at ? new Date(at).toISOString() : null,
      currency: scope.site ? SITE_CURRENCIES[scope.site] : 'USD',
      source: scope.categoryId === undefined ? 'market' : 'items',
      rows: ordered.map(([categoryId, s]) => ({
        categoryId,
        units: s.units,
        gmv: round2(s.gmv),
        productsSold: s.productsSold,
        unitsBefore: s.unitsBefore,
        change: changeOf(s.units, s.unitsBefore),
        top: tops.get(categoryId) ?? null,
      })),
    };
  }

  /** Each category's day and the day before, from the feed's market totals (money in USD over all sites). */
  private async categorySums(day: string, dayBefore: string, site: SiteCode | undefined): Promise<Map<number, Sums>> {
    const rows = await this.sql.query<{ site: string; type_id: number; day: string; sales: number | string; gmv: number; products_sold: number }>(
      `select site, type_id, day::text as day, sales, gmv, products_sold from market_category_days
       where day in ($1::date, $2::date) and ${site ? 'site = $3' : `site in ${SHOPEE_SITES_SQL}`}`,
      [day, dayBefore, ...(site ? [site] : [])],
    );
    const out = new Map<number, Sums>();
    for (const r of rows.filter((x) => x.day === day)) {
      const s = out.get(r.type_id) ?? { units: 0, gmv: 0, productsSold: 0, unitsBefore: null };
      s.units += num(r.sales);
      s.gmv += site ? num(r.gmv) : num(r.gmv) / perUsd(r.site);
      s.productsSold += num(r.products_sold);
      out.set(r.type_id, s);
    }
    for (const r of rows.filter((x) => x.day === dayBefore)) {
      const s = out.get(r.type_id);
      if (s) s.unitsBefore = (s.unitsBefore ?? 0) + num(r.sales);
    }
    return out;
  }

  /** A category's sub-categories on the data day, from its products' derived day figures. */
  private async subCategorySums(categoryId: number, site: SiteCode | undefined): Promise<Map<number, Sums>> {
    const rows = await this.sql.query<{ site: string; sub: number; units: number | string; gmv: number; sold: number; before: number | string }>(
      `select site, sub_type_id as sub, sum(sales_1)::int8 as units, sum(gmv_1) as gmv, (count(*) filter (where sales_1 > 0))::int as sold, sum(prev_sales_1)::int8 as before
       from market_product_stats where type_id = $1 and sub_type_id is not null and ${site ? 'site = $2' : `site in ${SHOPEE_SITES_SQL}`} group by site, sub_type_id`,
      [categoryId, ...(site ? [site] : [])],
    );
    const out = new Map<number, Sums>();
    for (const r of rows) {
      const s = out.get(r.sub) ?? { units: 0, gmv: 0, productsSold: 0, unitsBefore: 0 };
      s.units += num(r.units);
      s.gmv += site ? num(r.gmv) : num(r.gmv) / perUsd(r.site);
      s.productsSold += num(r.sold);
      s.unitsBefore = (s.unitsBefore ?? 0) + num(r.before);
      out.set(r.sub, s);
    }
    return out;
  }

  /**
   * The best-selling product of each category on the day: one probe of the product stats' order
   * index per category ((site,) type_id, sales_1 desc, goods_id), or, for sub-categories, the first
   * of each in the category's own order.
   */
  private async tops(ids: number[], scope: RealtimeScope): Promise<Map<number, RealtimeTop>> {
    if (!ids.length) return new Map();
    const site = scope.site;
    const params: unknown[] = [ids];
    // "All sites" are the first marketplace's: the second's (LZ-) products are in the same stats.
    const siteClause = site ? ` and s.site = $${params.push(site)}` : ` and s.site in ${SHOPEE_SITES_SQL}`;
    const picked =
      scope.categoryId === undefined
        ? `select c.id, t.goods_id, t.sales_1 from unnest($1::int4[]) as c(id)
           cross join lateral (select s.goods_id, s.sales_1 from market_product_stats s where s.type_id = c.id${siteClause} order by s.sales_1 desc, s.goods_id limit 1) t`
        : `select distinct on (s.sub_type_id) s.sub_type_id as id, s.goods_id, s.sales_1 from market_product_stats s
           where s.type_id = $${params.push(scope.categoryId)} and s.sub_type_id = any($1::int4[])${siteClause}
           order by s.sub_type_id, s.sales_1 desc, s.goods_id`;
    const rows = await this.sql.query<{ id: number; goods_id: string; sales_1: number; title: string; image: string; site: SiteCode }>(
      `select t.id, t.goods_id::text as goods_id, t.sales_1, p.title, p.image, p.site from (${picked}) t join market_products p on p.goods_id = t.goods_id where t.sales_1 > 0`,
      params,
    );
    return new Map(rows.map((r) => [num(r.id), { id: r.goods_id, title: r.title, image: r.image, site: r.site, units: num(r.sales_1) }]));
  }
}
