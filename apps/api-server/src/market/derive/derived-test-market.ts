// The 60-day tiny market of the derive tests (openSimulatedTestMarket: on PostgreSQL simulated and
// imported once a run, then copied), opened before a test file's tests with its workbench reads and
// closed after them: the set-up the files of this session's derived tables share.
import { afterAll, beforeAll } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { WorkbenchQueries } from '../queries/workbench-queries';
import { openSimulatedTestMarket } from '../refresh/simulated-test-market';
import { MARKET_SCALES } from '../scale';

export interface DerivedTestMarket {
  readonly sql: MarketSql;
  readonly reads: WorkbenchQueries;
}

/** Registers the file's hooks for the market of `seed` (`prepare` runs once it is open); its sql and reads inside the tests. */
export function derivedTestMarket(seed: number, prepare?: (sql: MarketSql) => Promise<void>): DerivedTestMarket {
  let database: OpenDatabase | undefined;
  let opened: DerivedTestMarket | undefined;
  beforeAll(async () => {
    database = await openSimulatedTestMarket({ seed, now: '2026-10-01T04:00:00Z', scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 } });
    const sql = marketSqlOf(database.db);
    await prepare?.(sql);
    opened = { sql, reads: new WorkbenchQueries(sql) };
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });
  const market = (): DerivedTestMarket => {
    if (!opened) throw new Error('the test market is not open (its beforeAll failed)');
    return opened;
  };
  return {
    get sql() {
      return market().sql;
    },
    get reads() {
      return market().reads;
    },
  };
}
