// The alert evaluation against hand-written market days whose figures are worked out by hand:
// every preset firing where it must and not where it must not, AND / OR conditions, group-scoped
// rules, a member whose plan ended, running a day twice, the digest and the webhook delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { addDays } from '../market/days';
import { marketSqlOf, type MarketSql } from '../market/market-sql';
import { ensureMonthPartitions } from '../market/partitions';
import { openTestDatabase } from '../security/test-database';
import { evaluateMonitors, type NotificationRow } from './monitor-evaluate';
import { monitorOutputs } from './monitor-output';

const D = '2026-10-10';
const NOW = new Date('2026-10-11T01:00:00Z');
const d = (n: number) => addDays(D, -n);
const seenAt = (day: string) => `${day}T20:00:00Z`;

let database: OpenDatabase;
let sql: MarketSql;

/** A product day: sales, price, stock, place; `seen` false writes the row a missed pass leaves (no observation). */
interface Day {
  ago: number;
  sales?: number;
  price?: number;
  stock?: number;
  rank?: number | null;
  seen?: boolean;
}

async function product(id: number, shopId: number, days: Day[], listedAgo = 200) {
  await sql.query(
    `insert into market_products (goods_id, site, type_id, shop_id, brand_id, title, image, price, stock, rating, rating_count, likes, comments, listed_at, last_day)
     values ($1, 'TH', 100, $2, null, $3, '/demo/p.png', 10, 1, 4.5, 1, 1, 1, $4, $5)`,
    [id, shopId, `Product ${id}`, `${d(listedAgo)}T00:00:00Z`, D],
  );
  for (const day of days) {
    await sql.query(`insert into market_product_days (day, goods_id, sales, price, stock, category_rank, observed_at) values ($1, $2, $3, $4, $5, $6, $7)`, [
      d(day.ago),
      id,
      day.sales ?? 0,
      day.price ?? 100,
      day.stock ?? 5,
      day.rank === undefined ? 50 : day.rank,
      day.seen === false ? null : seenAt(d(day.ago)),
    ]);
  }
}

const week = (from: number, to: number, make: (ago: number) => Day) => Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

async function member(userId: number, ended = false) {
  await sql.query(`insert into users (id, account, mobile) values ($1, $2, $2)`, [userId, `m${userId}`]);
  await sql.query(`insert into user_products (user_id, plan_id, maturity_time) values ($1, 13, $2)`, [userId, ended ? '2026-10-01T00:00:00Z' : '2027-10-01T00:00:00Z']);
}

async function follow(userId: number, entity: string, itemId: number, site = 'TH', group = '') {
  await sql.query(`insert into monitor_follows (user_id, entity, item_id, site, group_name) values ($1, $2, $3, $4, $5)`, [userId, entity, itemId, site, group]);
}

