// The monitors' routes (issue 31 items 1, 3, 4 and 5) on the tiny simulated market, every answer
// checked against openapi/workbench.yaml: follows up to the plan, their list with the data day's
// figures and the change since followed, sorted and exported; rules checked on the server; the
// notification centre; the digest's address; the webhook with a test delivery a receiver verifies.
// A member sees and touches only their own rows: another member's ids answer 404 and lists stay empty.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { marketOf } from '../../market/market-service';
import { latestCompleteDay } from '../../market/market-state';
import type { MarketSql } from '../../market/market-sql';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';
import { parseCsv } from './export/csv-test-reader';

let h: MemberHarness;
let sql: MarketSql;
let day: string;
let products: { id: string; site: string }[];
let shop: string;
let keyword: string;
let brand: string;
let server: Server;
let port = 0;
const received: { body: string; verified: boolean }[] = [];
let secret = '';

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketOf(h.main.deps).sql;
  day = (await latestCompleteDay(sql)) ?? '';
  products = (await sql.query<{ id: string; site: string }>(`select goods_id::text as id, site from market_products order by goods_id limit 8`)).map((p) => p);
  shop = (await sql.query<{ id: string }>(`select shop_id::text as id from market_shops order by shop_id limit 1`))[0]?.id ?? '';
  keyword = (await sql.query<{ id: string }>(`select keyword_id::text as id from market_keywords order by keyword_id limit 1`))[0]?.id ?? '';
  brand = (await sql.query<{ id: string }>(`select brand_id::text as id from market_brands order by brand_id limit 1`))[0]?.id ?? '';
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const timestamp = String(req.headers['x-sealens-timestamp']);
      const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
      received.push({ body, verified: req.headers['x-sealens-signature'] === expected });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

const W = '/api/workbench';
/** Each test makes many calls on a loaded machine. */
const SLOW = 60_000;

describe('monitors: members only', () => {
  it('answers a visitor HTTP 401 on every operation', async () => {
    for (const [method, url, json] of [
      ['GET', `${W}/follows?entity=product`],
      ['POST', `${W}/follows`, { entity: 'product', id: '1' }],
      ['GET', `${W}/follows/keys`],
      ['PUT', `${W}/follows/1`, { note: 'x' }],
      ['DELETE', `${W}/follows/1`],
      ['GET', `${W}/follows/export?format=csv&entity=product`],
      ['GET', `${W}/rules`],
      ['POST', `${W}/rules`, { name: 'x', entity: 'product', kind: 'outOfStock' }],
      ['PUT', `${W}/rules/1`, { name: 'x', entity: 'product', kind: 'outOfStock' }],
      ['DELETE', `${W}/rules/1`],
      ['GET', `${W}/notifications`],
      ['GET', `${W}/notifications/unread`],
      ['POST', `${W}/notifications/read`, { all: true }],
      ['GET', `${W}/alert-settings`],
      ['PUT', `${W}/alert-settings`, { email: '' }],
      ['GET', `${W}/webhook`],
      ['PUT', `${W}/webhook`, { url: 'https://hooks.example.com/' }],
      ['DELETE', `${W}/webhook`],
      ['POST', `${W}/webhook/test`],
      ['GET', `${W}/webhook/deliveries`],
    ] as const) {
      const answer = await h.call(method, url, json ? { json } : {});
      expect(answer.status, `${method} ${url}`).toBe(401);
    }
  }, SLOW);
});

