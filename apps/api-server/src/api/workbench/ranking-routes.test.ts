import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREVIEW_ROWS, SITE_CURRENCIES, WORKBENCH_RIGHTS, type SiteCode } from '@sealens/domain';

import { DATA_VERSION_TTL_MS } from '../../market/data-version';
import { addDays } from '../../market/days';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { HOT_NEW_DAYS, WORKBENCH_SOARING_MIN_BASE } from '../../market/ranking-rules';
import { SITE_PROFILES } from '../../market/site-profiles';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
let h: WorkbenchHarness;
let sql: MarketSql;
let trial: string;
let ultimate: string;

beforeAll(async () => {
  h = await openWorkbenchHarness();
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(9101, 'trial', [99991]);
  ultimate = await h.member(9102, 'ultimate');
}, 180_000);
afterAll(() => h.close());

const n = (v: unknown) => Number(v ?? 0);

interface Expected {
  id: string;
  units: number;
  gmv: number;
  price: number;
  prev: number;
  listed: string;
  shopType: string;
}

/** The 7-day figures of every product of `site`, computed straight from the imported daily rows. */
async function directWeek(site: SiteCode): Promise<Expected[]> {
  const rows = await sql.query<{ id: string; day: string; sales: number; price: number; p_price: number; listed: string; shop_type: string }>(
    `select d.goods_id::text as id, d.day::text as day, d.sales, d.price, p.price as p_price, (p.listed_at at time zone 'Asia/Shanghai')::date::text as listed, s.shop_type
     from market_product_days d join market_products p on p.goods_id = d.goods_id join market_shops s on s.shop_id = p.shop_id
     where p.site = $1 and d.day > $2::date - 14 and d.day <= $2::date`,
    [site, DAY],
  );
  const byId = new Map<string, Expected>();
  const from = addDays(DAY, -6);
  for (const r of rows) {
    const e = byId.get(r.id) ?? { id: r.id, units: 0, gmv: 0, price: n(r.p_price), prev: 0, listed: r.listed, shopType: r.shop_type };
    if (r.day >= from) {
      e.units += n(r.sales);
      e.gmv += n(r.sales) * n(r.price);
    } else e.prev += n(r.sales);
    if (r.day === DAY) e.price = n(r.price);
    byId.set(r.id, e);
  }
  return [...byId.values()];
}

