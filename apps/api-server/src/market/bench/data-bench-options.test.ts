import { describe, expect, it } from 'vitest';

import { DEFAULT_MARKET_SEED, MARKET_SCALES } from '../scale';
import { parseDataBenchOptions, type DataBenchOptions } from './data-bench-options';

function options(args: string[]): DataBenchOptions {
  const parsed = parseDataBenchOptions(args);
  if (!('options' in parsed)) throw new Error(`not parsed: ${JSON.stringify(parsed)}`);
  return parsed.options;
}

function error(args: string[]): string | undefined {
  const parsed = parseDataBenchOptions(args);
  return 'error' in parsed ? parsed.error : undefined;
}

describe('bench:data options', () => {
  it('times the second and the short-video marketplace on an existing --scale large database', () => {
    const lazada = options(['--scale', 'large', '--queries-only', '--lazada', '--iterations', '100']);
    expect(lazada).toEqual({ scale: MARKET_SCALES.large, iterations: 100, seed: DEFAULT_MARKET_SEED, queriesOnly: true, derive: false, part: 'lazada' });
    const tiktok = options(['--scale', 'large', '--queries-only', '--tiktok']);
    expect(tiktok).toMatchObject({ scale: MARKET_SCALES.large, iterations: 200, queriesOnly: true, part: 'tiktok' });
    // The workbench search alone (issue 29 item 6).
    expect(options(['--scale', 'large', '--queries-only', '--search'])).toMatchObject({ scale: MARKET_SCALES.large, queriesOnly: true, part: 'search' });
    // The large scale's first start, one item day (how the large database was built).
    expect(options(['--scale', 'large', '--item-days', '1', '--workbench'])).toMatchObject({
      scale: { ...MARKET_SCALES.large, itemDays: 1, readyItemDays: 1 },
      itemDays: 1,
      part: 'workbench',
      queriesOnly: false,
    });
  });

  it('keeps the default scale, every query and the clock when nothing is named', () => {
    expect(options([])).toEqual({ scale: MARKET_SCALES.default, iterations: 200, seed: DEFAULT_MARKET_SEED, queriesOnly: false, derive: false });
    // More item days than ready ones: the ready days stay the scale's.
    expect(options(['--item-days', '90']).scale).toMatchObject({ itemDays: 90, readyItemDays: 60 });
    expect(options(['--now', '2026-11-28T04:00:00Z', '--data-dir', '/tmp/kept', '--seed', '7'])).toMatchObject({
      now: Date.parse('2026-11-28T04:00:00Z'),
      dataDir: '/tmp/kept',
      seed: 7,
    });
    expect(parseDataBenchOptions(['--help'])).toEqual({ help: true });
  });

  it('refuses what it cannot run instead of running something else', () => {
    expect(error(['--scale', 'huge'])).toMatch(/no scale named huge/);
    expect(error(['--item-days', '0'])).toMatch(/--item-days 0/);
    expect(error(['--item-days', '2.5'])).toMatch(/--item-days 2.5/);
    expect(error(['--iterations', 'many'])).toMatch(/--iterations many/);
    expect(error(['--seed=-1'])).toMatch(/--seed -1/);
    expect(error(['--now', 'yesterday'])).toMatch(/--now yesterday/);
    // Two parts at once ran the first of the bench's branches and dropped the other.
    expect(error(['--scale', 'large', '--queries-only', '--lazada', '--tiktok'])).toMatch(/--tiktok and --lazada: one part a run/);
    expect(error(['--derive', '--workbench'])).toMatch(/--derive goes with --queries-only/);
    expect(error(['--lazda'])).toMatch(/lazda/);
  });
});