describe('follows', () => {
  it("follows items of each entity with the data day's figures, groups and notes them, lists and unfollows them", async () => {
    const token = await h.member(31_201, 'ultimate');
    const [p1, p2] = products;
    const first = await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: p1?.id, group: ' rivals ', note: 'watch the price' } });
    expect(first.body.code).toBe(200);
    expect(first.body.payload).toMatchObject({ entity: 'product', itemId: p1?.id, site: p1?.site, group: 'rivals', note: 'watch the price', followedDay: day });
    expect(first.body.payload.title.length).toBeGreaterThan(0);
    expect(first.body.payload.followedFigures).toHaveProperty('price');
    // Following it again answers the same follow.
    const again = await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: p1?.id } });
    expect(again.body.payload.id).toBe(first.body.payload.id);
    await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: p2?.id } });
    expect((await h.call('POST', `${W}/follows`, { token, json: { entity: 'shop', id: shop } })).body.payload).toMatchObject({ entity: 'shop', itemId: shop });
    expect((await h.call('POST', `${W}/follows`, { token, json: { entity: 'keyword', id: keyword } })).body.payload).toMatchObject({ entity: 'keyword', itemId: keyword });
    const brandFollow = await h.call('POST', `${W}/follows`, { token, json: { entity: 'brand', id: brand } });
    expect(brandFollow.body.payload).toMatchObject({ entity: 'brand', itemId: brand, currency: 'USD' });
    expect(brandFollow.body.payload.site).toBeUndefined();

    const list = await h.call('GET', `${W}/follows?entity=product&sort=title&dir=asc`, { token });
    expect(list.body.payload).toMatchObject({ entity: 'product', day, total: 2, page: 1, size: 50, max: WORKBENCH_RIGHTS.ultimate.follows, used: 5, groups: ['rivals'] });
    // Each figure's kind (issue 33): the page marks the estimated ones.
    const kinds = async (entity: string, kind: string) => {
      const figureKinds: Record<string, string> = (await h.call('GET', `${W}/follows?entity=${entity}`, { token })).body.payload.figureKinds;
      return Object.keys(figureKinds).filter((k) => figureKinds[k] === kind).sort();
    };
    expect(await kinds('product', 'estimated')).toEqual(['change', 'gmv', 'gmv7', 'rank', 'units', 'units7', 'unitsChange']);
    expect(await kinds('product', 'measured')).toEqual(['price', 'priceChange', 'stock']);
    expect(await kinds('shop', 'measured')).toEqual(['newProducts']);
    expect(await kinds('brand', 'estimated')).toEqual(['change', 'gmv', 'gmv7', 'units', 'units7', 'unitsChange']);
    expect(await kinds('keyword', 'estimated')).toEqual([]);
    expect(await kinds('keyword', 'measured')).toEqual(['change', 'productBase', 'search7', 'searchChange', 'searchIndex']);
    const titles = list.body.payload.rows.map((r: { title: string }) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    // Followed on the data day: the figures are those it kept, the change none.
    const row = list.body.payload.rows.find((r: { id: number }) => r.id === first.body.payload.id);
    expect(row.figures).toEqual(row.followedFigures);
    if (row.figures.units7 > 0) expect(row.change).toMatchObject({ units7: 0, main: 0 });
    expect((await h.call('GET', `${W}/follows?entity=product&group=rivals`, { token })).body.payload.total).toBe(1);
    // A followed shop states its 7 days' interval (issue 33: My shop's rivals), its workbench row's, around its units; a product none.
    const shopRow = (await h.call('GET', `${W}/follows?entity=shop`, { token })).body.payload.rows[0];
    const [ws] = await sql.query<{ low: string; high: string }>('select units_low_7 as low, units_high_7 as high from market_workbench_shops where shop_id = $1::int8', [shop]);
    expect(ws).toBeDefined();
    expect(shopRow.interval7).toMatchObject({ unitsLow: Number(ws?.low), unitsHigh: Number(ws?.high) });
    expect(shopRow.interval7.unitsLow).toBeLessThanOrEqual(shopRow.figures.units7);
    expect(shopRow.interval7.unitsHigh).toBeGreaterThanOrEqual(shopRow.figures.units7);
    expect(list.body.payload.rows.every((r: { interval7?: unknown }) => r.interval7 === undefined)).toBe(true);

    const keys = await h.call('GET', `${W}/follows/keys`, { token });
    expect(keys.body.payload).toMatchObject({ max: 300, used: 5, unlockTier: 'professional', groups: ['rivals'] });
    expect(keys.body.payload.keys.map((k: { entity: string }) => k.entity)).toEqual(['product', 'product', 'shop', 'keyword', 'brand']);

    const updated = await h.call('PUT', `${W}/follows/${first.body.payload.id}`, { token, json: { group: '', note: 'new note' } });
    expect(updated.body.payload).toMatchObject({ note: 'new note' });
    expect(updated.body.payload.group).toBeUndefined();
    expect((await h.call('DELETE', `${W}/follows/${first.body.payload.id}`, { token })).body).toEqual({ code: 200, message: 'success' });
    expect((await h.call('DELETE', `${W}/follows/${first.body.payload.id}`, { token })).body.code).toBe(404);
    expect((await h.call('GET', `${W}/follows?entity=product`, { token })).body.payload.total).toBe(1);
  }, SLOW);

  it("refuses a follow past the plan's number with the plan that follows more, and an item the data lacks", async () => {
    const token = await h.member(31_202, 'trial');
    expect(WORKBENCH_RIGHTS.trial.follows).toBe(5);
    for (const p of products.slice(0, 5)) expect((await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: p.id } })).body.code).toBe(200);
    const full = await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: products[5]?.id } });
    expect(full.body).toMatchObject({ code: 409, payload: { max: 5, used: 5, unlockTier: 'starter' } });
    expect((await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: '999999999999' } })).body.code).toBe(404);
    expect((await h.call('POST', `${W}/follows`, { token, json: { entity: 'category', id: '1' } })).body.code).toBe(400);
    expect((await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: products[0]?.id, note: 'x'.repeat(201) } })).body.code).toBe(400);
    const none = await h.member(31_203, 'none');
    expect((await h.call('POST', `${W}/follows`, { token: none, json: { entity: 'product', id: products[0]?.id } })).body).toMatchObject({ code: 409, payload: { max: 0 } });
  }, SLOW);

  it('exports a monitor as CSV with the header in the asked language', async () => {
    const token = await h.member(31_204, 'ultimate');
    await h.call('POST', `${W}/follows`, { token, json: { entity: 'product', id: products[2]?.id } });
    const answer = await h.call('GET', `${W}/follows/export?format=csv&lang=en&entity=product&sort=units7`, { token });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('content-disposition')).toContain(`product-monitor_${day}.csv`);
    const rows = parseCsv(await answer.response.text());
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Name', 'Site']);
    expect(rows[1]?.[0]).toBe(products[2]?.id);
    expect((await h.call('GET', `${W}/follows/export?format=csv&entity=product&sort=nope`, { token })).body.code).toBe(400);
  }, SLOW);
});

