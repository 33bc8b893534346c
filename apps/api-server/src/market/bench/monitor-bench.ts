// The monitors' benchmark (issue 31 "Done when": 100,000 follows with 20,000 rules evaluated after one
// day's import): seeds 1,000 members with a running plan, each following 100 items (60 products, 20
// shops, 10 brands, 10 search words, drawn from the market) with 20 rules (presets of every kind and
// AND / OR conditions), a digest address and, for one in four, a webhook; then times the evaluation of
// the latest day (notifications, digests and webhook deliveries written; nothing sent) and twice more
// after clearing what it wrote. Not part of the tests. Run (`npm run bench:monitors -- [options]`):
//   --scale default      the market's scale (its products, shops, brands, words)
//   --item-days 17       days of item history imported: the evaluation reads 17 (a delisting looks 16 back)
//   --data-dir <folder>  a PGlite folder to keep and reuse (imported once)
//   DATABASE_URL=postgres://...  a PostgreSQL database instead (its market as it is, when it has one:
//                        the large scale's is imported by bench:data)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { openDatabase } from '../../db/database';
import { evaluateMonitors } from '../../monitor/monitor-evaluate';
import { PRODUCT_WINDOW_DAYS } from '../../monitor/monitor-figures';
import { monitorOutputs } from '../../monitor/monitor-output';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { latestCompleteDay } from '../market-state';
import { MarketRefresher } from '../refresh/refresher';
import { DEFAULT_MARKET_SEED, marketScaleOf } from '../scale';

const migrationsDir = fileURLToPath(new URL('../../../drizzle', import.meta.url));
export const BENCH_MEMBERS = 1_000;
export const FOLLOWS_PER_MEMBER = { product: 60, shop: 20, brand: 10, keyword: 10 } as const;
export const RULES_PER_MEMBER = 20;
const FIRST_MEMBER = 5_000_000;

/** The 20 rules every bench member keeps: each preset, and custom AND / OR conditions (thresholds vary by member). */
const RULES: readonly { entity: string; kind: string; threshold?: number; conditions?: unknown[]; combine?: string }[] = [
  { entity: 'product', kind: 'priceChange', threshold: 5 },
  { entity: 'product', kind: 'unitsChange', threshold: 50 },
  { entity: 'product', kind: 'topEnter', threshold: 10 },
  { entity: 'product', kind: 'topLeave', threshold: 10 },
  { entity: 'product', kind: 'outOfStock' },
  { entity: 'product', kind: 'delisted' },
  { entity: 'product', kind: 'relisted' },
  { entity: 'product', kind: 'custom', conditions: [{ measure: 'price', op: 'lt', value: 50 }, { measure: 'unitsChange', op: 'gte', value: 100 }], combine: 'and' },
  { entity: 'product', kind: 'custom', conditions: [{ measure: 'rank', op: 'lte', value: 3 }, { measure: 'stock', op: 'lt', value: 5 }], combine: 'or' },
  { entity: 'product', kind: 'unitsChange', threshold: 200 },
  { entity: 'shop', kind: 'unitsChange', threshold: 30 },
  { entity: 'shop', kind: 'newProduct' },
  { entity: 'shop', kind: 'custom', conditions: [{ measure: 'units', op: 'gte', value: 100 }, { measure: 'newProducts', op: 'gte', value: 2 }], combine: 'and' },
  { entity: 'shop', kind: 'unitsChange', threshold: 80 },
  { entity: 'brand', kind: 'unitsChange', threshold: 25 },
  { entity: 'brand', kind: 'custom', conditions: [{ measure: 'gmv', op: 'gt', value: 10_000 }, { measure: 'unitsChange', op: 'lte', value: -20 }], combine: 'or' },
  { entity: 'brand', kind: 'unitsChange', threshold: 60 },
  { entity: 'keyword', kind: 'searchChange', threshold: 20 },
  { entity: 'keyword', kind: 'custom', conditions: [{ measure: 'searchIndex', op: 'gt', value: 1_000 }, { measure: 'searchChange', op: 'gte', value: 10 }], combine: 'and' },
  { entity: 'keyword', kind: 'searchChange', threshold: 50 },
];

