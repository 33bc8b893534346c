// The `--scale history` bench's older item history (issue 28 item 3): 18 months of 100,000 products
// through the simulator's feed would take hours on 2 cores (a day of simulate and import costs
// seconds), so the days before the imported ones are written in SQL, straight into the month
// partitions, in the simulator's shape: each product's sales are its imported daily mean, moved
// by the simulator's own market multiplier of its site, category and day (week, season, campaign
// days, noise; marketMultiplier), by a growth or decline of its own and by daily noise, from its
// listing day on; its price has the odd discounted week. The shops' days are summed from them as
// the importer does. Keyword days and the products' category places are not written.
import { SITE_CODES } from '@sealens/domain';

import { addDays, daysBetween } from '../days';
import type { MarketSql } from '../market-sql';
import { attachMonth, detachMonth, monthBounds, monthsBetween, partitionName } from '../partitions';
import { marketMultiplier } from '../sim/simulate-day';
import { CATEGORY_PROFILES } from '../sim/vocabulary';

export interface BackfillReport {
  from: string;
  to: string;
  productRows: number;
  shopRows: number;
  ms: number;
}

/**
 * Writes product and shop days from `from` to the day before the oldest imported product day. Each
 * month's product partition is filled as a plain table and attached, which builds its indexes in
 * bulk (row-by-row index upkeep of 3 M rows a month is the slow part); the shops' days go into
 * their partitions.
 */
export async function backfillItemHistory(sql: MarketSql, seed: number, from: string, log: (line: string) => void): Promise<BackfillReport> {
  const t0 = performance.now();
  const [first] = await sql.query<{ day: string | null }>('select min(day)::text as day from market_product_days');
  const imported = first?.day;
  if (!imported) throw new Error('no imported product days to continue back from');
  const to = addDays(imported, -1);
  const importedDays = (await sql.query<{ day: string }>('select distinct day::text as day from market_product_days order by 1')).map((r) => r.day);

  // The simulator's market multiplier for every site, category and day, divided by its mean over
  // the imported days (the products' daily means already hold those days' multipliers).
  const factors: (string | number)[][] = [];
  const typeIds = Object.keys(CATEGORY_PROFILES).map(Number);
  for (const site of SITE_CODES) {
    for (const typeId of typeIds) {
      const mean = importedDays.reduce((sum, day) => sum + marketMultiplier(seed, site, typeId, day), 0) / importedDays.length;
      for (const day of daysBetween(from, to)) factors.push([site, typeId, day, marketMultiplier(seed, site, typeId, day) / mean]);
    }
  }
  await sql.exec('drop table if exists bench_history_factors; create table bench_history_factors (site text, type_id int4, day date, factor float8)');
  await sql.copy('bench_history_factors', [['site', 'text'], ['type_id', 'int4'], ['day', 'date'], ['factor', 'float8']], factors);
  await sql.exec('create index on bench_history_factors (day)');
  // Each product's daily mean, price and stock over the imported days, and its own yearly growth (-45% to +75%).
  await sql.exec(`drop table if exists bench_history_products;
    create table bench_history_products as
    select p.goods_id, p.site, p.type_id, (p.listed_at at time zone 'Asia/Shanghai')::date as listed_day,
      avg(d.sales)::float8 as mean, p.price, p.stock,
      ((hashint8(p.goods_id) & 1023) / 1023.0 * 1.2 - 0.45)::float8 as growth
    from market_products p join market_product_days d on d.goods_id = p.goods_id group by p.goods_id`);

  let productRows = 0;
  let shopRows = 0;
  for (const month of monthsBetween(from, to).reverse()) {
    const bounds = monthBounds(month);
    const start = bounds.from < from ? from : bounds.from;
    const end = bounds.to > imported ? imported : bounds.to;
    const t = performance.now();
    const name = partitionName('market_product_days', month);
    // A month wholly before the imported days: its partition (empty, made by the importer's window)
    // is replaced by one filled in bulk. The month of the oldest imported day takes its rows as is.
    const bulk = bounds.to <= imported;
    if (bulk) {
      await detachMonth(sql, 'market_product_days', month);
      await sql.exec(`drop table if exists "${name}"; create table "${name}" (like market_product_days including defaults)`);
    }
    const [written] = await sql.query<{ n: number }>(
      `with rows as (
         insert into ${bulk ? `"${name}"` : 'market_product_days'} (day, goods_id, sales, price, stock)
         select f.day, p.goods_id,
           floor(p.mean * f.factor * exp(-p.growth * ($3::date - f.day) / 365.0) * (0.6 + 0.8 * ((hashint8(p.goods_id * 4099 + (f.day - date '2000-01-01')) & 65535) / 65536.0))
             + ((hashint8(p.goods_id * 8191 + (f.day - date '2000-01-01')) & 65535) / 65536.0))::int4,
           case when (hashint8(p.goods_id * 131 + (f.day - date '2000-01-01') / 7) & 7) = 0 then round((p.price * 0.88)::numeric, 2)::float8 else p.price end,
           greatest(0, p.stock + (hashint8(p.goods_id + (f.day - date '2000-01-01')) & 255) - 128)
         from bench_history_factors f join bench_history_products p on p.site = f.site and p.type_id = f.type_id
         where f.day >= $1::date and f.day < $2::date and f.day >= p.listed_day
         returning 1)
       select count(*)::int as n from rows`,
      [start, end, imported],
    );
    // Attaching builds the table's key and indexes as the parent's, in bulk.
    if (bulk && !(await attachMonth(sql, 'market_product_days', month))) throw new Error(`${name} could not be attached`);
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
    productRows += Number(written?.n);
    shopRows += Number(shops?.n);
    log(`  ${month}: ${Number(written?.n).toLocaleString('en')} product days, ${Number(shops?.n).toLocaleString('en')} shop days in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await sql.exec('drop table bench_history_factors; drop table bench_history_products');
  // As autovacuum would after the inserts: the history reads scan the indexes alone once the pages are marked all-visible.
  await sql.exec('vacuum (analyze) market_product_days, market_shop_days');
  return { from, to, productRows, shopRows, ms: performance.now() - t0 };
}