async function rule(userId: number, name: string, entity: string, kind: string, threshold: number | null, extra: { conditions?: unknown[]; combine?: string; group?: string } = {}) {
  await sql.query(`insert into monitor_rules (user_id, name, entity, kind, threshold, conditions, combine, group_name) values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`, [
    userId,
    name,
    entity,
    kind,
    threshold,
    JSON.stringify(extra.conditions ?? []),
    extra.combine ?? 'and',
    extra.group ?? '',
  ]);
}

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  await ensureMonthPartitions(sql, [d(40), d(17), D]);

  // P1: price 100 -> 85 (-15 %), stock 7.
  await product(1, 900, [
    { ago: 1, price: 100 },
    { ago: 0, price: 85, stock: 7 },
  ]);
  // P2: 10 units on each of the 7 days before (average 10), 16 on the day: +60 %.
  await product(2, 900, [...week(1, 7, (ago) => ({ ago, sales: 10 })), { ago: 0, sales: 16 }]);
  // P3: 12th the day before, 3rd on the day (entered the top 10). P4: 5th -> 15th (left it).
  await product(3, 900, [
    { ago: 1, rank: 12 },
    { ago: 0, rank: 3 },
  ]);
  await product(4, 900, [
    { ago: 1, rank: 5 },
    { ago: 0, rank: 15 },
  ]);
  // P5: 4 in stock the day before, none on the day.
  await product(5, 900, [
    { ago: 1, stock: 4 },
    { ago: 0, stock: 0 },
  ]);
  // P6: seen two days before, a missed pass's row the day before, nothing on the day: delisted.
  await product(6, 900, [{ ago: 3 }, { ago: 2 }, { ago: 1, seen: false }]);
  // P7: one missed pass between two sightings: not delisted.
  await product(7, 900, [{ ago: 2 }, { ago: 1, seen: false }, { ago: 0 }]);
  // P8: seen 5 days before, unseen the two days before, seen on the day: listed again.
  await product(8, 900, [{ ago: 5 }, { ago: 0 }]);
  // P9: listed the day before, first seen on the day, in shop 901 (its new product); P10 an old product of 901.
  await product(9, 901, [{ ago: 0 }], 1);
  await product(10, 901, [{ ago: 3 }, { ago: 0 }]);
  // P11: seen 12 days before (the lookback's far end), then not until the day: listed again. P12: seen 17 days before, beyond it: not.
  await product(11, 900, [{ ago: 12 }, { ago: 0 }]);
  await product(12, 900, [{ ago: 17 }, { ago: 0 }]);

  await sql.query(
    `insert into market_shops (shop_id, site, type_id, name, logo, rating, followers, product_count, opened_at, last_day) values
     (900, 'TH', 100, 'Shop 900', '/demo/s.png', 4.5, 1, 1, '2020-01-01', $1), (901, 'TH', 100, 'Shop 901', '/demo/s.png', 4.5, 1, 1, '2020-01-01', $1)`,
    [D],
  );
  // Shop 901: 20 units a day for the 7 days before, 30 on the day: +50 %.
  for (let ago = 0; ago <= 7; ago++) {
    await sql.query(`insert into market_shop_days (shop_id, day, sales, gmv, products_sold) values (901, $1, $2, $3, 1)`, [d(ago), ago === 0 ? 30 : 20, ago === 0 ? 300 : 200]);
  }
  // Brand 77 over all sites: 5 + 5 units a day before (average 10), 4 + 4 on the day: -20 %.
  await sql.query(`insert into market_brands (brand_id, type_id, name, logo, last_day) values (77, 100, 'Brand 77', '/demo/b.png', $1)`, [D]);
  for (let ago = 0; ago <= 7; ago++) {
    for (const site of ['TH', 'VN']) {
      await sql.query(`insert into market_workbench_brand_days (day, site, brand_id, units, gmv, gmv_usd, sold) values ($1, $2, 77, $3, 1000, 30, 1)`, [d(ago), site, ago === 0 ? 4 : 5]);
    }
  }
  // Word 55: search index 200 -> 260 (+30 %).
  await sql.query(`insert into market_keywords (keyword_id, site, type_id, keyword, search_index, product_base, recommended_bid, last_day) values (55, 'TH', 100, 'lip tint', 260, 900, 1.5, $1)`, [D]);
  await sql.query(`insert into market_keyword_days (day, keyword_id, search_index, product_base, recommended_bid) values ($1, 55, 200, 900, 1.5), ($2, 55, 260, 950, 1.5)`, [d(1), D]);

  await member(31_001);
  await member(31_002);
  await member(31_003, true);
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 11, 12]) await follow(31_001, 'product', id, 'TH', id === 1 ? 'rivals' : '');
  await follow(31_001, 'shop', 901);
  await follow(31_001, 'brand', 77, 'ALL');
  await follow(31_001, 'keyword', 55);
  await rule(31_001, 'price 10', 'product', 'priceChange', 10);
  await rule(31_001, 'price 20', 'product', 'priceChange', 20);
  await rule(31_001, 'units 50', 'product', 'unitsChange', 50);
  await rule(31_001, 'units 70', 'product', 'unitsChange', 70);
  await rule(31_001, 'top enter 10', 'product', 'topEnter', 10);
  await rule(31_001, 'top leave 10', 'product', 'topLeave', 10);
  await rule(31_001, 'out of stock', 'product', 'outOfStock', null);
  await rule(31_001, 'delisted', 'product', 'delisted', null);
  await rule(31_001, 'relisted', 'product', 'relisted', null);
  await rule(31_001, 'shop units 40', 'shop', 'unitsChange', 40);
  await rule(31_001, 'new in shop', 'shop', 'newProduct', null);
  await rule(31_001, 'brand 15', 'brand', 'unitsChange', 15);
  await rule(31_001, 'brand 25', 'brand', 'unitsChange', 25);
  await rule(31_001, 'word 25', 'keyword', 'searchChange', 25);
  await rule(31_001, 'word 35', 'keyword', 'searchChange', 35);
  await rule(31_001, 'cheap and stocked', 'product', 'custom', null, {
    conditions: [
      { measure: 'price', op: 'lt', value: 90 },
      { measure: 'stock', op: 'gt', value: 0 },
    ],
  });
  await rule(31_001, 'cheap and selling 1000', 'product', 'custom', null, {
    conditions: [
      { measure: 'price', op: 'lt', value: 90 },
      { measure: 'units', op: 'gte', value: 1000 },
    ],
  });
  await rule(31_001, 'dear or cut', 'product', 'custom', null, {
    combine: 'or',
    conditions: [
      { measure: 'price', op: 'gt', value: 1000 },
      { measure: 'priceChange', op: 'lte', value: -15 },
    ],
  });
  // Only P1 is in the group: P2's units change would satisfy it too.
  await rule(31_001, 'rivals moving', 'product', 'custom', null, {
    group: 'rivals',
    combine: 'or',
    conditions: [
      { measure: 'unitsChange', op: 'gte', value: 0 },
      { measure: 'priceChange', op: 'lte', value: -15 },
    ],
  });
  // Member 2 follows P1 without any rule; member 3's plan has ended.
  await follow(31_002, 'product', 1);
  await follow(31_003, 'product', 1);
  await rule(31_003, 'price 10', 'product', 'priceChange', 10);
  await sql.query(`insert into monitor_settings (user_id, email) values (31001, 'seller@example.com'), (31003, 'ended@example.com')`);
  await sql.query(`insert into monitor_webhooks (user_id, url, secret) values (31001, 'https://hooks.example.com/sealens', 'whsec_test')`);
}, 120_000);
afterAll(async () => {
  await database.close();
});

