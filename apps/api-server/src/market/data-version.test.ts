import { describe, expect, it } from 'vitest';

import type { ServerDeps } from '../api/server-deps';
import { DATA_VERSION_TTL_MS, dataVersionReader } from './data-version';
import type { MarketService } from './market-service';

/** A market whose first start ends when `start()` is called, and whose state rows are counted. */
function fakeMarket() {
  let start: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (start = resolve));
  const state = { reads: 0, version: '3', day: '2026-11-27' };
  const sql = {
    query: async () => {
      state.reads += 1;
      return [
        { key: 'data_version', value: state.version },
        { key: 'stats_day', value: state.day },
      ];
    },
  };
  let now = Date.UTC(2026, 10, 28);
  const deps = { db: {}, now: () => new Date(now), market: { ready, sql } as unknown as MarketService } as unknown as ServerDeps;
  return { deps, state, start, advance: (ms: number) => (now += ms) };
}

describe('dataVersionReader', () => {
  it('answers nothing at once while a first start goes on (one read waits, however many ask), then the kept version', async () => {
    const m = fakeMarket();
    const version = dataVersionReader(m.deps);
    for (let i = 0; i < 5; i++) expect(await version.ifReady()).toBeUndefined();
    expect(m.state.reads).toBe(0);
    m.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(m.state.reads).toBe(1);
    expect(await version.ifReady()).toMatchObject({ value: '3', statsDay: '2026-11-27' });
    expect(await version()).toMatchObject({ value: '3' });
    expect(m.state.reads).toBe(1);
    // Another server's derive is seen once the version's time is up.
    m.state.version = '4';
    m.state.day = '2026-11-28';
    m.advance(DATA_VERSION_TTL_MS - 1);
    expect(await version.ifReady()).toMatchObject({ value: '3' });
    m.advance(1);
    expect(await version.ifReady()).toMatchObject({ value: '4', statsDay: '2026-11-28' });
    expect(m.state.reads).toBe(2);
  });
});