/** Seeds the members, their follows (drawn by a fixed stride over each entity's items) and their rules in a few statements. */
async function seed(sql: MarketSql): Promise<{ follows: number; rules: number }> {
  const last = FIRST_MEMBER + BENCH_MEMBERS - 1;
  await sql.exec(`delete from monitor_follows where user_id between ${FIRST_MEMBER} and ${last};
    delete from monitor_rules where user_id between ${FIRST_MEMBER} and ${last};
    delete from monitor_settings where user_id between ${FIRST_MEMBER} and ${last};
    delete from monitor_webhooks where user_id between ${FIRST_MEMBER} and ${last};
    delete from user_products where user_id between ${FIRST_MEMBER} and ${last};
    delete from users where id between ${FIRST_MEMBER} and ${last};`);
  await sql.exec(`insert into users (id, account, mobile) select g, 'bench-' || g, 'bench-' || g from generate_series(${FIRST_MEMBER}, ${last}) g;
    insert into user_products (user_id, plan_id, maturity_time) select g, 114, '2099-12-31' from generate_series(${FIRST_MEMBER}, ${last}) g;
    insert into monitor_settings (user_id, email) select g, 'bench-' || g || '@example.com' from generate_series(${FIRST_MEMBER}, ${last}) g;
    insert into monitor_webhooks (user_id, url, secret) select g, 'https://hooks.example.com/' || g, 'whsec_bench' from generate_series(${FIRST_MEMBER}, ${last}, 4) g;`);
  const sources: Record<keyof typeof FOLLOWS_PER_MEMBER, string> = {
    product: `select goods_id as item_id, site from market_products`,
    shop: `select shop_id as item_id, site from market_shops`,
    brand: `select brand_id::bigint as item_id, 'ALL'::text as site from market_brands`,
    keyword: `select keyword_id::bigint as item_id, site from market_keywords`,
  };
  for (const [entity, per] of Object.entries(FOLLOWS_PER_MEMBER) as [keyof typeof FOLLOWS_PER_MEMBER, number][]) {
    // Member m's k-th follow is item (m * 7919 + k * 104729) mod n of the entity: spread, never twice per member.
    await sql.exec(`insert into monitor_follows (user_id, entity, item_id, site, followed_day)
      select m, '${entity}', i.item_id, i.site, null
      from generate_series(${FIRST_MEMBER}, ${last}) m
      cross join generate_series(0, ${per - 1}) k
      join (select row_number() over (order by item_id) - 1 as n, item_id, site from (${sources[entity]}) s) i
        on i.n = ((m::bigint * 7919 + k * 104729) % (select count(*) from (${sources[entity]}) c))
      on conflict do nothing`);
  }
  await sql.query(
    `insert into monitor_rules (user_id, name, entity, kind, threshold, conditions, combine)
     select m, 'rule ' || r.ord, r.entity, r.kind, r.threshold * (1 + (m % 3)), coalesce(r.conditions, '[]'::jsonb), coalesce(r.combine, 'and')
     from generate_series(${FIRST_MEMBER}, ${last}) m
     cross join rows from (jsonb_to_recordset($1::jsonb) as (entity text, kind text, threshold float8, conditions jsonb, combine text)) with ordinality as r(entity, kind, threshold, conditions, combine, ord)`,
    [JSON.stringify(RULES)],
  );
  const [counts] = await sql.query<{ follows: number; rules: number }>(
    `select (select count(*)::int from monitor_follows where user_id between $1 and $2) as follows, (select count(*)::int from monitor_rules where user_id between $1 and $2) as rules`,
    [FIRST_MEMBER, last],
  );
  return counts ?? { follows: 0, rules: 0 };
}

async function clear(sql: MarketSql, day: string): Promise<void> {
  await sql.query(`delete from monitor_notifications where day = $1::date`, [day]);
  await sql.query(`delete from mail_outbox where kind = 'digest' and day = $1::date`, [day]);
  await sql.query(`delete from monitor_webhook_deliveries where type = 'alert' and day = $1::date`, [day]);
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'default' }, 'item-days': { type: 'string', default: String(PRODUCT_WINDOW_DAYS + 1) }, 'data-dir': { type: 'string' } } });
  const base = marketScaleOf(values.scale);
  const itemDays = Number(values['item-days']);
  if (!base || !Number.isInteger(itemDays) || itemDays < PRODUCT_WINDOW_DAYS + 1) {
    console.error(`usage: monitor-bench.ts [--scale tiny|small|default] [--item-days ${PRODUCT_WINDOW_DAYS + 1}+] [--data-dir <PGlite folder to keep>]`);
    process.exitCode = 2;
    return;
  }
  const scale = { ...base, itemDays: Math.min(base.itemDays, itemDays), readyItemDays: Math.min(base.itemDays, itemDays), marketDays: Math.min(base.marketDays, itemDays) };
  const work = await mkdtemp(join(tmpdir(), 'sealens-monitor-bench-'));
  const databaseUrl = process.env['DATABASE_URL']?.trim() || undefined;
  const database = await openDatabase({ databaseUrl, dataDir: values['data-dir'] ?? join(work, 'pglite'), migrationsDir });
  const sql = marketSqlOf(database.db);
  try {
    if (!(await latestCompleteDay(sql))) {
      const t = performance.now();
      const refresher = new MarketRefresher({ sql, mode: 'local', feedDir: join(work, 'feed'), now: () => new Date(), scale, seed: DEFAULT_MARKET_SEED, log: () => undefined });
      await refresher.tick();
      await refresher.settled();
      console.log(`imported ${scale.itemDays} item days at the ${values.scale} scale in ${((performance.now() - t) / 1000).toFixed(1)} s (load ${load()})`);
    }
    const day = (await latestCompleteDay(sql)) ?? '';
    const [held] = await sql.query<{ days: number; products: number }>(
      `select (select count(distinct day) from market_product_days where day > $1::date - ${PRODUCT_WINDOW_DAYS + 1})::int as days, (select count(*) from market_products)::int as products`,
      [day],
    );
    console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${held?.products} products; ${held?.days} of the ${PRODUCT_WINDOW_DAYS + 1} item days the evaluation reads, data ends ${day}`);
    const t0 = performance.now();
    const seeded = await seed(sql);
    await sql.exec('analyze monitor_follows, monitor_rules, user_products, monitor_settings, monitor_webhooks');
    console.log(`seeded ${seeded.follows} follows and ${seeded.rules} rules of ${BENCH_MEMBERS} members in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    for (let run = 1; run <= 3; run++) {
      await clear(sql, day);
      const before = load();
      const cpu = process.cpuUsage();
      const result = await evaluateMonitors(sql, day, new Date(), monitorOutputs);
      const used = process.cpuUsage(cpu);
      console.log(
        `evaluation of ${day}, run ${run}: ${(result.ms / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU; ${result.notifications} notifications, ${result.mails} digests, ${result.deliveries} webhook deliveries (load before ${before}, after ${load()})`,
      );
    }
  } finally {
    await database.close();
    if (!values['data-dir']) await rm(work, { recursive: true, force: true });
  }
}

void main();