describe('rules', () => {
  it('adds, lists, replaces and removes rules, checked on the server', async () => {
    const token = await h.member(31_211, 'ultimate');
    const made = await h.call('POST', `${W}/rules`, { token, json: { name: 'Price moves', entity: 'product', kind: 'priceChange', threshold: 10 } });
    expect(made.body.payload).toMatchObject({ name: 'Price moves', entity: 'product', kind: 'priceChange', threshold: 10, enabled: true });
    const custom = await h.call('POST', `${W}/rules`, {
      token,
      json: {
        name: 'Mine',
        entity: 'product',
        kind: 'custom',
        combine: 'or',
        conditions: [
          { measure: 'price', op: 'lt', value: 5 },
          { measure: 'rank', op: 'lte', value: 3 },
        ],
      },
    });
    expect(custom.body.payload).toMatchObject({ kind: 'custom', combine: 'or', conditions: [{ measure: 'price' }, { measure: 'rank' }] });
    const bad = await h.call('POST', `${W}/rules`, { token, json: { name: 'Bad', entity: 'shop', kind: 'custom', conditions: [{ measure: 'price', op: 'lt', value: 5 }] } });
    expect(bad.body).toEqual({ code: 400, message: 'invalid parameter: conditions[0].measure' });
    expect((await h.call('POST', `${W}/rules`, { token, json: { name: 'Bad', entity: 'product', kind: 'priceChange', threshold: 0 } })).body.message).toBe('invalid parameter: threshold');
    const list = await h.call('GET', `${W}/rules`, { token });
    expect(list.body.payload).toMatchObject({ max: WORKBENCH_RIGHTS.ultimate.rules, unlockTier: 'professional' });
    expect(list.body.payload.rules.map((r: { id: number }) => r.id)).toEqual([made.body.payload.id, custom.body.payload.id]);
    const replaced = await h.call('PUT', `${W}/rules/${made.body.payload.id}`, { token, json: { name: 'Out of stock', entity: 'product', kind: 'outOfStock', enabled: false } });
    expect(replaced.body.payload).toMatchObject({ id: made.body.payload.id, kind: 'outOfStock', enabled: false });
    expect(replaced.body.payload.threshold).toBeUndefined();
    expect((await h.call('DELETE', `${W}/rules/${made.body.payload.id}`, { token })).body.code).toBe(200);
    expect((await h.call('GET', `${W}/rules`, { token })).body.payload.rules).toHaveLength(1);
  }, SLOW);

  it("refuses a rule past the plan's number", async () => {
    const token = await h.member(31_212, 'trial');
    expect(WORKBENCH_RIGHTS.trial.rules).toBe(3);
    for (let i = 0; i < 3; i++) expect((await h.call('POST', `${W}/rules`, { token, json: { name: `r${i}`, entity: 'product', kind: 'delisted' } })).body.code).toBe(200);
    expect((await h.call('POST', `${W}/rules`, { token, json: { name: 'r4', entity: 'product', kind: 'delisted' } })).body.code).toBe(409);
  }, SLOW);
});

