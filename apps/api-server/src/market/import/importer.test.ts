import { chmod, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { OFFER_TRUTH_FILE, TRUTH_FILE } from '../feed/format';
import { listDaySets } from '../feed/read-feed';
import { estimateWindow, sightingOf } from '../estimate/estimator';
import { daysBetween } from '../days';
import type { MarketSql } from '../market-sql';
import { freshMarketPerTest, type TestMarket } from './import-test-market';
import { latestCompleteDay, marketStateOf } from '../market-state';
import { MARKET_SCALES } from '../scale';
import { MarketSimulator } from '../sim/simulator';
import { titleWords } from '../sourcing/title-words';
import { categoryRanks, importDaySets, RANK_DAY_SQL, rerankDays } from './importer';

const now = () => new Date('2026-07-01T04:00:00Z');
let sql: MarketSql;
let feedDir: string;
let another: TestMarket['another'];
freshMarketPerTest('sealens-import', (market) => ({ sql, feedDir, another } = market));

const simulator = new MarketSimulator(9, MARKET_SCALES.tiny);
const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await sql.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]?.n);
const importAll = async (days?: string[]) => importDaySets(sql, await listDaySets(feedDir, days ? new Set(days) : undefined), { now });

describe('feed importer', () => {
  it("keeps each keyword's top products and related words of its newest day (issue 29 item 2)", async () => {
    await simulator.writeDay(feedDir, '2026-06-20', true);
    await simulator.writeDay(feedDir, '2026-06-21', true);
    await importAll();
    const feed = [...simulator.day('2026-06-21', true).values()].flatMap((day) => day.keywords ?? []);
    const withLists = feed.filter((k) => k.topProducts.length > 0 && k.related.length > 0);
    expect(withLists.length).toBeGreaterThan(3);
    for (const k of withLists.slice(0, 10)) {
      const [row] = await sql.query<{ top: (string | number)[]; related: number[] }>('select top_goods as top, related_ids as related from market_keywords where keyword_id = $1', [k.id]);
      expect(row?.top.map(Number)).toEqual(k.topProducts);
      expect(row?.related.map(Number)).toEqual(k.related);
    }
  }, 120_000);

  it("keeps each live session's viewer curve and the products it showed, and a corrected lives file replaces them (issue 32)", async () => {
    await simulator.writeDay(feedDir, '2026-06-20', true);
    await importAll();
    const lives = simulator.day('2026-06-20', true).get('VN')?.lives ?? [];
    const shown = lives.filter((l) => l.goods.length > 0);
    expect(shown.length).toBeGreaterThan(0);
    for (const live of shown) {
      const [row] = await sql.query<{ curve: number[] }>('select viewer_curve as curve from market_lives where live_id = $1', [live.id]);
      expect(row?.curve).toEqual(live.viewerCurve);
      const goods = await sql.query<{ id: string; sales: number; gmv: number }>('select goods_id::text as id, sales, gmv from market_live_goods where live_id = $1 order by goods_id', [live.id]);
      expect(goods.map((g) => [Number(g.id), g.sales, g.gmv])).toEqual([...live.goods].sort((a, b) => a.goodsId - b.goodsId).map((g) => [g.goodsId, g.sales, g.gmv]));
    }
    // The crawler corrects the day's sessions: the first now shows only its first product.
    const file = join(feedDir, '2026-06-20/VN/lives.ndjson');
    const rows = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    const first = rows.find((r) => r.id === shown[0]?.id);
    first.goods = first.goods.slice(0, 1);
    const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    await writeFile(file, text);
    const manifestPath = join(feedDir, '2026-06-20/VN/manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const { sha256 } = await import('../feed/write-feed');
    manifest.files.lives.sha256 = sha256(text);
    await writeFile(manifestPath, JSON.stringify(manifest));
    await importAll();
    expect(await count('market_live_goods', 'live_id = $1', [first.id])).toBe(1);
    expect(await count('market_live_goods', "site = 'VN'")).toBe(shown.reduce((n, l) => n + l.goods.length, 0) - (shown[0]?.goods.length ?? 0) + 1);
  }, 120_000);

  it("keeps each supplier offer with its price tiers and the product word read from its title, and never reads the offers' truth (issue 30)", async () => {
    await simulator.writeDay(feedDir, '2026-06-20', true);
    // The truth file beside the day set is no part of it: garbage there changes nothing.
    await writeFile(join(feedDir, '2026-06-20', 'TH', OFFER_TRUTH_FILE), 'not json\n');
    const result = await importAll();
    expect(result.problems).toEqual([]);
    const offers = [...simulator.day('2026-06-20', true).values()].flatMap((day) => day.offers ?? []);
    expect(offers.length).toBeGreaterThan(20);
    expect(await count('market_offers')).toBe(new Set(offers.map((o) => o.id)).size);
    for (const o of offers.slice(0, 10)) {
      const [row] = await sql.query<{ title: string; quantities: number[]; prices: number[]; min_order: number; word: string | null; supplier: string }>(
        'select title, tier_quantities as quantities, tier_prices as prices, min_order, product_word as word, supplier_name as supplier from market_offers where offer_id = $1',
        [o.id],
      );
      expect(row).toEqual({ title: o.title, quantities: o.tiers.map((t) => t.minQuantity), prices: o.tiers.map((t) => t.price), min_order: o.minOrder, word: titleWords(o.title).productWord, supplier: o.supplierName });
      expect(row?.word).toMatch(/^\d{5}:\d$/);
    }
  }, 120_000);

  it('reports a malformed row with its file and line, and loads the rest of the day', async () => {
    await simulator.writeDay(feedDir, '2026-06-20', true);
    const file = join(feedDir, '2026-06-20/TH/products.ndjson');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const good = lines.filter(Boolean).length;
    lines[2] = '{"id": 1, "title": oops';
    lines[4] = (lines[4] as string).replace(/"price":[0-9.]+/, '"price":-3');
    await writeFile(file, lines.join('\n'));
    // The manifest's checksum is the crawler's word for what it wrote: rewrite it for the edited file.
    const manifestPath = join(feedDir, '2026-06-20/TH/manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const { sha256 } = await import('../feed/write-feed');
    manifest.files.products.sha256 = sha256(await readFile(file));
    await writeFile(manifestPath, JSON.stringify(manifest));

    const result = await importAll();
    const products = result.problems.filter((p) => p.file.endsWith('products.ndjson'));
    expect(products).toEqual([
      expect.objectContaining({ file: '2026-06-20/TH/products.ndjson', line: 3, message: 'not valid JSON' }),
      expect.objectContaining({ file: '2026-06-20/TH/products.ndjson', line: 5, message: 'price must be a number from 0 to 1000000000000000' }),
    ]);
    // A slot or live session of a refused product goes too, named with its own line.
    for (const other of result.problems.filter((p) => !p.file.endsWith('products.ndjson'))) {
      expect(other).toMatchObject({ file: expect.stringMatching(/^2026-06-20\/TH\/(slots|lives).ndjson$/), message: expect.stringMatching(/^product \d+ is not in that day's products.ndjson$/) });
    }
    const th = result.sets.find((s) => s.site === 'TH');
    expect(th).toMatchObject({ status: 'imported', rejected: result.problems.length });
    expect(await count('market_product_days d join market_products p on p.goods_id = d.goods_id', "p.site = 'TH'")).toBe(good - 2);
    expect(await count('market_feed_errors', "file = '2026-06-20/TH/products.ndjson'")).toBe(2);
    expect(await latestCompleteDay(sql)).toBe('2026-06-20');
  });

  it('reports a missing file, loads the rest, and completes the day when the file comes', async () => {
    await simulator.writeDay(feedDir, '2026-06-21', true);
    const keywords = join(feedDir, '2026-06-21/BR/keywords.ndjson');
    const text = await readFile(keywords, 'utf8');
    await unlink(keywords);
    const first = await importAll();
    expect(first.problems).toEqual([expect.objectContaining({ file: '2026-06-21/BR/keywords.ndjson', line: 0, message: 'the file is missing (the manifest lists it)' })]);
    expect(first.sets.find((s) => s.site === 'BR')?.status).toBe('partial');
    expect(await count('market_product_days')).toBeGreaterThan(500);
    expect(await count('market_keywords', "site = 'BR'")).toBe(0);
    expect(await latestCompleteDay(sql)).toBeUndefined();

    await writeFile(keywords, text);
    const second = await importAll();
    expect(second.problems).toEqual([]);
    expect(second.sets.filter((s) => s.status !== 'unchanged').map((s) => s.site)).toEqual(['BR']);
    expect(await count('market_keywords', "site = 'BR'")).toBeGreaterThan(0);
    expect(await latestCompleteDay(sql)).toBe('2026-06-21');
  });

  it('changes nothing when the same day is imported again', async () => {
    await simulator.writeDay(feedDir, '2026-06-22', true);
    const first = await importAll();
    expect(first.rows).toBeGreaterThan(1000);
    const tables = ['market_products', 'market_product_days', 'market_keyword_days', 'market_category_days', 'market_shops', 'market_lives', 'market_slots'];
    const snapshot = async () => ({
      counts: await Promise.all(tables.map((t) => count(t))),
      sums: await sql.query('select sum(sales)::int8::text as s, sum(price)::float8 as p from market_product_days'),
      state: await marketStateOf(sql),
      files: await sql.query('select site, kind, sha256, imported_at::text from market_feed_files order by site, kind'),
    });
    const before = await snapshot();
    const again = await importAll();
    expect(again.rows).toBe(0);
    expect(again.sets.every((s) => s.status === 'unchanged')).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('imports a day once when two importers race for it (two server processes on one database)', async () => {
    await simulator.writeDay(feedDir, '2026-06-19', true);
    const [a, b] = await Promise.all([importAll(), importAll()]);
    expect([a.rows, b.rows].sort((x, y) => x - y)[0]).toBe(0);
    const written = Math.max(a.rows, b.rows);
    expect(written).toBeGreaterThan(1000);
    expect(await count('market_product_days')).toBe(await count('market_products'));
    expect((await importAll()).rows).toBe(0);
  });

  it('takes days out of order: an older day adds its history without rewriting newer attributes', async () => {
    await simulator.writeDay(feedDir, '2026-06-25', true);
    await simulator.writeDay(feedDir, '2026-06-23', true);
    await importAll(['2026-06-25']);
    const newest = await sql.query<{ goods_id: string; last_day: string; price: number }>(
      'select goods_id::text, last_day::text, price from market_products order by goods_id',
    );
    await importAll(['2026-06-23']);
    expect(await count('market_product_days', "day = '2026-06-23'")).toBeGreaterThan(500);
    const after = await sql.query<{ goods_id: string; last_day: string; price: number }>(
      'select goods_id::text, last_day::text, price from market_products order by goods_id',
    );
    // Products of both days: the ones seen on 06-25 keep 06-25's attributes.
    const byId = new Map(after.map((r) => [r.goods_id, r]));
    for (const row of newest) expect(byId.get(row.goods_id)).toEqual(row);
    expect(await latestCompleteDay(sql)).toBe('2026-06-25');
    expect(
      (await sql.query<{ day: string }>('select distinct day::text as day from market_feed_days where complete order by day')).map((r) => r.day),
    ).toEqual(['2026-06-23', '2026-06-25']);
  }, 60_000);

  it('replaces what a corrected file wrote before', async () => {
    await simulator.writeDay(feedDir, '2026-06-24', true);
    await importAll();
    const file = join(feedDir, '2026-06-24/SG/market.ndjson');
    const rows = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    rows[0].gmv = 12345.67;
    const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    await writeFile(file, text);
    const manifestPath = join(feedDir, '2026-06-24/SG/manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const { sha256 } = await import('../feed/write-feed');
    manifest.files.market.sha256 = sha256(text);
    await writeFile(manifestPath, JSON.stringify(manifest));
    const result = await importAll();
    expect(result.rows).toBe(12);
    expect(await count('market_category_days', "site = 'SG'")).toBe(12);
    expect(await count('market_category_days', "site = 'SG' and gmv = 12345.67")).toBe(1);
  });

  it('refuses a day set whose manifest does not match its folder, and a file changed after its manifest', async () => {
    await simulator.writeDay(feedDir, '2026-06-26', true);
    const manifestPath = join(feedDir, '2026-06-26/MY/manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    await writeFile(manifestPath, JSON.stringify({ ...manifest, day: '2026-06-27' }));
    await writeFile(join(feedDir, '2026-06-26/PH/shops.ndjson'), '{"id":1}\n');
    const result = await importAll();
    expect(result.sets.find((s) => s.site === 'MY')?.status).toBe('invalid');
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: '2026-06-26/MY/manifest.json', line: 0, message: 'day must be 2026-06-26, the folder\'s day' }),
        expect.objectContaining({ file: '2026-06-26/PH/shops.ndjson', line: 0 }),
      ]),
    );
    // PH's products name shops that never came in: each is refused with its line.
    expect(result.problems.some((p) => p.file === '2026-06-26/PH/products.ndjson' && p.line === 1 && /shop \d+ is unknown/.test(p.message))).toBe(true);
    expect(await count('market_products', "site = 'MY'")).toBe(0);
    await rm(feedDir, { recursive: true, force: true });
  });

  it("stores each shop's type and each product day's place by units in its category of its site", async () => {
    await simulator.writeDay(feedDir, '2026-06-28', true);
    await importAll();
    const types = await sql.query<{ shop_type: string | null; n: number }>('select shop_type, count(*)::int as n from market_shops group by shop_type');
    expect(types.map((t) => t.shop_type).sort()).toEqual(['cross-border', 'local', 'mall']);
    const rows = await sql.query<{ goods_id: string; site: string; type_id: number; sales: number; category_rank: number }>(
      `select d.goods_id::text as goods_id, p.site, p.type_id, d.sales, d.category_rank from market_product_days d join market_products p on p.goods_id = d.goods_id where d.day = '2026-06-28'`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      const above = rows.filter((o) => o.site === r.site && o.type_id === r.type_id && o.sales > r.sales).length;
      expect(r.category_rank, r.goods_id).toBe(above + 1);
    }
  });

  it('ranks ties alike, as SQL rank() does', () => {
    const row = (id: number, categoryId: number, sales: number) => ({ id, categoryId, sales });
    const ranked = categoryRanks([row(1, 7, 5), row(2, 7, 9), row(3, 7, 5), row(4, 8, 1), row(5, 7, 0)]);
    expect(Object.fromEntries(ranked.map(([r, place]) => [r.id, place]))).toEqual({ 2: 1, 1: 2, 3: 2, 5: 4, 4: 1 });
  });

  it("reads no truth (issue 33): the product days' units are the estimator's from the feed rows alone, whatever the truth file holds", async () => {
    for (const day of ['2026-06-14', '2026-06-15']) await simulator.writeDay(feedDir, day, true);
    // The truth beside each day set made unreadable and wrong: an importer that read it would fail or change.
    for (const site of ['TH', 'ID', 'BR']) {
      for (const day of ['2026-06-14', '2026-06-15']) {
        const file = join(feedDir, day, site, TRUTH_FILE);
        await writeFile(file, '{"id": 1, "units": 999999}\nnot json\n');
        await chmod(file, 0);
      }
    }
    const result = await importAll();
    expect(result.problems).toEqual([]);
    const columns = await sql.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'market_product_days'");
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['units']));
    // The second day's units, made again here from the two days' feed rows alone.
    const feed = (day: string) => new Map([...simulator.day(day, true)].flatMap(([site, f]) => (f.products ?? []).map((r) => [r.id, sightingOf(site, day, r)] as const)));
    const before = feed('2026-06-14');
    const expected = new Map<number, number>();
    for (const [id, cur] of feed('2026-06-15')) {
      const prev = before.get(id);
      if (prev) for (const e of estimateWindow(prev, cur)) if (e.basis === 'counter' || e.basis === 'stock') expected.set(id, e.units);
    }
    const rows = await sql.query<{ goods_id: string; sales: number; estimate_basis: string }>("select goods_id::text as goods_id, sales, estimate_basis from market_product_days where day = '2026-06-15'");
    const exact = rows.filter((r) => r.estimate_basis === 'counter' || r.estimate_basis === 'stock');
    expect(exact.length).toBeGreaterThan(300);
    for (const r of exact) expect(r.sales, r.goods_id).toBe(expected.get(Number(r.goods_id)));
  }, 120_000);

  it('estimates the same units whether the days come oldest first or newest first in batches (first start)', async () => {
    const days = daysBetween('2026-06-01', '2026-06-06');
    for (const day of days) await simulator.writeDay(feedDir, day, true);
    const snapshot = async () =>
      sql.query<{ key: string; sales: number; basis: string }>(
        "select day::text || '|' || goods_id::text as key, sales, estimate_basis as basis from market_product_days where day > '2026-06-01' order by 1",
      );
    // Newest first, four days a batch, as the refresher's first start.
    await importAll(days.slice(2));
    await importAll(days.slice(0, 2));
    const newestFirst = await snapshot();
    sql = await another();
    await importAll();
    const oldestFirst = await snapshot();
    expect(newestFirst.map((r) => r.key)).toEqual(oldestFirst.map((r) => r.key));
    const byKey = new Map(oldestFirst.map((r) => [r.key, r]));
    let compared = 0;
    for (const r of newestFirst) {
      // Estimates from the passes alone are the same; a model's depends on the level known so far.
      if (r.basis !== 'counter' && r.basis !== 'stock') continue;
      expect(byKey.get(r.key), r.key).toEqual(r);
      compared++;
    }
    expect(compared).toBeGreaterThan(2000);
    // A product's first pass ever (listed on the day) is the only day made without one before it, either way.
    expect(newestFirst.filter((r) => r.basis === 'none').map((r) => r.key)).toEqual(oldestFirst.filter((r) => r.basis === 'none').map((r) => r.key));
  }, 180_000);

  it("given the day before a batch as passes (the refresher's first start), estimates the batch's oldest day from them: only products the pass missed are made again", async () => {
    const days = daysBetween('2026-06-01', '2026-06-05');
    for (const day of days) await simulator.writeDay(feedDir, day, true);
    const passes = await listDaySets(feedDir, new Set(['2026-06-02']));
    await importDaySets(sql, await listDaySets(feedDir, new Set(days.slice(2))), { now, passes });
    expect(await count('market_product_days', "day = '2026-06-02'")).toBe(0);
    const rows = await count('market_product_days', "day = '2026-06-03'");
    // Provisional: the products with no pass on 06-02 (missed by the crawler, 3%, or not on sale then).
    expect(await count('market_product_days', "day = '2026-06-03' and provisional")).toBeLessThan(rows * 0.06);
    expect(await count('market_product_days', "day = '2026-06-03' and estimate_basis in ('counter', 'stock')")).toBeGreaterThan(rows * 0.8);
    const settled = "select sum(sales)::text as s from market_product_days where day = '2026-06-03' and not provisional";
    const [before] = await sql.query<{ s: string }>(settled);
    await importAll(days.slice(0, 2));
    expect(await count('market_product_days', "day = '2026-06-03' and provisional")).toBeLessThan(5);
    const [after] = await sql.query<{ s: string }>(settled.replace(' and not provisional', " and goods_id in (select goods_id from market_product_days where day = '2026-06-03' and estimate_basis in ('counter', 'stock', 'history', 'monthly', 'reviews', 'bounds'))"));
    expect(Number(after?.s)).toBeGreaterThanOrEqual(Number(before?.s));
  }, 180_000);

  it('ranks again a day imported after the last ANALYZE with a hash join, not a loop over the day per row (the first start stalled for minutes)', async () => {
    const days = daysBetween('2026-06-01', '2026-06-04');
    for (const day of days) await simulator.writeDay(feedDir, day, true);
    await importAll(days.slice(2));
    await sql.exec('analyze market_product_days, market_products');
    // Older days after the statistics: the planner takes them for empty.
    await importAll(days.slice(0, 2));
    const plans: string[] = [];
    await sql.transaction(async (tx) => {
      const explaining: MarketSql = {
        ...tx,
        query: async <T,>(text: string, params?: unknown[]) => {
          if (text === RANK_DAY_SQL) plans.push((await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).map((r) => r['QUERY PLAN']).join('\n'));
          return tx.query<T>(text, params);
        },
      };
      await rerankDays(explaining, ['2026-06-01', '2026-06-02']);
    });
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('Hash Join');
      expect(plan).not.toContain('Nested Loop');
    }
    // The places are each category's order by units.
    const [misplaced] = await sql.query<{ n: number }>(
      `select count(*)::int as n from (select d.category_rank, rank() over (partition by p.site, p.type_id order by d.sales desc)::int4 as place
       from market_product_days d join market_products p using (goods_id) where d.day = '2026-06-01') r where category_rank is distinct from place`,
    );
    expect(Number(misplaced?.n)).toBe(0);
  }, 180_000);

  it("gives the server's event loop turns while a batch is written (PGlite runs in its thread: health and cached answers go on)", async () => {
    const days = daysBetween('2026-06-01', '2026-06-04');
    for (const day of days) await simulator.writeDay(feedDir, day, true);
    let open = false;
    const watched: MarketSql = {
      ...sql,
      transaction: (fn) =>
        sql.transaction(async (tx) => {
          open = true;
          try {
            return await fn(tx);
          } finally {
            open = false;
          }
        }),
    };
    let turns = 0;
    let importing = true;
    const ticker = (async () => {
      while (importing) {
        await new Promise((resolve) => setImmediate(resolve));
        if (open) turns++;
      }
    })();
    await importDaySets(watched, await listDaySets(feedDir), { now });
    importing = false;
    await ticker;
    // One turn at least between each of the transaction's ten steps.
    expect(turns).toBeGreaterThanOrEqual(10);
  }, 180_000);
});
