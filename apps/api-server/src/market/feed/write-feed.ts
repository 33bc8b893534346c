// Writes a day set the way the crawler must: every file first, the manifest (with the files' row
// counts and SHA-256) last and atomically (written aside, then renamed), so a reader never imports
// a half-written day.
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { MarketSiteCode } from '@sealens/domain';

import { FEED_FORMAT, FEED_KINDS, MANIFEST_FILE, OFFER_TRUTH_FILE, TRUTH_FILE, fileOf, type FeedDay, type Manifest } from './format';

export function siteDayDir(feedDir: string, day: string, site: MarketSiteCode): string {
  return join(feedDir, day, site);
}

/** NDJSON text of rows: one JSON object per line, a newline after each. */
export function ndjson(rows: readonly unknown[]): string {
  let out = '';
  for (const row of rows) out += JSON.stringify(row) + '\n';
  return out;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Writes one site's day set; answers the manifest. */
export async function writeSiteDay(
  feedDir: string,
  day: string,
  site: MarketSiteCode,
  rows: FeedDay,
  options: { source?: Manifest['source']; createdAt?: string } = {},
): Promise<Manifest> {
  const dir = siteDayDir(feedDir, day, site);
  await mkdir(dir, { recursive: true });
  await rm(join(dir, MANIFEST_FILE), { force: true });
  const manifest: Manifest = {
    format: FEED_FORMAT,
    site,
    day,
    source: options.source ?? 'simulator',
    files: {},
    // Deterministic by default: the same seed writes byte-identical day sets.
    createdAt: options.createdAt ?? `${day}T16:00:00.000Z`,
  };
  for (const kind of FEED_KINDS) {
    const list = rows[kind];
    if (!list) continue;
    const text = ndjson(list);
    await writeFile(join(dir, fileOf(kind)), text);
    manifest.files[kind] = { rows: list.length, sha256: sha256(text) };
  }
  const aside = join(dir, `.${MANIFEST_FILE}.tmp`);
  await writeFile(aside, JSON.stringify(manifest, null, 2) + '\n');
  await rename(aside, join(dir, MANIFEST_FILE));
  return manifest;
}

/**
 * Writes the simulator's truth of a site's day (issue 33) beside its day set: listed in no manifest,
 * so the importer never reads it; the accuracy bench compares the estimates with it.
 */
export async function writeTruth(feedDir: string, day: string, site: MarketSiteCode, rows: readonly unknown[]): Promise<void> {
  const dir = siteDayDir(feedDir, day, site);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, TRUTH_FILE), ndjson(rows));
}

/** Writes which offer each sourced product of the day's offers came from (issue 30), as writeTruth: in no manifest. */
export async function writeOfferTruth(feedDir: string, day: string, site: MarketSiteCode, rows: readonly unknown[]): Promise<void> {
  const dir = siteDayDir(feedDir, day, site);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, OFFER_TRUTH_FILE), ndjson(rows));
}
