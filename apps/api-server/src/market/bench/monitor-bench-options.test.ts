import { describe, expect, it } from 'vitest';

import { MARKET_SCALES } from '../scale';
import { EVALUATION_DAYS, parseMonitorBenchOptions, type MonitorBenchOptions } from './monitor-bench-options';

function options(args: string[]): MonitorBenchOptions {
  const parsed = parseMonitorBenchOptions(args);
  if (!('options' in parsed)) throw new Error(`not parsed: ${JSON.stringify(parsed)}`);
  return parsed.options;
}

function error(args: string[]): string | undefined {
  const parsed = parseMonitorBenchOptions(args);
  return 'error' in parsed ? parsed.error : undefined;
}

describe('bench:monitors options', () => {
  it('imports the 17 item days the evaluation reads at the default scale when nothing is named', () => {
    expect(EVALUATION_DAYS).toBe(17);
    const plain = options([]);
    expect(plain).toEqual({ scaleName: 'default', scale: { ...MARKET_SCALES.default, itemDays: 17, readyItemDays: 17, marketDays: 17 } });
    expect(options(['--data-dir', '/tmp/kept-monitors'])).toMatchObject({ dataDir: '/tmp/kept-monitors' });
    expect(parseMonitorBenchOptions(['--help'])).toEqual({ help: true });
  });

  it('makes up the large scale database`s missing item days with --backfill-days', () => {
    const large = options(['--scale', 'large', '--backfill-days', '15']);
    expect(large).toMatchObject({ scaleName: 'large', backfillDays: 15 });
    // Its market, when the database has none, is imported with the days the backfill does not write.
    expect(options(['--scale', 'tiny', '--item-days', '2', '--backfill-days', '15']).scale).toMatchObject({ itemDays: 2, readyItemDays: 2, marketDays: 2 });
    // Deeper than the evaluation reads is allowed (the further days are read by nothing but cost nothing to refuse).
    expect(options(['--item-days', '2', '--backfill-days', '30'])).toMatchObject({ backfillDays: 30 });
  });

  it('refuses what it cannot run instead of running something else', () => {
    expect(error(['--scale', 'huge'])).toMatch(/no scale named huge/);
    expect(error(['--backfill-days', '0'])).toMatch(/--backfill-days 0: a whole number/);
    expect(error(['--backfill-days', '-3'])).toMatch(/backfill-days/);
    expect(error(['--backfill-days', '1.5'])).toMatch(/--backfill-days 1.5/);
    expect(error(['--backfill-days'])).toMatch(/backfill-days/);
    expect(error(['--item-days', 'all'])).toMatch(/--item-days all/);
    // Fewer item days than the evaluation reads, and no backfill (or too short a one) to make them up.
    expect(error(['--item-days', '16'])).toMatch(/the evaluation reads 17 item days/);
    expect(error(['--item-days', '2', '--backfill-days', '14'])).toMatch(/--item-days 2 and --backfill-days 14: the evaluation reads 17/);
    expect(error(['--backfill', '15'])).toMatch(/backfill/);
  });
});
