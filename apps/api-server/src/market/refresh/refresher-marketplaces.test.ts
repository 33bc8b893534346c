// The refresher and the two marketplaces added after Shopee (issue 32): each is simulated, imported and
// derived with the days its pages read, and a database imported before it gets them once. Apart from
// refresher.test.ts so Vitest's two workers share the refresher's tests (these two are its longest).
import { describe, expect, it } from 'vitest';

import { simulatedClock } from '../../security/test-database';
import { addDays } from '../days';
import { DERIVE_WINDOW_DAYS } from '../derive/derive';
import { MARKET_SCALES } from '../scale';
import { MarketRefresher } from './refresher';
import { freshDatabasesAndFeeds } from './refresher-test-setup';

const setup = freshDatabasesAndFeeds('sealens-refresh-marketplaces');

describe('T+1 refresh of the other marketplaces', () => {
  it('imports and derives the short-video marketplace with each day, and writes its 60 days again, once, for a database imported before it (issue 32 item 4)', async () => {
    const { sql, feedDir } = await setup();
    const clock = simulatedClock('2026-07-01T04:00:00Z');
    const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale: MARKET_SCALES.tiny, seed: 26 });
    await refresher.tick();
    const items = async () => Number((await sql.query<{ n: number }>(`select count(*)::int as n from market_tt_items where entity = 'creator'`))[0]?.n);
    // Every item day's six TikTok sets went in with the day and were derived.
    const [sets] = await sql.query<{ n: number }>('select count(*)::int as n from market_tt_feed_sets');
    expect(Number(sets?.n)).toBe(MARKET_SCALES.tiny.itemDays * 6);
    expect(await items()).toBeGreaterThan(10);
    // As a server from before it left the database: every day imported, no TikTok set among them.
    for (const table of ['market_tt_feed_sets', 'market_tt_items', 'market_tt_days']) await sql.exec(`delete from ${table}`);
    const pass = await refresher.tick();
    expect(pass.simulatedDays).toHaveLength(MARKET_SCALES.tiny.itemDays);
    expect(await items()).toBeGreaterThan(10);
    expect((await refresher.tick()).simulatedDays).toEqual([]);
  }, 600_000);

  it('simulates the second marketplace for the ready days alone (not the market-totals days or the background history), and writes them again, alone and once, for a database imported before it (issue 32 item 3)', async () => {
    const { sql, feedDir } = await setup();
    const clock = simulatedClock('2026-07-01T04:00:00Z');
    // 62 item days: the newest 60 (the ready window: 30 days and the 30 before them) before the market
    // answers, 2 in the background; 2 older days of market totals alone.
    const scale = { ...MARKET_SCALES.tiny, itemDays: DERIVE_WINDOW_DAYS + 2, marketDays: DERIVE_WINDOW_DAYS + 4 };
    const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale, seed: 27, pollMs: 3_600_000 });
    await refresher.tick();
    await refresher.settled();
    const sets = async (items: boolean, lazada: boolean) =>
      Number(
        (await sql.query<{ n: number }>(`select count(*)::int as n from market_feed_days where complete and items = $1 and (site like 'LZ-%') = $2`, [items, lazada]))[0]?.n,
      );
    // Shopee's nine sites on every day, the item days with their items (the background's too).
    expect(await sets(true, false)).toBe(scale.itemDays * 9);
    expect(await sets(false, false)).toBe((scale.marketDays - scale.itemDays) * 9);
    // Lazada's six on the ready days only: no market totals alone, no background history.
    expect(await sets(true, true)).toBe(DERIVE_WINDOW_DAYS * 6);
    expect(await sets(false, true)).toBe(0);
    const [first] = await sql.query<{ day: string }>(`select min(day)::text as day from market_feed_days where site like 'LZ-%'`);
    expect(first?.day).toBe(addDays('2026-06-30', -(DERIVE_WINDOW_DAYS - 1)));
    // Its lists have rows to rank.
    const [ranked] = await sql.query<{ n: number }>('select count(*)::int as n from market_lz_workbench_products');
    expect(Number(ranked?.n)).toBeGreaterThan(10);
    // A pass with nothing missing simulates nothing (Lazada's absent older days are not missing).
    expect((await refresher.tick()).simulatedDays).toEqual([]);
    const shopeeFiles = await sql.query<{ sha256: string }>(`select sha256 from market_feed_files where site not like 'LZ-%' order by day, site, kind`);
    // As a server from before it left the database: Shopee's days in, no Lazada day among them.
    await sql.exec(`delete from market_product_days d using market_products p where p.goods_id = d.goods_id and p.site like 'LZ-%'`);
    await sql.exec(`delete from market_keyword_days d using market_keywords k where k.keyword_id = d.keyword_id and k.site like 'LZ-%'`);
    await sql.exec(`delete from market_shop_days d using market_shops s where s.shop_id = d.shop_id and s.site like 'LZ-%'`);
    // What the importer writes of a site (the derived tables are derived again by the pass).
    for (const table of ['market_feed_files', 'market_feed_days', 'market_category_days', 'market_products', 'market_shops', 'market_keywords']) {
      await sql.exec(`delete from ${table} where site like 'LZ-%'`);
    }
    const pass = await refresher.tick();
    expect(pass.simulatedDays).toHaveLength(DERIVE_WINDOW_DAYS);
    expect(await sets(true, true)).toBe(DERIVE_WINDOW_DAYS * 6);
    // Shopee's files were not written again.
    expect(await sql.query<{ sha256: string }>(`select sha256 from market_feed_files where site not like 'LZ-%' order by day, site, kind`)).toEqual(shopeeFiles);
    expect((await refresher.tick()).simulatedDays).toEqual([]);
    refresher.stop();
  }, 600_000);

});