describe('GET /api/workbench/rights', () => {
  it("gives a visitor the preview and a member their plan's numbers", async () => {
    const visitor = await h.call('/api/workbench/rights');
    expect(visitor.body.payload).toMatchObject({ level: 'visitor', rowDepth: PREVIEW_ROWS, historyDays: 7, contrastWidth: 0, exportsLeft: 0, day: DAY });
    const member = await h.call('/api/workbench/rights', trial);
    expect(member.body.payload).toMatchObject({ level: 'trial', ...WORKBENCH_RIGHTS.trial, exportsLeft: WORKBENCH_RIGHTS.trial.exportsPerDay, boughtCategories: [99991] });
    expect(member.body.payload.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('GET /api/workbench/ranking: rights', () => {
  it('cuts each plan at its depth, says why, and returns no rows past it', async () => {
    const visitor = await h.call('/api/workbench/ranking?period=30');
    const total = visitor.body.payload.total;
    expect(total).toBeGreaterThan(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(visitor.body.payload.rows).toHaveLength(PREVIEW_ROWS);
    expect(visitor.body.payload.cut).toEqual({ reason: 'login', allowed: PREVIEW_ROWS, available: total });
    const beyond = await h.call('/api/workbench/ranking?period=30&page=2');
    expect(beyond.body.payload.rows).toEqual([]);
    expect(beyond.body.payload.cut).toEqual({ reason: 'login', allowed: PREVIEW_ROWS, available: total });

    const first = await h.call('/api/workbench/ranking?period=30', trial);
    expect(first.body.payload.rows).toHaveLength(50);
    expect(first.body.payload.cut).toEqual({ reason: 'plan', allowed: 50, available: total, unlockTier: 'starter' });
    const second = await h.call('/api/workbench/ranking?period=30&page=2', trial);
    expect(second.body.payload.rows).toEqual([]);
    expect(second.body.payload.total).toBe(total);

    const deep = await h.call('/api/workbench/ranking?period=30&page=2', ultimate);
    expect(deep.body.payload.rows[0].rank).toBe(51);
    expect(deep.body.payload.rows.map((r: { id: string }) => r.id)).not.toContain(first.body.payload.rows[0].id);
    expect(deep.body.payload.cut).toBeUndefined();
  });

  it('opens a bought category to the plan and keeps any other at the preview', async () => {
    const bought = await h.call('/api/workbench/ranking?period=30&cat=99991&size=100', trial);
    const other = await h.call('/api/workbench/ranking?period=30&cat=99992&size=100', trial);
    expect(bought.body.payload.rows.length).toBe(Math.min(50, bought.body.payload.total));
    expect(other.body.payload.total).toBeGreaterThan(PREVIEW_ROWS);
    expect(other.body.payload.rows).toHaveLength(PREVIEW_ROWS);
    expect(other.body.payload.cut).toMatchObject({ reason: 'category', allowed: PREVIEW_ROWS });
    for (const row of bought.body.payload.rows) expect(row.categoryId).toBe(99991);
  });
});

describe('GET /api/workbench/ranking: orders, filters and sorts', () => {
  it('ranks hot-selling products of a site by units, as the daily rows sum them, in the site currency', async () => {
    const site: SiteCode = 'TH';
    const expected = (await directWeek(site)).filter((e) => e.units > 0).sort((a, b) => b.units - a.units || (a.id < b.id ? -1 : 1));
    const { body } = await h.call(`/api/workbench/ranking?site=${site}&period=7&size=200`, ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ currency: SITE_CURRENCIES[site], total: expected.length, period: { key: '7', from: addDays(DAY, -6), to: DAY, days: 7 } });
    expect(page.figureKinds).toMatchObject({ units: 'estimated', gmv: 'estimated', price: 'measured', rating: 'measured' });
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual(expected.slice(0, 200).map((e) => e.id));
    for (const row of page.rows.slice(0, 20)) {
      const e = expected.find((x) => x.id === row.id);
      if (!e) throw new Error(`row ${row.id} is not in the direct computation`);
      expect(row).toMatchObject({ site, currency: SITE_CURRENCIES[site], units: e.units, price: e.price });
      expect(row.gmv).toBeCloseTo(e.gmv, 1);
      expect(row.gmvUsd).toBeCloseTo(e.gmv / SITE_PROFILES[site].perUsd, 1);
      expect(row.growth).toBe(e.prev > 0 ? Math.round(((e.units - e.prev) / e.prev) * 10_000) / 100 : null);
      expect(row.trend).toHaveLength(30);
      expect(row.trend.slice(-7).reduce((a: number, b: number) => a + b, 0)).toBe(e.units);
    }
  });

  it('applies three filters and a sort exactly as a direct computation does', async () => {
    const site: SiteCode = 'BR';
    const all = await directWeek(site);
    const prices = all.filter((e) => e.units > 0).map((e) => e.price).sort((a, b) => a - b);
    const priceMin = prices[Math.floor(prices.length / 4)] ?? 0;
    const expected = all
      .filter((e) => e.units > 0 && e.price >= priceMin && e.units >= 2 && e.shopType === 'cross-border')
      .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
    expect(expected.length).toBeGreaterThan(3);
    const { body } = await h.call(`/api/workbench/ranking?site=${site}&period=7&priceMin=${priceMin}&unitsMin=2&shopType=cross-border&sort=price&dir=asc&size=200`, ultimate);
    expect(body.payload.total).toBe(expected.length);
    expect(body.payload.rows.map((r: { id: string; price: number }) => [r.id, r.price])).toEqual(expected.slice(0, 200).map((e) => [e.id, e.price]));
    expect(body.payload.rows.map((r: { rank: number }) => r.rank)).toEqual(expected.slice(0, 200).map((_, i) => i + 1));
    for (const row of body.payload.rows) expect(row.shop.type).toBe('cross-border');
  });

  it('filters money over all sites in US dollars', async () => {
    const { body } = await h.call('/api/workbench/ranking?period=30&gmvMin=50&priceMax=20&sort=gmv&size=200', ultimate);
    expect(body.payload.currency).toBe('USD');
    expect(body.payload.rows.length).toBeGreaterThan(0);
    const sites = new Set<string>();
    let last = Infinity;
    for (const row of body.payload.rows) {
      sites.add(row.site);
      expect(row.gmvUsd).toBeGreaterThanOrEqual(49.99);
      expect(row.price / SITE_PROFILES[row.site as SiteCode].perUsd).toBeLessThanOrEqual(20.0001);
      expect(row.gmvUsd).toBeLessThanOrEqual(last + 0.01);
      last = row.gmvUsd;
    }
    expect(sites.size).toBeGreaterThan(1);
  });

  it('ranks soaring products by growth on the week before (from its minimum base) and hot-new ones listed within 30 days', async () => {
    const soaring = (await h.call('/api/workbench/ranking?order=soaring&period=7&size=200', ultimate)).body.payload;
    expect(soaring.rows.length).toBeGreaterThan(0);
    const all = new Map<string, Expected>();
    for (const site of ['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN'] as const) for (const e of await directWeek(site)) all.set(e.id, e);
    const eligible = [...all.values()].filter((e) => e.prev >= WORKBENCH_SOARING_MIN_BASE[7]);
    expect(soaring.total).toBe(eligible.length);
    let last = Infinity;
    for (const row of soaring.rows) {
      expect(all.get(row.id)?.prev).toBeGreaterThanOrEqual(WORKBENCH_SOARING_MIN_BASE[7]);
      expect(row.growth).toBeLessThanOrEqual(last);
      last = row.growth;
    }
    const fresh = (await h.call('/api/workbench/ranking?order=new&period=7&size=200', ultimate)).body.payload;
    expect(fresh.rows.length).toBeGreaterThan(0);
    for (const row of fresh.rows) expect(row.listedAt > addDays(DAY, -HOT_NEW_DAYS)).toBe(true);
    expect(fresh.total).toBe([...all.values()].filter((e) => e.listed > addDays(DAY, -HOT_NEW_DAYS)).length);
  });

  it('gives each row its rank change since the previous period', async () => {
    const now = (await h.call('/api/workbench/ranking?site=MY&period=1&size=200', ultimate)).body.payload.rows;
    const before = (await directWeek('MY')).length; // the week's products hold the previous day's
    expect(before).toBeGreaterThan(0);
    // The previous day's list, by the day before's units, from the daily rows.
    const prevRows = await sql.query<{ id: string; sales: number }>(
      `select d.goods_id::text as id, d.sales from market_product_days d join market_products p on p.goods_id = d.goods_id
       where p.site = 'MY' and d.day = $1::date and d.sales > 0 order by d.sales desc, d.goods_id`,
      [addDays(DAY, -1)],
    );
    const prevPlace = new Map(prevRows.map((r, i) => [r.id, i + 1]));
    for (const row of now) expect(row.rankChange).toBe(prevPlace.has(row.id) ? Number(prevPlace.get(row.id)) - row.rank : null);
  });

  it('ranks a calendar month the history holds by its units, and refuses one it does not hold', async () => {
    const { body } = await h.call('/api/workbench/ranking?site=VN&period=2026-06&size=50', ultimate);
    expect(body.payload.period).toEqual({ key: '2026-06', from: '2026-06-01', to: '2026-06-30', days: 30 });
    // The months it may ask for are listed with every ranking, newest first (the period switch offers them).
    const held = await sql.query<{ month: string }>("select distinct to_char(day, 'YYYY-MM') as month from market_product_days order by month desc");
    expect(body.payload.months).toEqual(held.map((m) => m.month));
    // The brand filter's choices: the brands of the site, most products first.
    const brands = await sql.query<{ brand_id: number }>(
      "select brand_id from market_workbench_products where site = 'VN' and brand_id is not null group by brand_id, brand_name order by count(*) desc, brand_name limit 100",
    );
    expect(body.payload.brands.map((b: { id: number }) => b.id)).toEqual(brands.map((b) => n(b.brand_id)));
    expect(body.payload.brands.length).toBeGreaterThan(0);
    const [top] = body.payload.rows;
    const [sum] = await sql.query<{ units: number }>("select sum(sales)::int as units from market_product_days where goods_id = $1::int8 and day between '2026-06-01' and '2026-06-30'", [top.id]);
    expect(top.units).toBe(n(sum?.units));
    const old = await h.call('/api/workbench/ranking?period=2025-01', ultimate);
    expect(old.body).toMatchObject({ code: 400 });
    expect(old.body.message).toContain('period');
  });

  it('answers code 400 naming each parameter outside its contract', async () => {
    const bad = await h.call('/api/workbench/ranking?period=60');
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('period');
    const reversed = await h.call('/api/workbench/ranking?priceMin=9&priceMax=3');
    expect(reversed.body).toMatchObject({ code: 400 });
    expect(reversed.body.message).toContain('priceMax');
  });
});

describe('GET /api/workbench/ranking: kept answers (issue 28 item 1)', () => {
  it("gives the same query to callers of another depth their own answer, whoever asked it first", async () => {
    const query = '/api/workbench/ranking?site=PH&period=30&size=100';
    const deep = (await h.call(query, ultimate)).body.payload;
    const shallow = (await h.call(query, trial)).body.payload;
    const visitor = (await h.call(query)).body.payload;
    expect(deep.total).toBeGreaterThan(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(deep.rows).toHaveLength(Math.min(100, deep.total));
    expect(deep.cut).toBeUndefined();
    expect(shallow.rows).toHaveLength(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(shallow.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.rowDepth });
    expect(visitor.rows).toHaveLength(PREVIEW_ROWS);
    expect(visitor.cut).toMatchObject({ reason: 'login' });
    // And asked again, each keeps their own.
    expect((await h.call(query, trial)).body.payload).toEqual(shallow);
    expect((await h.call(query, ultimate)).body.payload).toEqual(deep);
    // A bought category is the plan's depth; another category at the same query shape is the preview.
    const bought = (await h.call('/api/workbench/ranking?period=30&cat=99991&size=100', trial)).body.payload;
    const notBought = (await h.call('/api/workbench/ranking?period=30&cat=99991&size=100', await h.member(9103, 'trial'))).body.payload;
    expect(bought.rows.length).toBe(Math.min(WORKBENCH_RIGHTS.trial.rowDepth, bought.total));
    expect(notBought.rows).toHaveLength(Math.min(PREVIEW_ROWS, notBought.total));
    expect(notBought.cut).toMatchObject({ reason: 'category' });
  });

  it('answers from the kept rows until the data version moves (an import), then afresh', async () => {
    const query = '/api/workbench/ranking?site=SG&period=7&size=50';
    const first = (await h.call(query, ultimate)).body.payload;
    const top = first.rows[0].id as string;
    await sql.query(`update market_workbench_products set title = title || ' (renamed)' where goods_id = $1::int8`, [top]);
    try {
      // The same query in another order and with its defaults named: the same answer, kept.
      expect((await h.call('/api/workbench/ranking?size=50&period=7&site=SG&page=1&order=hot', ultimate)).body.payload).toEqual(first);
      await sql.query(`update market_state set value = (value::int8 + 1)::text where key = 'data_version'`);
      h.main.clock.advance(DATA_VERSION_TTL_MS / 1000);
      const fresh = (await h.call(query, ultimate)).body.payload;
      expect(fresh.rows[0].title).toBe(`${first.rows[0].title} (renamed)`);
    } finally {
      await sql.query(`update market_workbench_products set title = replace(title, ' (renamed)', '') where goods_id = $1::int8`, [top]);
      await sql.query(`update market_state set value = (value::int8 + 1)::text where key = 'data_version'`);
      h.main.clock.advance(DATA_VERSION_TTL_MS / 1000);
    }
  });
});
