// The marketplace simulator: writes the feed for any day, deterministically from a seed. Local mode
// runs it for the days the database is missing (src/market/refresh); `npm run market:sim` runs it
// by hand (cli.ts).
import { SITE_CODES, type SiteCode } from '@sealens/domain';

import { dayNumber } from '../days';
import type { FeedDay } from '../feed/format';
import { writeSiteDay } from '../feed/write-feed';
import type { MarketScale } from '../scale';
import { planDay, simulateMarket, simulateSiteDay } from './simulate-day';
import { Universe } from './universe';

export class MarketSimulator {
  readonly universe: Universe;

  constructor(
    readonly seed: number,
    readonly scale: MarketScale,
  ) {
    this.universe = new Universe(seed, scale);
  }

  /** Every site's rows of `day`: items too when `items`, else the market totals alone. */
  day(day: string, items: boolean): Map<SiteCode, FeedDay> {
    const out = new Map<SiteCode, FeedDay>();
    if (!items) {
      for (const site of SITE_CODES) out.set(site, { market: simulateMarket(this.seed, site, day) });
      return out;
    }
    const plan = planDay(this.universe, day);
    for (const site of SITE_CODES) out.set(site, simulateSiteDay(this.universe, plan, site));
    // Products delisted long ago are never needed again for later days.
    this.universe.forgetBefore(dayNumber(day) - 400);
    return out;
  }

  /** Writes `day`'s day sets for every site into `feedDir`. */
  async writeDay(feedDir: string, day: string, items: boolean): Promise<number> {
    let rows = 0;
    for (const [site, feedDay] of this.day(day, items)) {
      await writeSiteDay(feedDir, day, site, feedDay);
      for (const list of Object.values(feedDay)) rows += list?.length ?? 0;
    }
    return rows;
  }
}