describe('notifications and the digest address', () => {
  it('lists the newest first with the unread count, marks read, and keeps the digest address', async () => {
    const token = await h.member(31_221, 'ultimate');
    for (const [i, p] of products.slice(0, 3).entries()) {
      await sql.query(
        `insert into monitor_notifications (user_id, rule_id, rule_name, kind, threshold, entity, item_id, site, title, day, figures) values (31221, 1, 'Price moves', 'priceChange', 10, 'product', $1, $2, $3, $4, $5::jsonb)`,
        [p.id, p.site, `Product ${i}`, day, JSON.stringify({ price: 85, previousPrice: 100, priceChange: -15 })],
      );
    }
    const list = await h.call('GET', `${W}/notifications`, { token });
    expect(list.body.payload).toMatchObject({ total: 3, unread: 3 });
    expect(list.body.payload.rows.map((n: { title: string }) => n.title)).toEqual(['Product 2', 'Product 1', 'Product 0']);
    expect(list.body.payload.rows[0]).toMatchObject({ kind: 'priceChange', threshold: 10, entity: 'product', day, figures: { priceChange: -15 }, read: false });
    const first = list.body.payload.rows[0].id;
    expect((await h.call('POST', `${W}/notifications/read`, { token, json: { ids: [first] } })).body.payload).toEqual({ unread: 2 });
    expect((await h.call('GET', `${W}/notifications?unread=1`, { token })).body.payload).toMatchObject({ total: 2, unread: 2 });
    expect((await h.call('GET', `${W}/notifications/unread`, { token })).body.payload).toEqual({ unread: 2 });
    expect((await h.call('POST', `${W}/notifications/read`, { token, json: {} })).body.code).toBe(400);
    expect((await h.call('POST', `${W}/notifications/read`, { token, json: { all: true } })).body.payload).toEqual({ unread: 0 });

    expect((await h.call('GET', `${W}/alert-settings`, { token })).body.payload).toEqual({ email: '' });
    expect((await h.call('PUT', `${W}/alert-settings`, { token, json: { email: ' seller@example.com ' } })).body.payload).toEqual({ email: 'seller@example.com' });
    expect((await h.call('PUT', `${W}/alert-settings`, { token, json: { email: 'not an address' } })).body.code).toBe(400);
    expect((await h.call('GET', `${W}/alert-settings`, { token })).body.payload).toEqual({ email: 'seller@example.com' });
  }, SLOW);
});

