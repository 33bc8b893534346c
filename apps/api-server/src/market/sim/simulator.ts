// The marketplace simulator: writes the feed for any day, deterministically from a seed. Local mode
// runs it for the days the database is missing (src/market/refresh); `npm run market:sim` runs it
// by hand (cli.ts).
import { SITE_CODES, type SiteCode } from '@sealens/domain';

import { dayNumber } from '../days';
import type { FeedDay } from '../feed/format';
import { writeSiteDay } from '../feed/write-feed';
import type { MarketScale } from '../scale';
import { SalesLedger } from './observe';
import { campaignFactor, discountOf, marketMultiplier, planDay, simulateMarket, simulateSiteDay, type DayPlan, type TruthRow } from './simulate-day';
import { Universe } from './universe';
import { writeOfferTruth, writeTruth } from '../feed/write-feed';
import { dayOffers, type OfferTruthRow } from './offers';
import { TIKTOK_SITES, TiktokUniverse } from './tiktok';
import { writeTiktokDay, writeTiktokTruth } from '../feed/tiktok-format';

export class MarketSimulator {
  readonly universe: Universe;
  /** Every product's true units, and what the crawler sees of them (the counters, stock, reviews). */
  readonly ledger: SalesLedger;
  /** The short-video marketplace (issue 32 item 4): streams of its own, made when its first day is written. */
  private tiktok?: TiktokUniverse;

  constructor(
    readonly seed: number,
    readonly scale: MarketScale,
  ) {
    this.universe = new Universe(seed, scale);
    this.ledger = new SalesLedger(
      this.universe,
      (site, typeId, day) => marketMultiplier(seed, site, typeId, day),
      campaignFactor,
      (p, dayNo, campaign) => discountOf(seed, p, dayNo, campaign),
    );
  }

  /** Every site's rows of `day`: items too when `items`, else the market totals alone. */
  day(day: string, items: boolean): Map<SiteCode, FeedDay> {
    const out = new Map<SiteCode, FeedDay>();
    for (const [site, { feed }] of this.dayWithTruth(day, items)) out.set(site, feed);
    return out;
  }

  /** As day(), with each site's truth of its products (none for market totals alone). */
  dayWithTruth(day: string, items: boolean): Map<SiteCode, { feed: FeedDay; truth: TruthRow[]; offerTruth: OfferTruthRow[] }> {
    const out = new Map<SiteCode, { feed: FeedDay; truth: TruthRow[]; offerTruth: OfferTruthRow[] }>();
    if (!items) {
      for (const site of SITE_CODES) out.set(site, { feed: { market: simulateMarket(this.seed, site, day) }, truth: [], offerTruth: [] });
      return out;
    }
    const plan = planDay(this.universe, day);
    for (const site of SITE_CODES) out.set(site, this.siteDay(plan, site));
    this.forgetBefore(day);
    return out;
  }

  /**
   * Writes `day`'s day sets for every site into `feedDir`, each with its truth file beside it (not in
   * the manifest). A site is simulated and written before the next is simulated: the server's event
   * loop (its API, in the same thread) gets a turn between sites, not after a whole day of CPU.
   */
  async writeDay(feedDir: string, day: string, items: boolean): Promise<number> {
    let rows = 0;
    const write = async (site: SiteCode, feed: FeedDay, truth: TruthRow[], offerTruth: OfferTruthRow[] = []) => {
      await writeSiteDay(feedDir, day, site, feed);
      if (items) await writeTruth(feedDir, day, site, truth);
      if (items) await writeOfferTruth(feedDir, day, site, offerTruth);
      for (const list of Object.values(feed)) rows += list?.length ?? 0;
    };
    if (!items) {
      for (const site of SITE_CODES) await write(site, { market: simulateMarket(this.seed, site, day) }, []);
      return rows;
    }
    const plan = planDay(this.universe, day);
    for (const site of SITE_CODES) {
      const { feed, truth, offerTruth } = this.siteDay(plan, site);
      await write(site, feed, truth, offerTruth);
    }
    this.forgetBefore(day);
    return rows;
  }

  /**
   * Writes the short-video marketplace's day sets of `day` (issue 32 item 4) into `feedDir`, a folder of
   * their own beside the sites' (feed/tiktok-format.ts); answers the rows written.
   */
  async writeTiktokDay(feedDir: string, day: string): Promise<number> {
    this.tiktok ??= new TiktokUniverse(this.seed, this.scale);
    let rows = 0;
    const sets = this.tiktok.dayWithTruth(day);
    for (const site of TIKTOK_SITES) {
      const { feed: set, truth } = sets.get(site) ?? { feed: {}, truth: [] };
      await writeTiktokDay(feedDir, day, site, set);
      await writeTiktokTruth(feedDir, day, site, truth);
      for (const list of Object.values(set)) rows += list?.length ?? 0;
    }
    return rows;
  }

  /** A site's rows of a day with its products, and the supplier offers its sourcing search found that day. */
  private siteDay(plan: DayPlan, site: SiteCode): { feed: FeedDay; truth: TruthRow[]; offerTruth: OfferTruthRow[] } {
    const { feed, truth } = simulateSiteDay(this.universe, plan, site, this.ledger);
    const { offers, truth: offerTruth } = dayOffers(this.seed, plan.dayNo, plan.alive.get(site) ?? []);
    return { feed: { ...feed, offers }, truth, offerTruth };
  }

  /** Products delisted long ago are never needed again for later days. */
  private forgetBefore(day: string): void {
    this.universe.forgetBefore(dayNumber(day) - 400);
    this.ledger.forgetBefore(dayNumber(day) - 400);
  }
}
