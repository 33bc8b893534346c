// What promoted each TikTok Shop product each day, as a crawler sees it (issue 33): the views its videos
// gained since the day before and the viewers of the lives that showed it, as expected buyers
// (exposure-level.ts). Kept per product and day for the span a rounded counter's level is fitted over,
// by the accuracy bench and by the importer (one call's sets, in memory).
import { addDays, dayNumber } from '../days';
import type { TiktokLiveRow, TiktokVideoRow } from '../feed/tiktok-format';
import type { Sighting } from './estimator';
import { exposureLevel, exposureOf, type ExposureLevel } from './exposure-level';

/** Days of passes a product's video rates are fitted over (tiktok-revision.ts): what the exposures keep. */
export const RATE_DAYS = 28;

/** The market's day (China time, UTC+8) of an instant. */
const marketDayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

/** A day's share of a video's views of each day before (the decay the crawler sees from one day to the next). */
const VIEW_DECAY = 0.72;

/**
 * The views a video gained on the first day it is in the data, `age` days after posting: the share of its
 * counter that day's views are when each day gets VIEW_DECAY of the day before's (the derive's guess too).
 */
function firstDayGain(views: number, age: number): number {
  const a = Math.max(0, age);
  return (views * (1 - VIEW_DECAY) * Math.pow(VIEW_DECAY, a)) / (1 - Math.pow(VIEW_DECAY, a + 1));
}

export type ExposureVideo = Pick<TiktokVideoRow, 'id' | 'postedAt' | 'views' | 'goods'>;
export type ExposureLive = Pick<TiktokLiveRow, 'viewers' | 'goods'>;

export class TiktokExposures {
  /** Each video's views as last seen, and the day. */
  private readonly views = new Map<number, { day: string; views: number }>();
  /** Each product's exposure by day. */
  private readonly byGoods = new Map<number, Map<string, number>>();
  /** Each video's views gained by day (its own rate is fitted to them). */
  private readonly gains = new Map<number, Map<string, number>>();
  /** Each product's videos. */
  private readonly videosOf = new Map<number, Set<number>>();
  /** Each product's lives' viewers by day. */
  private readonly viewersOf = new Map<number, Map<string, number>>();

  /** Sets a video's views as seen on `day` (read back from the database before a call's first set). */
  seenVideo(id: number, day: string, views: number): void {
    const known = this.views.get(id);
    if (!known || known.day <= day) this.views.set(id, { day, views });
  }

  /** Adds a product's exposure of a day (read back from the database). */
  addExposure(goodsId: number, day: string, exposure: number): void {
    if (exposure <= 0) return;
    const days = this.byGoods.get(goodsId) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + exposure);
    this.byGoods.set(goodsId, days);
  }

  /**
   * A day's videos and lives: each video's views gained since it was last seen (a video first seen: its
   * counter's share that day, by the views' decay) and each live's viewers, for each product it links.
   */
  addDay(day: string, videos: readonly ExposureVideo[], lives: readonly ExposureLive[]): void {
    for (const v of videos) {
      const known = this.views.get(v.id);
      const gained = known && known.day < day ? Math.max(0, v.views - known.views) : known ? 0 : firstDayGain(v.views, dayNumber(day) - dayNumber(marketDayOf(v.postedAt)));
      this.seenVideo(v.id, day, v.views);
      if (v.goods.length) {
        const byDay = this.gains.get(v.id) ?? new Map<string, number>();
        byDay.set(day, (byDay.get(day) ?? 0) + gained);
        this.gains.set(v.id, byDay);
      }
      for (const g of v.goods) {
        this.addExposure(g.goodsId, day, exposureOf(gained, 0));
        const list = this.videosOf.get(g.goodsId) ?? new Set<number>();
        list.add(v.id);
        this.videosOf.set(g.goodsId, list);
      }
    }
    for (const l of lives) {
      for (const g of l.goods) {
        this.addExposure(g.goodsId, day, exposureOf(0, l.viewers));
        const byDay = this.viewersOf.get(g.goodsId) ?? new Map<string, number>();
        byDay.set(day, (byDay.get(day) ?? 0) + l.viewers);
        this.viewersOf.set(g.goodsId, byDay);
      }
    }
  }

  /** A product's videos (those linking it on a day kept). */
  videos(goodsId: number): readonly number[] {
    return [...(this.videosOf.get(goodsId) ?? [])].sort((a, b) => a - b);
  }

  /** A video's views gained on a day. */
  gained(videoId: number, day: string): number {
    return this.gains.get(videoId)?.get(day) ?? 0;
  }

  /** A product's lives' viewers on a day. */
  viewers(goodsId: number, day: string): number {
    return this.viewersOf.get(goodsId)?.get(day) ?? 0;
  }

  /** A product's exposure of a day, to a millionth (its sum the same in whatever order its videos came). */
  exposure(goodsId: number, day: string): number {
    return Math.round((this.byGoods.get(goodsId)?.get(day) ?? 0) * 1e6) / 1e6;
  }

  /**
   * The level of a product's window ending at its newest pass (`passes`, oldest first, within SPAN_DAYS),
   * over the days after `prev` (or the newest pass's day alone).
   */
  levelOf(goodsId: number, passes: readonly Sighting[], prev: Sighting | undefined): ExposureLevel | undefined {
    const cur = passes[passes.length - 1];
    if (!cur) return undefined;
    const from = prev && prev.day < cur.day ? dayNumber(prev.day) + 1 : dayNumber(cur.day);
    const windowDays = Array.from({ length: dayNumber(cur.day) - from + 1 }, (_, i) => addDays(cur.day, i - (dayNumber(cur.day) - from)));
    return exposureLevel(passes, (day) => this.exposure(goodsId, day), windowDays);
  }

  /** Forgets what is older than the rates' days before `day` (a long call keeps RATE_DAYS, not all). */
  forgetBefore(day: string): void {
    const oldest = addDays(day, -RATE_DAYS - 1);
    for (const [id, v] of this.views) {
      if (v.day >= oldest) continue;
      this.views.delete(id);
      this.gains.delete(id);
    }
    for (const byDay of [this.byGoods, this.viewersOf, this.gains]) {
      for (const [id, days] of byDay) {
        for (const d of days.keys()) if (d < oldest) days.delete(d);
        if (days.size === 0) byDay.delete(id);
      }
    }
    for (const [id, videos] of this.videosOf) {
      for (const v of videos) if (!this.gains.has(v)) videos.delete(v);
      if (videos.size === 0) this.videosOf.delete(id);
    }
  }
}
