// The estimates' error against the simulator's truth (issue 33 item 3), behind `npm run bench:accuracy`
// (tools/bench/accuracy-bench.mjs starts it): runs the simulator over a period, the estimator over its
// feed rows as the importer does, and prints and writes the error table (overall, by site, category,
// sales level and basis, and the shops', brands' and categories' summed intervals) to a JSON file, the
// method page's figures, with the short-video marketplace's products' table (`--tiktok` alone: that table
// measured and written into the file, the rest kept). Not part of the tests.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { CATEGORIES } from '@sealens/domain';

import { isDay } from '../days';
import { ACCURACY_TARGETS, AGGREGATE_DAYS, measureAccuracy, measureTiktokAccuracy, type AccuracyTable, type ErrorFigures, type TiktokAccuracyTable } from '../estimate/accuracy';
import { REVISED_DAYS } from '../estimate/tiktok-revision';
import { DEFAULT_MARKET_SEED, MARKET_SCALES, marketScaleOf } from '../scale';

/** Where the table goes by default: beside the estimator, for the method page to read. */
export const ACCURACY_FILE = fileURLToPath(new URL('../estimate/accuracy-table.json', import.meta.url));

const pct = (v: number | null) => (v === null ? '     -' : `${(v * 100).toFixed(1).padStart(5)}%`);

function line(label: string, f: ErrorFigures): string {
  return `${label.padEnd(30)} ${pct(f.headMdape)} (${String(f.headDays).padStart(6)})   ${pct(f.tailWeeklyMdape)} (${String(f.tailWeeks).padStart(6)})   ${pct(f.inInterval)}   ${String(f.days).padStart(8)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'default' },
      seed: { type: 'string', default: String(DEFAULT_MARKET_SEED) },
      from: { type: 'string', default: '2026-10-15' },
      to: { type: 'string', default: '2026-11-11' },
      out: { type: 'string', default: ACCURACY_FILE },
      tiktok: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const usage = `usage: npm run bench:accuracy -- [--scale ${Object.keys(MARKET_SCALES).join('|')}] [--from 2026-10-15] [--to 2026-11-11] [--seed N] [--out <json file>] [--tiktok]`;
  if (values.help) return void console.log(usage);
  const scale = marketScaleOf(values.scale);
  const seed = Number(values.seed);
  if (!scale || !isDay(values.from) || !isDay(values.to) || values.from > values.to || !Number.isSafeInteger(seed)) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const tiktok = (): TiktokAccuracyTable => {
    const started = performance.now();
    const tt = measureTiktokAccuracy({ seed, scale, from: values.from, to: values.to });
    console.log(`TikTok Shop estimate accuracy: scale ${scale.name}, seed ${seed}, ${values.from} to ${values.to} (${Math.round((performance.now() - started) / 1000)} s)`);
    for (const [title, t] of [[`revised (${REVISED_DAYS} days of passes after the day)`, tt], ['first published', tt.firstPublished]] as const) {
      console.log(`${title.padEnd(30)} daily MdAPE (days)   7-day MdAPE (weeks)   inside   product-days`);
      console.log(line('overall', t.overall));
      for (const [k, f] of Object.entries(t.byLevel)) console.log(line(`units/day ${k}`, f));
      for (const [k, f] of Object.entries(t.bySite)) console.log(line(`site ${k}`, f));
    }
    console.log(`basis: ${Object.entries(tt.byBasis).map(([k, v]) => `${k} ${pct(v).trim()}`).join(', ')}`);
    return tt;
  };
  if (values.tiktok) {
    // The short-video marketplace's products alone, written into the file's TikTok table (the first marketplace's kept).
    const tt = tiktok();
    const kept = JSON.parse(await readFile(values.out, 'utf8')) as AccuracyTable;
    await writeFile(values.out, JSON.stringify({ ...kept, tiktok: tt }, null, 2) + '\n');
    console.log(`written to ${values.out} (its TikTok table)`);
    return;
  }
  const started = performance.now();
  const table = measureAccuracy({ seed, scale, from: values.from, to: values.to });
  const names = new Map(CATEGORIES.map((c) => [String(c.id), c.name]));
  console.log(`SeaLens estimate accuracy: scale ${scale.name}, seed ${seed}, ${values.from} to ${values.to} (${Math.round((performance.now() - started) / 1000)} s)`);
  console.log(`targets: daily MdAPE <= ${ACCURACY_TARGETS.headMdape * 100}% (10+ units/day), 7-day MdAPE <= ${ACCURACY_TARGETS.tailWeeklyMdape * 100}% (long tail), >= ${ACCURACY_TARGETS.inInterval * 100}% inside the interval`);
  console.log(`${''.padEnd(30)} daily MdAPE (days)   7-day MdAPE (weeks)   inside   product-days`);
  console.log(line('overall', table.overall));
  for (const [k, f] of Object.entries(table.byLevel)) console.log(line(`units/day ${k}`, f));
  for (const [k, f] of Object.entries(table.bySite)) console.log(line(`site ${k}`, f));
  for (const [k, f] of Object.entries(table.byCategory)) console.log(line(`${names.get(k) ?? k}`.slice(0, 30), f));
  console.log(`basis: ${Object.entries(table.byBasis).map(([k, v]) => `${k} ${pct(v).trim()}`).join(', ')}`);
  console.log(`aggregates, ${AGGREGATE_DAYS} days    7-day MdAPE   inside   weeks`);
  for (const [k, f] of Object.entries(table.aggregates)) console.log(`${k.padEnd(30)} ${pct(f.weeklyMdape)}        ${pct(f.inInterval)}   ${String(f.weeks).padStart(7)}`);
  await writeFile(values.out, JSON.stringify({ ...table, tiktok: tiktok() }, null, 2) + '\n');
  console.log(`written to ${values.out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
