// TikTok Shop's estimate in the import (issue 33): one import call keeps each site's passes of RATE_DAYS,
// its products' newest estimates, the product days of the last REVISED_DAYS and their exposure by day in
// memory, so a set's estimate reads the sets before it in the call from there, not back from the database
// (read once a site and call, or again when a set does not follow the one held: days out of order, a set
// skipped). Each set's rounded counters' days of the last REVISED_DAYS are made again (tiktok-revision.ts)
// and written again with it; the market's day factor reads every site's memory, so a call's first set reads
// every site's (the others' through the set's day where imported: as a call of many days holds them).
import type { MarketSiteCode } from '@sealens/domain';

import { addDays, dayNumber } from '../days';
import { TIKTOK_OBSERVATION_RULE } from '../market-config';
import type { MarketSql } from '../market-sql';
import { TIKTOK_SITES } from '../sim/tiktok';
import { estimateWindow, recentDailyOf, sightingOf, SPAN_DAYS, spanDailyOf, type Basis, type DayEstimate, type Sighting } from './estimator';
import { PASS_GAP_DAYS, type EstimatedDay, type SightedRow } from './import-estimates';
import { RATE_DAYS, TiktokExposures, type ExposureLive, type ExposureVideo } from './tiktok-exposures';
import { REVISED_DAYS, reviseKept, reviseSet } from './tiktok-revision';

/** Estimates a product's level is read from when the counter's fit cannot (its last week's). */
const LEVEL_DAYS = 7;

interface SiteMemory {
  /** The newest day the memory holds (the day of the set last estimated). */
  through: string;
  /** Each product's passes of RATE_DAYS, oldest first. */
  passes: Map<number, Sighting[]>;
  /** Each product's days of the last REVISED_DAYS as last written (a revision writes them again). */
  recent: Map<number, Map<string, EstimatedDay>>;
  /** Each product's newest estimates (made from passes, not first days). */
  estimates: Map<number, DayEstimate[]>;
  exposures: TiktokExposures;
}

interface StoredDay {
  goods_id: string;
  day: string;
  observed_at: string | Date | null;
  sold_low: number | null;
  sold_high: number | null;
  sales: number;
  price: number;
  sales_low: number;
  sales_high: number;
  estimate_basis: string;
  provisional: boolean;
}

const keepEstimates = (list: DayEstimate[], made: readonly DayEstimate[]) => {
  list.push(...made.filter((e) => !e.provisional && e.basis !== 'none' && e.basis !== 'bounds'));
  if (list.length > LEVEL_DAYS) list.splice(0, list.length - LEVEL_DAYS);
};

/** One import call's memory of TikTok Shop's sites. */
export class TiktokPassMemory {
  private readonly sites = new Map<MarketSiteCode, SiteMemory>();
  /** Sites' reads from the database (a test counts them). */
  reads = 0;

  /** The site's memory before `day`: held when its last set is the day before, else read from the database. */
  private async before(sql: MarketSql, site: MarketSiteCode, day: string): Promise<SiteMemory> {
    const held = this.sites.get(site);
    if (held && held.through === addDays(day, -1)) return held;
    return this.read(sql, site, addDays(day, -1));
  }

  /**
   * Another site's memory beside a set of `day` (the market's day factor reads it): held when it is through
   * the day before or the day, else read through the day where its set of the day is in, else the day before.
   */
  private async beside(sql: MarketSql, site: MarketSiteCode, day: string): Promise<SiteMemory> {
    const held = this.sites.get(site);
    if (held && (held.through === day || held.through === addDays(day, -1))) return held;
    const done = await sql.query('select 1 from market_tt_feed_sets where site = $1 and day = $2::date', [site, day]);
    return this.read(sql, site, done.length ? day : addDays(day, -1));
  }

