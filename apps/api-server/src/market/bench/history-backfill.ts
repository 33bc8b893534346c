// The benches' older item history, written in SQL instead of through the simulator's feed: the
// `--scale history` bench's 18 months of 100,000 products (issue 28 item 3: through the feed they
// would take hours on 2 cores, a day of simulate and import costs seconds) and the monitors' bench's
// 15 days before a `--scale large` database's two imported ones (issue 31: each further day through
// the feed costs ~26 min of both cores). The days before the imported ones go straight into the month
// partitions, in the simulator's shape: each product's sales are its imported daily mean, moved by the
// simulator's own market multiplier of its site, category and day (week, season, campaign days, noise;
// marketMultiplier, under Lazada's own seed for its sites), by a growth or decline of its own and by
// daily noise, from its listing day on; its price has the odd discounted week; the crawler's pass saw it
// the night after the day, but for the simulator's share of missed passes (a row without `observed_at`,
// as the importer's estimate of a missed day). The shops' days are summed from them as the importer
// does, the brands' as the derive does (writeBrandDays); each search word's days follow its oldest
// imported day by the same multiplier (to the simulator's 0.6th power) with the simulator's 8 % noise.
// The products' category places are not written (they are read on the data day and the day before,
// which are imported).
import { LAZADA_SITE_CODES, SITE_CODES, type MarketSiteCode, type SiteCode } from '@sealens/domain';

import { addDays, daysBetween } from '../days';
import { writeBrandDays } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { LAZADA_SHAPES } from '../marketplace-profiles';
import { attachMonth, detachMonth, ensureMonthPartitions, monthBounds, monthsBetween, partitionName } from '../partitions';
import { lazadaSeed } from '../sim/lazada';
import { MISSED_SHARE } from '../sim/observe';
import { marketMultiplier } from '../sim/simulate-day';
import { CATEGORY_PROFILES } from '../sim/vocabulary';

export interface BackfillReport {
  from: string;
  to: string;
  productRows: number;
  shopRows: number;
  keywordRows: number;
  brandRows: number;
  ms: number;
}

/** The tables the backfill writes days of, each with its day column. */
const WRITTEN_TABLES = ['market_product_days', 'market_shop_days', 'market_keyword_days', 'market_workbench_brand_days'] as const;

/** The tables already holding rows of a day from `from` to `to` (the backfill would write them again). */
export async function backfillConflicts(sql: MarketSql, from: string, to: string): Promise<string[]> {
  const held: string[] = [];
  for (const table of WRITTEN_TABLES) {
    const rows = await sql.query(`select 1 from ${table} where day between $1::date and $2::date limit 1`, [from, to]);
    if (rows.length) held.push(table);
  }
  return held;
}

/** The simulator's market multiplier of a site (Lazada's sites: its model's country, under its own seed). */
function multiplierOf(seed: number, site: MarketSiteCode, typeId: number, day: string): number {
  const lazada = (LAZADA_SITE_CODES as readonly string[]).includes(site) ? LAZADA_SHAPES[site as (typeof LAZADA_SITE_CODES)[number]] : undefined;
  return lazada ? marketMultiplier(lazadaSeed(seed), lazada.country, typeId, day) : marketMultiplier(seed, site as SiteCode, typeId, day);
}

/** A uniform draw in [0, 1) from the hash of a bigint expression. */
const draw = (key: string) => `((hashint8(${key}) & 65535) / 65536.0)`;

/**
 * Writes product, shop, brand and keyword days from `from` to the day before the oldest imported
 * product day. Each month's product partition is filled as a plain table (the rows it held after the
 * written ones, in day order as the importer would have written them) and attached, which builds its
 * indexes in bulk (row-by-row index upkeep of millions of rows is the slow part); the other days go
 * into their partitions.
 */
