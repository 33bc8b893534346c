import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, simulatedClock } from '../../security/test-database';
import { addDays } from '../days';
import { deriveStats } from '../derive/derive';
import { WORKBENCH_PERIODS } from '../derive/workbench-derive';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { SHOPEE_SITES_SQL } from '../marketplace-profiles';
import { MarketRefresher } from '../refresh/refresher';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import {
  CAMPAIGN_BASELINE_DAYS,
  CAMPAIGN_DERIVED_DAY_KEY,
  DISCOUNT_BAND_WIDTH,
  DISCOUNT_BANDS,
  latestCampaignDay,
  NORMAL_PRICE_DAYS,
  PROBE_SORTS,
  WorkbenchCampaignQueries,
  type CampaignDayFigures,
  type CampaignScope,
} from './workbench-campaign-queries';

// The data day is 10.10 itself: the probe's slots are a campaign day's, and 9.9 lies in the history with its week before.
const DAY = '2026-10-10';
const HISTORY_START = addDays(DAY, -59);
let database: OpenDatabase;
let sql: MarketSql;
let campaigns: WorkbenchCampaignQueries;
const feedDir = join(tmpdir(), `sealens-wb-campaign-${process.pid}-${Date.now()}`);
const n = (v: unknown) => Number(v ?? 0);
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
const perUsd = (site: string) => SITE_PROFILES[site as keyof typeof SITE_PROFILES].perUsd;

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  const clock = simulatedClock('2026-10-11T04:00:00Z');
  const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 }, seed: 23 });
  await refresher.tick();
  await deriveStats(sql, DAY);
  campaigns = new WorkbenchCampaignQueries(sql, { dataDay: async () => DAY, historyStart: async () => HISTORY_START });
}, 600_000);
afterAll(async () => {
  await database.close();
  await rm(feedDir, { recursive: true, force: true });
});

/** A scope's units and sales value per day from the imported product days (`site`: its money, else Shopee's nine sites in dollars; local mode simulates Lazada's too). */
async function dailyOf(site?: string, categoryId?: number): Promise<Map<string, { units: number; gmv: number }>> {
  const rows = await sql.query<{ day: string; site: string; units: number; gmv: number }>(
    `select d.day::text as day, p.site, sum(d.sales)::float8 as units, sum(d.sales * d.price)::float8 as gmv
     from market_product_days d join market_products p on p.goods_id = d.goods_id
     where p.site in ${SHOPEE_SITES_SQL} and ($1::text is null or p.site = $1) and ($2::int is null or p.type_id = $2) group by 1, 2`,
    [site ?? null, categoryId ?? null],
  );
  const byDay = new Map<string, { units: number; gmv: number }>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { units: 0, gmv: 0 };
    d.units += n(r.units);
    d.gmv += n(r.gmv) / (site ? 1 : perUsd(r.site));
    byDay.set(r.day, d);
  }
  return byDay;
}

/** The uplift the test computes: the day over the mean of the 7 days before, percent. */
function upliftOf(byDay: Map<string, { units: number; gmv: number }>, day: string, key: 'units' | 'gmv'): number {
  const before = Array.from({ length: 7 }, (_, i) => byDay.get(addDays(day, -(i + 1)))?.[key] ?? 0);
  const base = sum(before, (v) => v) / 7;
  return ((byDay.get(day)?.[key] ?? 0) / base - 1) * 100;
}