  /** A site's memory read from the database: its days through `through`. */
  private async read(sql: MarketSql, site: MarketSiteCode, through: string): Promise<SiteMemory> {
    this.reads++;
    const day = addDays(through, 1);
    const since = addDays(day, -RATE_DAYS);
    const revisedFrom = addDays(day, -REVISED_DAYS);
    const memory: SiteMemory = { through, passes: new Map(), recent: new Map(), estimates: new Map(), exposures: new TiktokExposures() };
    for (const r of await sql.query<StoredDay>(
      `select goods_id::text as goods_id, day::text as day, observed_at, sold_low, sold_high, sales, price, sales_low, sales_high, estimate_basis, provisional
       from market_tt_product_days where site = $1 and day >= $2::date and day < $3::date order by goods_id, day`,
      [site, since, day],
    )) {
      const id = Number(r.goods_id);
      let sighting: Sighting | null = null;
      if (r.observed_at !== null && r.sold_low !== null && r.sold_high !== null) {
        sighting = { day: r.day, observedAt: new Date(r.observed_at).getTime(), sold: [r.sold_low, r.sold_high], monthly: null, stock: 0, stockCapped: false, reviews: 0 };
        const list = memory.passes.get(id) ?? [];
        list.push(sighting);
        memory.passes.set(id, list);
      }
      const estimate: DayEstimate = { day: r.day, units: r.sales, low: r.sales_low, high: r.sales_high, basis: r.estimate_basis as Basis, provisional: r.provisional };
      const estimates = memory.estimates.get(id) ?? [];
      keepEstimates(estimates, [estimate]);
      memory.estimates.set(id, estimates);
      if (r.day >= revisedFrom) keepRecent(memory, { day: r.day, goodsId: id, site, categoryId: 0, price: r.price, stock: 0, estimate, sighting });
    }
    // The span's exposure, day by day as the sets gave it (the day before the span: the videos' views it starts from).
    const videos = await sql.query<{ day: string; video_id: string; views: string | number; posted_at: string | Date; goods: string[] }>(
      `select d.day::text as day, d.video_id::text as video_id, d.views, v.posted_at, array_agg(g.goods_id::text) as goods
       from market_tt_video_days d join market_tt_videos v on v.video_id = d.video_id
       join market_tt_video_goods g on g.video_id = d.video_id and g.day = d.day
       where d.site = $1 and d.day >= $2::date and d.day < $3::date
       group by 1, 2, 3, 4 order by 1`,
      [site, addDays(since, -1), day],
    );
    const lives = await sql.query<{ day: string; viewers: string | number; goods: string[] }>(
      `select l.day::text as day, l.viewers, array_agg(g.goods_id::text) as goods
       from market_tt_lives l join market_tt_live_goods g on g.live_id = l.live_id
       where l.site = $1 and l.day >= $2::date and l.day < $3::date
       group by l.live_id, 1, 2 order by 1`,
      [site, since, day],
    );
    const byDay = new Map<string, { videos: ExposureVideo[]; lives: ExposureLive[] }>();
    const dayOf = (d: string) => byDay.get(d) ?? (byDay.set(d, { videos: [], lives: [] }).get(d) as { videos: ExposureVideo[]; lives: ExposureLive[] });
    const goodsOf = (ids: string[]) => ids.map((g) => ({ goodsId: Number(g) }));
    for (const v of videos) dayOf(v.day).videos.push({ id: Number(v.video_id), postedAt: new Date(v.posted_at).toISOString(), views: Number(v.views), goods: v.day < since ? [] : goodsOf(v.goods) });
    for (const l of lives) dayOf(l.day).lives.push({ viewers: Number(l.viewers), goods: goodsOf(l.goods) });
    for (const d of [...byDay.keys()].sort()) memory.exposures.addDay(d, byDay.get(d)?.videos ?? [], byDay.get(d)?.lives ?? []);
    this.sites.set(site, memory);
    return memory;
  }

  /** Forgets a site (its set's transaction failed: what it kept was not written). */
  forget(site: MarketSiteCode): void {
    this.sites.delete(site);
  }

