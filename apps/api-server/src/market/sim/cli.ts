// `npm run market:sim -- --out <feed folder> --from 2026-11-01 --to 2026-11-23 [--seed N] [--scale default] [--market-only]`
//
// Writes the simulated marketplace's daily feed (one day set per site and day, manifest last) for
// the given days: what a crawler would have written. The server in production mode imports such a
// folder (SEALENS_FEED_DIR).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { daysBetween, isDay } from '../days';
import { DEFAULT_MARKET_SEED, MARKET_SCALES, marketScaleOf } from '../scale';
import { MarketSimulator } from './simulator';

function main(): number {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      seed: { type: 'string', default: String(DEFAULT_MARKET_SEED) },
      scale: { type: 'string', default: 'default' },
      'market-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const usage = `usage: npm run market:sim -- --out <dir> --from YYYY-MM-DD --to YYYY-MM-DD [--seed ${DEFAULT_MARKET_SEED}] [--scale ${Object.keys(MARKET_SCALES).join('|')}] [--market-only]`;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const scale = marketScaleOf(values.scale);
  const seed = Number(values.seed);
  if (!values.out || !isDay(values.from) || !isDay(values.to) || values.from > values.to || !scale || !Number.isSafeInteger(seed)) {
    console.error(usage);
    return 2;
  }
  const out = resolve(values.out);
  const days = daysBetween(values.from, values.to);
  void (async () => {
    const simulator = new MarketSimulator(seed, scale);
    const started = performance.now();
    let rows = 0;
    for (const day of days) {
      rows += await simulator.writeDay(out, day, !values['market-only']);
      // The short-video marketplace's sets of the day (issue 32 item 4), in their own folder.
      if (!values['market-only']) rows += await simulator.writeTiktokDay(out, day);
      console.log(`${day}: written`);
    }
    console.log(`${days.length} days, ${rows} rows, seed ${seed}, scale ${scale.name}, into ${out} (${Math.round(performance.now() - started)} ms)`);
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
  return 0;
}

process.exitCode = main();