describe('the event marketing reads (issue 32 item 2)', () => {
  it("lists every double day the history holds with its week before, each with its units, sales value and uplift on that week's mean, all sites in dollars", async () => {
    const a = await campaigns.analysis({ view: 'days', rows: 50 });
    if (!a) throw new Error('no analysis');
    expect(CAMPAIGN_BASELINE_DAYS).toBe(7);
    expect(a.currency).toBe('USD');
    // 8.8's week before starts before the history (2026-08-12); 9.9 and 10.10 hold theirs.
    expect(a.campaignDays.map((d) => d.day)).toEqual(['2026-09-09', '2026-10-10']);
    const byDay = await dailyOf();
    for (const d of a.campaignDays) {
      expect(d.units).toBe(byDay.get(d.day)?.units);
      expect(d.gmv).toBeCloseTo(byDay.get(d.day)?.gmv ?? 0, 1);
      expect(d.unitsUplift).toBeCloseTo(upliftOf(byDay, d.day, 'units'), 1);
      expect(d.gmvUplift).toBeCloseTo(upliftOf(byDay, d.day, 'gmv'), 1);
    }
    // The simulator's 10.10 sells 3.2 times a plain day.
    expect((a.campaignDays[1] as CampaignDayFigures).unitsUplift).toBeGreaterThan(100);
    // No day asked: the latest campaign day, with its week and itself.
    expect(latestCampaignDay(DAY, HISTORY_START)).toBe(DAY);
    expect(latestCampaignDay('2026-10-09', HISTORY_START)).toBe('2026-09-09');
    expect(latestCampaignDay('2026-08-20', HISTORY_START)).toBeUndefined();
    expect(a.campaign?.day).toBe(DAY);
    expect(a.campaign?.series.map((s) => s.day)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(DAY, i - 7)));
    expect(a.campaign?.series[7]?.units).toBe(byDay.get(DAY)?.units);
  });

  it("details one day of a site: its categories' uplift sum to the day, and the products that gained most units over their own week's mean", async () => {
    const site = 'ID';
    const a = await campaigns.analysis({ view: 'days', site, day: '2026-09-09', rows: 10 });
    const c = a?.campaign;
    if (!a || !c) throw new Error('no campaign day');
    expect(a.currency).toBe(SITE_CURRENCIES.ID);
    const byDay = await dailyOf(site);
    expect(sum(c.categories, (x) => x.units)).toBe(byDay.get('2026-09-09')?.units);
    const top = c.categories[0];
    if (!top) throw new Error('no category');
    const catDays = await dailyOf(site, top.categoryId);
    expect(top.unitsUplift).toBeCloseTo(upliftOf(catDays, '2026-09-09', 'units'), 1);
    expect(top.baselineGmv).toBeCloseTo(sum(Array.from({ length: 7 }, (_, i) => catDays.get(addDays('2026-09-09', -(i + 1)))?.gmv ?? 0), (v) => v) / 7, 1);
    expect(c.products.length).toBe(Math.min(10, c.available));
    for (let i = 1; i < c.products.length; i++) expect(c.products[i - 1]?.gainedUnits ?? 0).toBeGreaterThanOrEqual(c.products[i]?.gainedUnits ?? 0);
    const first = c.products[0];
    if (!first) throw new Error('no product');
    const days = await sql.query<{ day: string; sales: number; price: number }>(
      `select day::text as day, sales, price from market_product_days where goods_id = $1 and day between '2026-09-02' and '2026-09-09'`,
      [first.goodsId],
    );
    const on = days.find((d) => d.day === '2026-09-09');
    const base = sum(days.filter((d) => d.day !== '2026-09-09'), (d) => n(d.sales)) / 7;
    expect(first.site).toBe(site);
    expect(first.units).toBe(n(on?.sales));
    expect(first.baselineUnits).toBeCloseTo(base, 2);
    expect(first.gainedUnits).toBeCloseTo(n(on?.sales) - base, 2);
    expect(first.gmv).toBeCloseTo(n(on?.sales) * n(on?.price), 1);
    // A day outside the history has no detail, the calendar stays.
    const outside = await campaigns.analysis({ view: 'days', day: '2026-07-07', rows: 10 });
    expect(outside?.campaign).toBeNull();
    expect(outside?.campaignDays).toHaveLength(2);
  });

  it("prices a site's slots against the product's median slot-free price: by kind and hour, and the discounts in bands", async () => {
    const site = 'ID';
    const a = await campaigns.analysis({ view: 'slots', site, period: 30, rows: 0 });
    const s = a?.slots;
    if (!s) throw new Error('no slots');
    const slots = await sql.query<{ goods_id: string; day: string; kind: string; slot_price: number; sales: number; hour: number }>(
      `select goods_id::text, day::text as day, kind, slot_price, sales, extract(hour from start_at at time zone 'Asia/Shanghai')::int as hour
       from market_slots where site = $1 and kind in ('flash-sale', 'campaign') and day > $2::date - 30 and day <= $2::date`,
      [site, DAY],
    );
    expect(slots.length).toBeGreaterThan(20);
    expect(s.total.slots).toBe(slots.length);
    expect(s.total.units).toBe(sum(slots, (x) => n(x.sales)));
    expect(sum(s.hours, (h) => h.slots)).toBe(slots.length);
    expect(s.from).toBe(addDays(DAY, -29));
    // Flash sales start at 0, 12, 15, 18 or 21 o'clock; a campaign slot lasts the day.
    expect(new Set(s.hours.filter((h) => h.kind === 'flash-sale').map((h) => h.hour))).toEqual(new Set(slots.filter((x) => x.kind === 'flash-sale').map((x) => x.hour)));
    const ofKind = await campaigns.analysis({ view: 'slots', site, period: 30, kind: 'flash-sale', rows: 0 });
    expect(ofKind?.slots?.total.slots).toBe(slots.filter((x) => x.kind === 'flash-sale').length);
    // The bands: 10 points wide, the last open above; every slot with a normal price is in one.
    expect(DISCOUNT_BAND_WIDTH).toBe(10);
    expect(DISCOUNT_BANDS).toBe(7);
    expect(s.discounts.every((b) => b.from % 10 === 0 && (b.to === null ? b.from === 60 : b.to === b.from + 10))).toBe(true);
    expect(sum(s.discounts, (b) => b.slots)).toBe(slots.length);
    // One slot of the data day, by hand: its product's normal price is the median of its prices on its days without a slot.
    const first = slots.find((x) => x.day === DAY);
    if (!first) throw new Error('no slot on the data day');
    const days = await sql.query<{ day: string; price: number }>(
      `select day::text as day, price from market_product_days where goods_id = $1 and day > $2::date - $3::int and day <= $2::date order by price`,
      [first.goods_id, DAY, 1 + NORMAL_PRICE_DAYS],
    );
    const slotDays = new Set((await sql.query<{ day: string }>('select day::text as day from market_slots where goods_id = $1', [first.goods_id])).map((r) => r.day));
    const free = days.filter((d) => !slotDays.has(d.day)).map((d) => n(d.price));
    expect(free.length).toBeGreaterThan(10);
    const median = free.length % 2 ? n(free[(free.length - 1) / 2]) : (n(free[free.length / 2 - 1]) + n(free[free.length / 2])) / 2;
    const probe = await campaigns.analysis({ view: 'probe', site, rows: 500 });
    const own = probe?.probe?.rows.find((r) => String(r.goodsId) === first.goods_id);
    expect(own?.normalPrice).toBeCloseTo(median, 2);
    expect(own?.discount).toBeCloseTo((1 - n(first.slot_price) / median) * 100, 1);
    expect(probe?.probe?.available).toBe(slots.filter((x) => x.day === DAY).length);
  });

  it("probes the data day's flash-sale and campaign slots of all sites: sorted, paged, each with its window, prices in its currency and dollars", async () => {
    const all = await campaigns.analysis({ view: 'probe', sort: 'discount', dir: 'desc', rows: 1000 });
    const p = all?.probe;
    if (!p) throw new Error('no probe');
    const [count] = await sql.query<{ n: number }>(`select count(*)::int as n from market_slots where day = $1 and kind in ('flash-sale', 'campaign')`, [DAY]);
    expect(p.available).toBe(n(count?.n));
    expect(p.rows.length).toBe(p.available);
    const known = p.rows.filter((r) => r.discount !== null);
    for (let i = 1; i < known.length; i++) expect(known[i - 1]?.discount ?? 0).toBeGreaterThanOrEqual(known[i]?.discount ?? 0);
    const r = known[0];
    if (!r || r.normalPrice === null) throw new Error('no priced row');
    expect(r.discount).toBeCloseTo((1 - r.slotPrice / r.normalPrice) * 100, 1);
    expect(r.slotPriceUsd).toBeCloseTo(r.slotPrice / perUsd(r.site), 1);
    expect(new Date(r.endAt).getTime()).toBeGreaterThan(new Date(r.startAt).getTime());
    expect(r.startAt.slice(0, 10) <= DAY).toBe(true);
    // A page: the rows after the first five, in the same order.
    const page = await campaigns.analysis({ view: 'probe', sort: 'discount', dir: 'desc', offset: 5, rows: 5 });
    expect(page?.probe?.rows.map((x) => x.slotId)).toEqual(p.rows.slice(5, 10).map((x) => x.slotId));
    const byUnits = await campaigns.analysis({ view: 'probe', sort: 'units', dir: 'asc', rows: 1000 });
    const units = byUnits?.probe?.rows.map((x) => x.units) ?? [];
    expect(units).toEqual([...units].sort((x, y) => x - y));
  });

  it("answers from the derive's rows exactly what it computes from the daily rows, for every view, scope and period", async () => {
    // The derive made both campaign days' gainers, and the normal prices and totals of the data day.
    expect(await sql.query('select day::text as day from market_workbench_campaign_days order by day')).toEqual([{ day: '2026-09-09' }, { day: DAY }]);
    const [state] = await sql.query<{ value: string }>('select value from market_state where key = $1', [CAMPAIGN_DERIVED_DAY_KEY]);
    expect(state?.value).toBe(DAY);
    const computed = new WorkbenchCampaignQueries(sql, { dataDay: async () => DAY, historyStart: async () => HISTORY_START }, false);
    const scopes: CampaignScope[] = [
      { view: 'days', rows: 50 },
      { view: 'days', rows: 50, day: '2026-09-09', site: 'ID' },
      { view: 'days', rows: 5, day: '2026-09-09', categoryId: 99991 },
      { view: 'days', rows: 50, site: 'TH', categoryId: 99991 },
      // No campaign day: computed by both.
      { view: 'days', rows: 50, day: '2026-09-20' },
      ...WORKBENCH_PERIODS.flatMap((period): CampaignScope[] => [
        { view: 'slots', rows: 50, period },
        { view: 'slots', rows: 50, period, site: 'ID', kind: 'flash-sale' },
        { view: 'slots', rows: 50, period, categoryId: 99991 },
      ]),
      ...PROBE_SORTS.map((sort): CampaignScope => ({ view: 'probe', rows: 20, offset: 3, sort, dir: 'asc' })),
      { view: 'probe', rows: 50, site: 'ID', kind: 'campaign' },
    ];
    for (const scope of scopes) expect(await campaigns.analysis(scope), JSON.stringify(scope)).toEqual(await computed.analysis(scope));
  });
});
