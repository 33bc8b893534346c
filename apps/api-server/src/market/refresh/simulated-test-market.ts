// Test setting of the derive and query tests: a database holding the simulator's market imported up to the
// clock's yesterday. Several files ask for the same market (same seed, scale and clock): on the test
// command's PostgreSQL it is simulated and imported once a run and copied (openPreparedTestDatabase), as
// a tiny 60-day market costs ~50 s on a busy 2-core machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { OpenDatabase } from '../../db/database';
import { openPreparedTestDatabase, simulatedClock } from '../../security/test-database';
import { marketSqlOf } from '../market-sql';
import type { MarketScale } from '../scale';
import { MarketRefresher } from './refresher';

export interface SimulatedTestMarket {
  seed: number;
  /** The clock's instant (ISO): the market ends on the China day before it. */
  now: string;
  scale: MarketScale;
}

export function openSimulatedTestMarket(market: SimulatedTestMarket): Promise<OpenDatabase> {
  return openPreparedTestDatabase(process.env['SEALENS_TEST_DATABASE_URL'], `simulated-test-market ${JSON.stringify(market)}`, async (database) => {
    const feedDir = await mkdtemp(join(tmpdir(), 'sealens-test-market-'));
    try {
      const refresher = new MarketRefresher({ sql: marketSqlOf(database.db), mode: 'local', feedDir, now: simulatedClock(market.now).now, scale: market.scale, seed: market.seed });
      await refresher.tick();
      await refresher.settled();
    } finally {
      await rm(feedDir, { recursive: true, force: true });
    }
  });
}