  /**
   * Estimates one site's set of `day` (its passes, videos and lives): each product's window since its last
   * pass within PASS_GAP_DAYS, the level where the counter is rounded fitted to its span of passes and
   * exposure (the counter's alone when it cannot be fitted); a first pass provisional, at the level of the
   * days after it the database holds (days imported newest first).
   */
  async estimateSet(
    sql: MarketSql,
    site: MarketSiteCode,
    day: string,
    sighted: readonly SightedRow[],
    videos: readonly ExposureVideo[],
    lives: readonly ExposureLive[],
    newest?: string,
  ): Promise<EstimatedDay[]> {
    const memory = await this.before(sql, site, day);
    const market = [memory];
    for (const other of TIKTOK_SITES) if (other !== site) market.push(await this.beside(sql, other, day));
    memory.exposures.addDay(day, videos, lives);
    const out: EstimatedDay[] = [];
    const firsts: { s: SightedRow; cur: Sighting }[] = [];
    const today = dayNumber(day);
    // The span's and the rates' first days (SPAN_DAYS, RATE_DAYS before): days compare as their texts (YYYY-MM-DD).
    const spanStart = addDays(day, -SPAN_DAYS);
    const rateStart = addDays(day, -RATE_DAYS);
    for (const s of sighted) {
      const id = s.row.id;
      const cur = sightingOf(site, day, s.row, TIKTOK_OBSERVATION_RULE);
      const kept = (memory.passes.get(id) ?? []).filter((p) => p.day >= rateStart);
      const passes = kept.filter((p) => p.day >= spanStart);
      const last = passes[passes.length - 1];
      const prev = last && today - dayNumber(last.day) <= PASS_GAP_DAYS ? last : undefined;
      const estimates = memory.estimates.get(id) ?? [];
      passes.push(cur);
      kept.push(cur);
      memory.passes.set(id, kept);
      if (!prev) {
        firsts.push({ s, cur });
        continue;
      }
      const level = memory.exposures.levelOf(id, passes, prev);
      const made = estimateWindow(prev, cur, level ? { recentDaily: level.daily, levelSd: level.sd } : { recentDaily: spanDailyOf(passes[0], cur) ?? recentDailyOf(estimates) });
      keepEstimates(estimates, made);
      memory.estimates.set(id, estimates);
      for (const e of made) out.push(dayOf(s, e, cur));
    }
    if (firsts.length) {
      const later = new Map<number, number>();
      for (const r of await sql.query<{ goods_id: string; level: number }>(
        `select goods_id::text as goods_id, avg(sales)::float8 as level from market_tt_product_days
         where site = $1 and day > $2::date and day <= $3::date and goods_id = any($4::int8[]) and estimate_basis not in ('none', 'bounds') and not provisional
         group by goods_id`,
        [site, day, addDays(day, PASS_GAP_DAYS), firsts.map((f) => f.s.row.id)],
      )) {
        later.set(Number(r.goods_id), r.level);
      }
      for (const { s, cur } of firsts) {
        for (const e of estimateWindow(undefined, cur, { laterDaily: later.get(s.row.id) })) out.push(dayOf(s, e, cur));
      }
    }
    // The rounded counters' days of the last REVISED_DAYS made again from the passes through this set's
    // (today's before it is first published), the earlier ones written again: the sets of the feed's last
    // REVISED_DAYS + 1 days (`newest`, the feed's newest day: every set as it arrives day by day; of a first
    // start's many days, the days that can still change; the smoothing costs ~2 s of CPU a small-scale day).
    const made = new Map(out.map((d) => [`${d.goodsId}|${d.day}`, d]));
    const current = (id: number, d: string) => (made.get(`${id}|${d}`) ?? memory.recent.get(id)?.get(d))?.estimate;
    const revising = newest === undefined || dayNumber(newest) - today <= REVISED_DAYS;
    for (const [key, estimate] of revising ? reviseSet(memory, market, today, sighted.map((s) => s.row.id), current) : []) {
      const known = made.get(key);
      if (known) known.estimate = estimate;
      else {
        const before = memory.recent.get(Number(key.slice(0, key.indexOf('|'))))?.get(estimate.day) as EstimatedDay;
        out.push({ ...before, estimate });
      }
      reviseKept(memory.estimates.get(Number(key.slice(0, key.indexOf('|')))), estimate);
    }
    const revisedFrom = addDays(day, -REVISED_DAYS);
    for (const d of out) keepRecent(memory, d);
    for (const [id, days] of memory.recent) {
      for (const d of days.keys()) if (d < revisedFrom) days.delete(d);
      if (days.size === 0) memory.recent.delete(id);
    }
    memory.through = day;
    memory.exposures.forgetBefore(day);
    return out;
  }
}

/** Keeps a product day written (the last REVISED_DAYS' are revised by the sets after it). */
function keepRecent(memory: SiteMemory, d: EstimatedDay): void {
  const days = memory.recent.get(d.goodsId) ?? new Map<string, EstimatedDay>();
  days.set(d.day, d);
  memory.recent.set(d.goodsId, days);
}

function dayOf(s: SightedRow, e: DayEstimate, cur: Sighting): EstimatedDay {
  return { day: e.day, goodsId: s.row.id, site: s.site, categoryId: s.row.categoryId, price: s.row.price, stock: s.row.stock, estimate: e, sighting: e.day === s.day ? cur : null };
}