const fired = async () =>
  (await sql.query<NotificationRow>(`select * from monitor_notifications`)).map((n) => `${n.user_id} ${n.rule_name}: ${n.entity} ${n.item_id}`).sort();

describe('the alert evaluation (issue 31 item 3)', () => {
  it('fires each preset, AND and OR rule where the hand-computed figures say, and nothing else', async () => {
    const result = await evaluateMonitors(sql, D, NOW, monitorOutputs);
    expect(await fired()).toEqual([
      '31001 brand 15: brand 77',
      '31001 cheap and stocked: product 1',
      '31001 dear or cut: product 1',
      '31001 delisted: product 6',
      '31001 new in shop: shop 901',
      '31001 out of stock: product 5',
      '31001 price 10: product 1',
      '31001 relisted: product 11',
      '31001 relisted: product 8',
      '31001 rivals moving: product 1',
      '31001 shop units 40: shop 901',
      '31001 top enter 10: product 3',
      '31001 top leave 10: product 4',
      '31001 units 50: product 2',
      '31001 word 25: keyword 55',
    ]);
    expect(result).toMatchObject({ day: D, notifications: 15, mails: 1, deliveries: 1 });
  });

  it('keeps the figures each rule read', async () => {
    const byRule = new Map((await sql.query<NotificationRow>(`select * from monitor_notifications`)).map((n) => [n.rule_name, n]));
    expect(byRule.get('price 10')?.figures).toMatchObject({ price: 85, previousPrice: 100, priceChange: -15, stock: 7 });
    expect(byRule.get('units 50')?.figures).toMatchObject({ units: 16, average7: 10, unitsChange: 60, units7: 16 + 6 * 10 });
    expect(byRule.get('top enter 10')?.figures).toMatchObject({ rank: 3, previousRank: 12 });
    expect(byRule.get('top leave 10')?.figures).toMatchObject({ rank: 15, previousRank: 5 });
    expect(byRule.get('out of stock')?.figures).toMatchObject({ stock: 0 });
    expect(byRule.get('shop units 40')?.figures).toMatchObject({ units: 30, average7: 20, unitsChange: 50, newProducts: 1, gmv: 300 });
    expect(byRule.get('brand 15')?.figures).toMatchObject({ units: 8, average7: 10, unitsChange: -20, gmv: 60 });
    expect(byRule.get('word 25')?.figures).toMatchObject({ searchIndex: 260, previousSearchIndex: 200, searchChange: 30, productBase: 950 });
    expect(byRule.get('price 10')?.title).toBe('Product 1');
  });

  it('writes one digest for the member with an address, and one webhook delivery with the notifications', async () => {
    const mails = await sql.query<{ to: string; subject: string; body: string }>(`select "to", subject, body from mail_outbox`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'seller@example.com', subject: `SeaLens alerts of ${D}: 15` });
    expect(mails[0]?.body).toContain('- price 10 (price changed by more than 10% on the day before): product "Product 1" (TH, id 1): price 85, previousPrice 100, priceChange -15');
    const [delivery] = await sql.query<{ id: number; body: string; status: string; url: string }>(`select * from monitor_webhook_deliveries`);
    expect(delivery).toMatchObject({ status: 'pending', url: 'https://hooks.example.com/sealens' });
    const event = JSON.parse(delivery?.body ?? '{}');
    expect(event).toMatchObject({ delivery: delivery?.id, type: 'alert', day: D, sentAt: NOW.toISOString() });
    expect(event.notifications).toHaveLength(15);
    expect(event.notifications.find((n: { ruleName: string }) => n.ruleName === 'word 25')).toMatchObject({ entity: 'keyword', itemId: '55', site: 'TH', title: 'lip tint', day: D, read: false });
  });

  it('adds nothing when the same day is evaluated again', async () => {
    const again = await evaluateMonitors(sql, D, NOW, monitorOutputs);
    expect(again).toMatchObject({ notifications: 0, mails: 0, deliveries: 0 });
    expect(await fired()).toHaveLength(15);
  });
});
