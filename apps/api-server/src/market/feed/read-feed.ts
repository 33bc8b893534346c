// Reads the feed folder: which day sets are there (a manifest marks a finished one), and the rows
// of one file, each line parsed and checked on its own so one bad line costs that line alone.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { isMarketSiteCode, type MarketSiteCode } from '@sealens/domain';

import { isDay } from '../days';
import { checkManifest, checkRow, fileOf, MANIFEST_FILE, type FeedKind, type FeedRows, type Manifest } from './format';
import { sha256, siteDayDir } from './write-feed';

export interface FeedProblem {
  site: MarketSiteCode;
  day: string;
  /** The file's path relative to the feed folder, e.g. `2026-11-23/TH/products.ndjson`. */
  file: string;
  /** 1-based line, 0 for the file as a whole. */
  line: number;
  message: string;
}

export interface SiteDaySet {
  site: MarketSiteCode;
  day: string;
  dir: string;
  manifest?: Manifest;
  /** Why the manifest cannot be used (then nothing of the set is imported). */
  problem?: FeedProblem;
}

async function listDirs(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The finished day sets in `feedDir` (those with a manifest), by day then site; `days` narrows the scan. */
export async function listDaySets(feedDir: string, days?: ReadonlySet<string>): Promise<SiteDaySet[]> {
  const sets: SiteDaySet[] = [];
  for (const day of (await listDirs(feedDir)).filter(isDay).sort()) {
    if (days && !days.has(day)) continue;
    for (const site of (await listDirs(join(feedDir, day))).sort()) {
      if (!isMarketSiteCode(site)) continue;
      const set = await readDaySet(feedDir, day, site);
      if (set) sets.push(set);
    }
  }
  return sets;
}

/** One day set, or undefined when its manifest is not there (not finished yet). */
export async function readDaySet(feedDir: string, day: string, site: MarketSiteCode): Promise<SiteDaySet | undefined> {
  const dir = siteDayDir(feedDir, day, site);
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const file = `${day}/${site}/${MANIFEST_FILE}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { site, day, dir, problem: { site, day, file, line: 0, message: 'the manifest is not valid JSON' } };
  }
  const checked = checkManifest(parsed, site, day);
  if (!checked.ok) return { site, day, dir, problem: { site, day, file, line: 0, message: checked.message } };
  return { site, day, dir, manifest: checked.row };
}

export interface ReadFile<K extends FeedKind> {
  kind: K;
  file: string;
  sha256: string;
  rows: FeedRows[K][];
  /** The 1-based line of each row (for checks that look across rows and files). */
  lines: number[];
  problems: FeedProblem[];
  /** The file as a whole could not be used (missing, or not what the manifest says). */
  failed: boolean;
}

/** Reads and checks one file of a day set against its manifest entry. */
export async function readFeedFile<K extends FeedKind>(set: SiteDaySet, kind: K): Promise<ReadFile<K>> {
  const file = `${set.day}/${set.site}/${fileOf(kind)}`;
  const entry = set.manifest?.files[kind];
  const result: ReadFile<K> = { kind, file, sha256: '', rows: [], lines: [], problems: [], failed: false };
  const problem = (line: number, message: string) => result.problems.push({ site: set.site, day: set.day, file, line, message });
  let buffer: Buffer;
  try {
    buffer = await readFile(join(set.dir, fileOf(kind)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    problem(0, 'the file is missing (the manifest lists it)');
    result.failed = true;
    return result;
  }
  result.sha256 = sha256(buffer);
  if (entry && entry.sha256 !== result.sha256) {
    problem(0, 'the file differs from the manifest (SHA-256): changed after the manifest was written');
    result.failed = true;
    return result;
  }
  const lines = buffer.toString('utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      problem(i + 1, 'empty line');
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problem(i + 1, 'not valid JSON');
      continue;
    }
    const checked = checkRow(kind, set.site, value);
    if (checked.ok) {
      result.rows.push(checked.row);
      result.lines.push(i + 1);
    } else {
      problem(i + 1, checked.message);
    }
  }
  return result;
}