export async function backfillItemHistory(sql: MarketSql, seed: number, from: string, log: (line: string) => void): Promise<BackfillReport> {
  const t0 = performance.now();
  const [first] = await sql.query<{ day: string | null; last: string | null }>('select min(day)::text as day, max(day)::text as last from market_product_days');
  const imported = first?.day;
  const last = first?.last;
  if (!imported || !last) throw new Error('no imported product days to continue back from');
  const to = addDays(imported, -1);
  if (from > to) throw new Error(`nothing to write: ${from} is not before the oldest imported product day ${imported}`);
  const importedDays = (await sql.query<{ day: string }>('select distinct day::text as day from market_product_days order by 1')).map((r) => r.day);
  await ensureMonthPartitions(sql, monthsBetween(from, to).map((month) => monthBounds(month).from));

  // The simulator's market multiplier for every site, category and day (the written ones and the
  // imported ones, which the search words start from), divided by its mean over the imported days
  // (the products' daily means already hold those days' multipliers).
  const factors: (string | number)[][] = [];
  const typeIds = Object.keys(CATEGORY_PROFILES).map(Number);
  for (const site of [...SITE_CODES, ...LAZADA_SITE_CODES]) {
    for (const typeId of typeIds) {
      const mean = importedDays.reduce((sum, day) => sum + multiplierOf(seed, site, typeId, day), 0) / importedDays.length;
      for (const day of daysBetween(from, last)) factors.push([site, typeId, day, multiplierOf(seed, site, typeId, day) / mean]);
    }
  }
  await sql.exec('drop table if exists bench_history_factors; create table bench_history_factors (site text, type_id int4, day date, factor float8)');
  await sql.copy('bench_history_factors', [['site', 'text'], ['type_id', 'int4'], ['day', 'date'], ['factor', 'float8']], factors);
  await sql.exec('create index on bench_history_factors (day); analyze bench_history_factors');
  // Each product's daily mean (of its settled estimates: a first pass's provisional one says 0 where the
  // page shows no recent sales), price and stock over the imported days, and its own yearly growth (-45% to +75%).
  await sql.exec(`drop table if exists bench_history_products;
    create table bench_history_products as
    select p.goods_id, p.site, p.type_id, (p.listed_at at time zone 'Asia/Shanghai')::date as listed_day,
      coalesce(avg(d.sales) filter (where not coalesce(d.provisional, false)), avg(d.sales))::float8 as mean, p.price, p.stock,
      ((hashint8(p.goods_id) & 1023) / 1023.0 * 1.2 - 0.45)::float8 as growth
    from market_products p join market_product_days d on d.goods_id = p.goods_id group by p.goods_id;
    analyze bench_history_products`);
  const columns = (await sql.query<{ name: string }>(`select column_name as name from information_schema.columns where table_name = 'market_product_days' order by ordinal_position`))
    .map((c) => `"${c.name}"`)
    .join(', ');

  let productRows = 0;
  let shopRows = 0;
  let keywordRows = 0;
  for (const month of monthsBetween(from, to)) {
    const bounds = monthBounds(month);
    const start = bounds.from < from ? from : bounds.from;
    const end = bounds.to > imported ? imported : bounds.to;
    const t = performance.now();
    const name = partitionName('market_product_days', month);
    // The month's partition is replaced by one filled in bulk: the written days first, then the rows
    // it held (the imported days of the month of the oldest one), as a daily import would have ordered them.
    const held = await detachMonth(sql, 'market_product_days', month);
    const kept = `${name}_kept`;
    if (held) await sql.exec(`drop table if exists "${kept}"; alter table "${name}" rename to "${kept}"`);
    await sql.exec(`drop table if exists "${name}"; create table "${name}" (like market_product_days including defaults)`);
    let written = 0;
    for (const day of daysBetween(start, addDays(end, -1))) {
      const missed = `${draw(`p.goods_id * 16411 + (f.day - date '2000-01-01')`)} < ${MISSED_SHARE}`;
      const [rows] = await sql.query<{ n: number }>(
        `with rows as (
           insert into "${name}" (day, goods_id, sales, price, stock, estimate_basis, provisional, observed_at)
           select f.day, p.goods_id,
             floor(p.mean * f.factor * exp(-p.growth * ($2::date - f.day) / 365.0) * (0.6 + 0.8 * ${draw(`p.goods_id * 4099 + (f.day - date '2000-01-01')`)})
               + ${draw(`p.goods_id * 8191 + (f.day - date '2000-01-01')`)})::int4,
             case when (hashint8(p.goods_id * 131 + (f.day - date '2000-01-01') / 7) & 7) = 0 then round((p.price * 0.88)::numeric, 2)::float8 else p.price end,
             greatest(0, p.stock + (hashint8(p.goods_id + (f.day - date '2000-01-01')) & 255) - 128),
             case when ${missed} then 'history' else 'counter' end, false,
             -- The pass after the day: from the market's midnight (China time) over the next 13.6 hours.
             case when not ${missed} then ((f.day + 1)::timestamp at time zone 'Asia/Shanghai') + make_interval(mins => ((hashint8(p.goods_id * 257 + (f.day - date '2000-01-01')) & 65535) % 818)::int) end
           from bench_history_factors f join bench_history_products p on p.site = f.site and p.type_id = f.type_id
           where f.day = $1::date and f.day >= p.listed_day
           returning 1)
         select count(*)::int as n from rows`,
        [day, imported],
      );
      written += Number(rows?.n);
    }
    if (held) await sql.exec(`insert into "${name}" (${columns}) select ${columns} from "${kept}" order by day, goods_id; drop table "${kept}"`);
    // Attaching builds the table's key and indexes as the parent's, in bulk.
    if (!(await attachMonth(sql, 'market_product_days', month))) throw new Error(`${name} could not be attached`);
    const [shops] = await sql.query<{ n: number }>(
      `with rows as (
         insert into market_shop_days (shop_id, day, sales, gmv, products_sold)
         select p.shop_id, d.day, sum(d.sales), sum(d.sales * d.price), count(*) filter (where d.sales > 0)
         from market_product_days d join market_products p on p.goods_id = d.goods_id
         where d.day >= $1::date and d.day < $2::date group by p.shop_id, d.day
         returning 1)
       select count(*)::int as n from rows`,
      [start, end],
    );
    // Each word from its oldest imported day, moved by its site's and category's multiplier and the noise of a day.
    const [keywords] = await sql.query<{ n: number }>(
      `with base as (
         select distinct on (kd.keyword_id) kd.keyword_id, kd.day, kd.search_index, kd.product_base, kd.recommended_bid
         from market_keyword_days kd where kd.day >= $3::date order by kd.keyword_id, kd.day
       ),
       rows as (
         insert into market_keyword_days (day, keyword_id, search_index, product_base, recommended_bid)
         select f.day, b.keyword_id,
           greatest(0, round(b.search_index * power(f.factor / fb.factor, 0.6)
             * (1 + 0.08 * sqrt(3.0) * (${draw(`b.keyword_id::int8 * 7919 + (f.day - date '2000-01-01')`)} + ${draw(`b.keyword_id::int8 * 6007 + (f.day - date '2000-01-01')`)}
               + ${draw(`b.keyword_id::int8 * 5003 + (f.day - date '2000-01-01')`)} + ${draw(`b.keyword_id::int8 * 4001 + (f.day - date '2000-01-01')`)} - 2))))::int4,
           b.product_base, b.recommended_bid
         from base b
         join market_keywords k on k.keyword_id = b.keyword_id
         join bench_history_factors fb on fb.site = k.site and fb.type_id = k.type_id and fb.day = b.day
         join bench_history_factors f on f.site = k.site and f.type_id = k.type_id and f.day >= $1::date and f.day < $2::date
         -- A word first searched after the oldest imported day was not searched before it.
         where b.day = $3::date
         returning 1)
       select count(*)::int as n from rows`,
      [start, end, imported],
    );
    productRows += written;
    shopRows += Number(shops?.n);
    keywordRows += Number(keywords?.n);
    log(
      `  ${month}: ${written.toLocaleString('en')} product days, ${Number(shops?.n).toLocaleString('en')} shop days, ${Number(keywords?.n).toLocaleString('en')} keyword days in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  const t = performance.now();
  const brandRows = await writeBrandDays(sql, from, imported);
  log(`  brand days: ${brandRows.toLocaleString('en')} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await sql.exec('drop table bench_history_factors; drop table bench_history_products');
  // As autovacuum would after the inserts: the history reads scan the indexes alone once the pages are marked all-visible.
  await sql.exec('vacuum (analyze) market_product_days, market_shop_days, market_keyword_days, market_workbench_brand_days');
  return { from, to, productRows, shopRows, keywordRows, brandRows, ms: performance.now() - t0 };
}