describe('the webhook', () => {
  it('refuses private and link-local addresses, sets one with a secret shown once, sends a signed test, lists the delivery', async () => {
    const token = await h.member(31_231, 'ultimate');
    for (const url of ['https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://[fd00::1]/hook', 'https://192.168.1.10/', 'ftp://hooks.example.com/']) {
      const refused = await h.call('PUT', `${W}/webhook`, { token, json: { url } });
      expect(refused.body.code, url).toBe(400);
      expect(refused.body.message).toMatch(/^invalid parameter: url \(/);
    }
    expect((await h.call('GET', `${W}/webhook`, { token })).body).toEqual({ code: 200, message: 'success' });
    expect((await h.call('POST', `${W}/webhook/test`, { token })).body.code).toBe(404);

    // Local mode (this harness) takes a receiver on 127.0.0.1 over http, as an e2e test runs one.
    const set = await h.call('PUT', `${W}/webhook`, { token, json: { url: `http://127.0.0.1:${port}/hook` } });
    expect(set.body.payload.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    secret = set.body.payload.secret;
    expect(set.body.payload.secretHint).toBe(secret.slice(-4));
    const got = await h.call('GET', `${W}/webhook`, { token });
    expect(got.body.payload).toEqual({ url: `http://127.0.0.1:${port}/hook`, secretHint: secret.slice(-4), createdAt: set.body.payload.createdAt });

    const test = await h.call('POST', `${W}/webhook/test`, { token });
    expect(test.body.payload).toMatchObject({ type: 'test', status: 'delivered', attempts: [{ ok: true, httpStatus: 200 }], event: { type: 'test', notifications: [] } });
    expect(received.at(-1)).toMatchObject({ verified: true });
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toMatchObject({ delivery: test.body.payload.id, type: 'test' });
    const deliveries = await h.call('GET', `${W}/webhook/deliveries`, { token });
    expect(deliveries.body.payload).toMatchObject({ total: 1, rows: [{ id: test.body.payload.id, status: 'delivered' }] });
    expect((await h.call('DELETE', `${W}/webhook`, { token })).body.code).toBe(200);
    expect((await h.call('GET', `${W}/webhook`, { token })).body.payload).toBeUndefined();
  }, SLOW);
});

describe("another member's rows", () => {
  it('answers 404 for their follow and rule ids, lists none of their follows, notifications or deliveries, and marks none read', async () => {
    const owner = await h.member(31_241, 'ultimate');
    const other = await h.member(31_242, 'ultimate');
    const followed = await h.call('POST', `${W}/follows`, { token: owner, json: { entity: 'product', id: products[0]?.id } });
    const rule = await h.call('POST', `${W}/rules`, { token: owner, json: { name: 'Mine', entity: 'product', kind: 'delisted' } });
    await sql.query(
      `insert into monitor_notifications (user_id, rule_id, rule_name, kind, entity, item_id, site, title, day, figures) values (31241, $1, 'Mine', 'delisted', 'product', $2, $3, 'x', $4, '{}'::jsonb)`,
      [rule.body.payload.id, products[0]?.id, products[0]?.site, day],
    );
    await h.call('PUT', `${W}/webhook`, { token: owner, json: { url: `http://127.0.0.1:${port}/hook` } });
    await h.call('POST', `${W}/webhook/test`, { token: owner });
    const [note] = await sql.query<{ id: number }>(`select id from monitor_notifications where user_id = 31241`);

    expect((await h.call('PUT', `${W}/follows/${followed.body.payload.id}`, { token: other, json: { note: 'mine now' } })).body.code).toBe(404);
    expect((await h.call('DELETE', `${W}/follows/${followed.body.payload.id}`, { token: other })).body.code).toBe(404);
    expect((await h.call('PUT', `${W}/rules/${rule.body.payload.id}`, { token: other, json: { name: 'x', entity: 'product', kind: 'delisted' } })).body.code).toBe(404);
    expect((await h.call('DELETE', `${W}/rules/${rule.body.payload.id}`, { token: other })).body.code).toBe(404);
    expect((await h.call('GET', `${W}/follows?entity=product`, { token: other })).body.payload).toMatchObject({ total: 0, rows: [] });
    expect((await h.call('GET', `${W}/follows/keys`, { token: other })).body.payload.keys).toEqual([]);
    expect((await h.call('GET', `${W}/rules`, { token: other })).body.payload.rules).toEqual([]);
    expect((await h.call('GET', `${W}/notifications`, { token: other })).body.payload).toMatchObject({ total: 0, rows: [], unread: 0 });
    expect((await h.call('GET', `${W}/webhook/deliveries`, { token: other })).body.payload).toMatchObject({ total: 0, rows: [] });
    expect((await h.call('GET', `${W}/webhook`, { token: other })).body.payload).toBeUndefined();
    await h.call('POST', `${W}/notifications/read`, { token: other, json: { ids: [note?.id] } });
    // The owner's is still unread, their follow and rule as they were.
    expect((await h.call('GET', `${W}/notifications/unread`, { token: owner })).body.payload).toEqual({ unread: 1 });
    expect((await h.call('GET', `${W}/follows?entity=product`, { token: owner })).body.payload.total).toBe(1);
    expect((await h.call('GET', `${W}/rules`, { token: owner })).body.payload.rules).toHaveLength(1);
  }, SLOW);
});
