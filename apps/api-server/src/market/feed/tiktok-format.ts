// The short-video marketplace's day sets (issue 32 item 4): `<feed>/<YYYY-MM-DD>/tiktok/<SITE>/`, beside the
// first marketplace's site folders of the day, one NDJSON file per kind and `manifest.json` written last,
// as the first marketplace's sets (format.ts). The first marketplace's reader lists site folders only, so
// it never reads this one, and a day without it (a feed from before) simply has no TikTok data.
//
// What a crawler of TikTok Shop sees: the shops and products (price, the commission rate its affiliate
// programme pays creators), the creators, the videos that link products with their counters (views,
// likes, comments, shares: cumulative, measured) and the units each linked product sold through the
// video that day, and the lives with the units each product sold during them. A product's `sales` is
// its units of the day over every channel (videos, lives, its own page); units and sales value are the
// data vendor's estimates, as the first marketplace's are ours.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CATEGORY_IDS } from '@sealens/domain';

import { isDay } from '../days';
import { readCounter, TIKTOK_OBSERVATION_RULE } from '../market-config';
import { SITE_PROFILES } from '../site-profiles';
import { isTiktokSite, TIKTOK_SITES, type TiktokSite } from '../sim/tiktok';

/** Format 2 (issue 33): a product row carries its sold counter as shown and the pass's instant, not its units; goods rows name products only. */
export const TIKTOK_FEED_FORMAT = 2;
/** The simulator's truth beside a set (in no manifest, never read by the importer): each product's, video's and live's units and sales value. */
export const TIKTOK_TRUTH_FILE = 'truth.ndjson';
export const TIKTOK_DIR = 'tiktok';
/** In import order: shops and creators before the products, videos and lives that name them. */
export const TIKTOK_KINDS = ['shops', 'creators', 'products', 'videos', 'lives'] as const;
export type TiktokKind = (typeof TIKTOK_KINDS)[number];
const MANIFEST_FILE = 'manifest.json';
/** Most products one video or live lists. */
export const TT_GOODS_MAX = 20;

export interface TiktokShopRow {
  id: number;
  name: string;
  categoryId: number;
  logo: string;
  rating: number;
  followers: number;
  openedAt: string;
}

export interface TiktokCreatorRow {
  id: number;
  /** The @handle without the @. */
  handle: string;
  name: string;
  /** The category most of what they promote is in. */
  categoryId: number;
  avatar: string;
  followers: number;
}

export interface TiktokProductRow {
  id: number;
  shopId: number;
  categoryId: number;
  title: string;
  price: number;
  /** Percent of a sale the seller pays the creator who made it. */
  commissionRate: number;
  rating: number;
  listedAt: string;
  image: string;
  /**
   * The card's cumulative sold counter as the shop shows it ("356", "1.2k", "123k": TIKTOK_OBSERVATION_RULE),
   * and the instant of the pass that read it; both null on a day the pass missed the card.
   */
  soldShown: string | null;
  observedAt: string | null;
}

/** A product a video or live showed (its units are not shown: the estimate attributes them). */
export interface TiktokGoodsRow {
  goodsId: number;
}

/** The units of a product a video or live sold that day, and their value (the simulator's truth). */
export interface TiktokGoodsTruth {
  goodsId: number;
  units: number;
  gmv: number;
}

/** One line of a set's truth file. */
export type TiktokTruthRow = { kind: 'product'; id: number; units: number; gmv: number } | { kind: 'video' | 'live'; id: number; goods: TiktokGoodsTruth[] };

export interface TiktokVideoRow {
  id: number;
  creatorId: number;
  title: string;
  cover: string;
  postedAt: string;
  durationSec: number;
  /** Counters as shown at the day's pass (cumulative since posting). */
  views: number;
  likes: number;
  comments: number;
  shares: number;
  goods: TiktokGoodsRow[];
}

export interface TiktokLiveRow {
  id: number;
  creatorId: number;
  startAt: string;
  minutes: number;
  viewers: number;
  goods: TiktokGoodsRow[];
}

export interface TiktokRows {
  shops: TiktokShopRow;
  creators: TiktokCreatorRow;
  products: TiktokProductRow;
  videos: TiktokVideoRow;
  lives: TiktokLiveRow;
}

export type TiktokDay = { [K in TiktokKind]?: TiktokRows[K][] };

export interface TiktokManifest {
  format: typeof TIKTOK_FEED_FORMAT;
  marketplace: 'tiktok';
  site: TiktokSite;
  day: string;
  source: 'simulator' | 'crawler';
  files: { [K in TiktokKind]?: { rows: number; sha256: string } };
  createdAt: string;
}

class RowError extends Error {}
const fail = (message: string): never => {
  throw new RowError(message);
};
const MAX_COUNT = 2_000_000_000;

function field(o: Record<string, unknown>, name: string): unknown {
  if (!(name in o)) fail(`${name} is missing`);
  return o[name];
}
function id(o: Record<string, unknown>, name: string): number {
  const v = field(o, name);
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) fail(`${name} must be a positive whole number`);
  return v as number;
}
function count(o: Record<string, unknown>, name: string, max = MAX_COUNT): number {
  const v = field(o, name);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max) fail(`${name} must be a whole number from 0 to ${max}`);
  return v as number;
}
function amount(o: Record<string, unknown>, name: string, max = 1e15): number {
  const v = field(o, name);
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) fail(`${name} must be a number from 0 to ${max}`);
  return v as number;
}
function text(o: Record<string, unknown>, name: string, max: number): string {
  const v = field(o, name);
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) fail(`${name} must be a text of 1 to ${max} characters`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(v as string)) fail(`${name} holds control characters`);
  return v as string;
}
function category(o: Record<string, unknown>): number {
  const v = field(o, 'categoryId');
  if (typeof v !== 'number' || !(CATEGORY_IDS as readonly number[]).includes(v)) fail('categoryId is not one of the 12 categories');
  return v as number;
}
function instant(o: Record<string, unknown>, name: string): string {
  const v = field(o, name);
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) || Number.isNaN(Date.parse(v))) {
    fail(`${name} must be an ISO 8601 instant`);
  }
  return v as string;
}
function picture(o: Record<string, unknown>, name: string): string {
  const v = text(o, name, 500);
  if (!/^\/[A-Za-z0-9._~/-]+$/.test(v) && !/^https:\/\/[^\s"'<>]+$/.test(v)) fail(`${name} must be a site path or an https address`);
  return v;
}
function rating(o: Record<string, unknown>): number {
  const v = amount(o, 'rating', 5);
  return v;
}
/** The sold counter and its pass's instant: both given (a counter TikTok Shop shows) or both null (missed). */
function observed(o: Record<string, unknown>): { soldShown: string | null; observedAt: string | null } {
  const shown = field(o, 'soldShown');
  const atValue = field(o, 'observedAt');
  if (shown === null && atValue === null) return { soldShown: null, observedAt: null };
  if (typeof shown !== 'string' || readCounter(TIKTOK_OBSERVATION_RULE.sold, shown) === undefined) fail('soldShown must be a counter as TikTok Shop shows it ("356", "1.2k", "123k") or null');
  return { soldShown: shown as string, observedAt: instant(o, 'observedAt') };
}

function goods(o: Record<string, unknown>): TiktokGoodsRow[] {
  const v = field(o, 'goods');
  if (!Array.isArray(v) || v.length === 0 || v.length > TT_GOODS_MAX) fail(`goods must be a list of 1 to ${TT_GOODS_MAX} products`);
  const rows = (v as unknown[]).map((g, i) => {
    if (typeof g !== 'object' || g === null || Array.isArray(g)) fail(`goods[${i}] must be an object`);
    const r = g as Record<string, unknown>;
    return { goodsId: id(r, 'goodsId') };
  });
  if (new Set(rows.map((g) => g.goodsId)).size !== rows.length) fail('goods repeats a product');
  return rows;
}

const CHECKS: { [K in TiktokKind]: (site: TiktokSite, o: Record<string, unknown>) => TiktokRows[K] } = {
  shops: (_site, o) => ({
    id: id(o, 'id'),
    name: text(o, 'name', 200),
    categoryId: category(o),
    logo: picture(o, 'logo'),
    rating: rating(o),
    followers: count(o, 'followers'),
    openedAt: instant(o, 'openedAt'),
  }),
  creators: (_site, o) => ({
    id: id(o, 'id'),
    handle: text(o, 'handle', 100),
    name: text(o, 'name', 200),
    categoryId: category(o),
    avatar: picture(o, 'avatar'),
    followers: count(o, 'followers'),
  }),
  products: (site, o) => {
    const price = amount(o, 'price');
    const [min, max] = SITE_PROFILES[site].priceRange;
    if (price < min || price > max) fail(`price ${price} is outside ${SITE_PROFILES[site].currency} ${min} to ${max}`);
    return {
      id: id(o, 'id'),
      shopId: id(o, 'shopId'),
      categoryId: category(o),
      title: text(o, 'title', 500),
      price,
      commissionRate: amount(o, 'commissionRate', 100),
      rating: rating(o),
      listedAt: instant(o, 'listedAt'),
      image: picture(o, 'image'),
      ...observed(o),
    };
  },
  videos: (_site, o) => ({
    id: id(o, 'id'),
    creatorId: id(o, 'creatorId'),
    title: text(o, 'title', 1_000),
    cover: picture(o, 'cover'),
    postedAt: instant(o, 'postedAt'),
    durationSec: count(o, 'durationSec', 36_000),
    views: count(o, 'views', Number.MAX_SAFE_INTEGER),
    likes: count(o, 'likes', Number.MAX_SAFE_INTEGER),
    comments: count(o, 'comments', Number.MAX_SAFE_INTEGER),
    shares: count(o, 'shares', Number.MAX_SAFE_INTEGER),
    goods: goods(o),
  }),
  lives: (_site, o) => ({
    id: id(o, 'id'),
    creatorId: id(o, 'creatorId'),
    startAt: instant(o, 'startAt'),
    minutes: count(o, 'minutes', 24 * 60),
    viewers: count(o, 'viewers'),
    goods: goods(o),
  }),
};

export type TiktokCheck<T> = { ok: true; row: T } | { ok: false; message: string };

/** Checks one parsed line of a `kind` file of `site`: the typed row, or why it is refused. */
export function checkTiktokRow<K extends TiktokKind>(kind: K, site: TiktokSite, value: unknown): TiktokCheck<TiktokRows[K]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'a row must be a JSON object' };
  try {
    return { ok: true, row: CHECKS[kind](site, value as Record<string, unknown>) as TiktokRows[K] };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, message: error.message };
    throw error;
  }
}

export function checkTiktokManifest(value: unknown, site: string, day: string): TiktokCheck<TiktokManifest> {
  if (typeof value !== 'object' || value === null) return { ok: false, message: 'the manifest must be a JSON object' };
  const m = value as Record<string, unknown>;
  if (m['format'] !== TIKTOK_FEED_FORMAT) return { ok: false, message: `format must be ${TIKTOK_FEED_FORMAT}` };
  if (m['marketplace'] !== 'tiktok') return { ok: false, message: 'marketplace must be tiktok' };
  if (m['site'] !== site || !isTiktokSite(site)) return { ok: false, message: `site must be ${site}, the folder's site, one of ${TIKTOK_SITES.join(', ')}` };
  if (m['day'] !== day || !isDay(day)) return { ok: false, message: `day must be ${day}, the folder's day` };
  if (m['source'] !== 'simulator' && m['source'] !== 'crawler') return { ok: false, message: 'source must be simulator or crawler' };
  const files = m['files'];
  if (typeof files !== 'object' || files === null) return { ok: false, message: 'files must be an object' };
  for (const [kind, entry] of Object.entries(files as Record<string, unknown>)) {
    if (!(TIKTOK_KINDS as readonly string[]).includes(kind)) return { ok: false, message: `unknown file kind ${kind}` };
    const e = entry as Record<string, unknown> | null;
    if (!e || typeof e['rows'] !== 'number' || typeof e['sha256'] !== 'string' || !/^[0-9a-f]{64}$/.test(e['sha256'])) {
      return { ok: false, message: `files.${kind} needs rows and a sha256` };
    }
  }
  return { ok: true, row: value as TiktokManifest };
}

export const tiktokSetDir = (feedDir: string, day: string, site: TiktokSite) => join(feedDir, day, TIKTOK_DIR, site);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes one site's TikTok day set, the manifest last and atomically; answers the manifest. */
/** Writes the simulator's truth of a set beside it (TIKTOK_TRUTH_FILE: in no manifest, so the importer never reads it). */
export async function writeTiktokTruth(feedDir: string, day: string, site: TiktokSite, rows: readonly TiktokTruthRow[]): Promise<void> {
  const dir = tiktokSetDir(feedDir, day, site);
  await mkdir(dir, { recursive: true });
  let body = '';
  for (const row of rows) body += JSON.stringify(row) + '\n';
  await writeFile(join(dir, TIKTOK_TRUTH_FILE), body);
}

export async function writeTiktokDay(feedDir: string, day: string, site: TiktokSite, rows: TiktokDay, source: TiktokManifest['source'] = 'simulator'): Promise<TiktokManifest> {
  const dir = tiktokSetDir(feedDir, day, site);
  await mkdir(dir, { recursive: true });
  await rm(join(dir, MANIFEST_FILE), { force: true });
  const manifest: TiktokManifest = { format: TIKTOK_FEED_FORMAT, marketplace: 'tiktok', site, day, source, files: {}, createdAt: `${day}T16:00:00.000Z` };
  for (const kind of TIKTOK_KINDS) {
    const list = rows[kind];
    if (!list) continue;
    let body = '';
    for (const row of list) body += JSON.stringify(row) + '\n';
    await writeFile(join(dir, `${kind}.ndjson`), body);
    manifest.files[kind] = { rows: list.length, sha256: sha256(body) };
  }
  const aside = join(dir, `.${MANIFEST_FILE}.tmp`);
  await writeFile(aside, JSON.stringify(manifest, null, 2) + '\n');
  await rename(aside, join(dir, MANIFEST_FILE));
  return manifest;
}

export interface TiktokProblem {
  /** Relative to the feed folder: `2026-11-23/tiktok/TH/videos.ndjson`. */
  file: string;
  line: number;
  message: string;
}

export interface TiktokSet {
  site: TiktokSite;
  day: string;
  dir: string;
  manifest?: TiktokManifest;
  problem?: TiktokProblem;
}

/** The finished TikTok day sets of `days` (all days when absent), by day then site. */
export async function listTiktokSets(feedDir: string, days?: ReadonlySet<string>): Promise<TiktokSet[]> {
  const dirs = async (dir: string) => {
    try {
      return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const sets: TiktokSet[] = [];
  for (const day of (days ? [...days] : await dirs(feedDir)).filter(isDay).sort()) {
    for (const site of (await dirs(join(feedDir, day, TIKTOK_DIR))).sort()) {
      if (!isTiktokSite(site)) continue;
      const dir = tiktokSetDir(feedDir, day, site);
      const file = `${day}/${TIKTOK_DIR}/${site}/${MANIFEST_FILE}`;
      let raw: string;
      try {
        raw = await readFile(join(dir, MANIFEST_FILE), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        sets.push({ site, day, dir, problem: { file, line: 0, message: 'the manifest is not valid JSON' } });
        continue;
      }
      const checked = checkTiktokManifest(parsed, site, day);
      sets.push(checked.ok ? { site, day, dir, manifest: checked.row } : { site, day, dir, problem: { file, line: 0, message: checked.message } });
    }
  }
  return sets;
}

export interface TiktokFile<K extends TiktokKind> {
  rows: TiktokRows[K][];
  lines: number[];
  sha256: string;
  problems: TiktokProblem[];
}

/** Reads and checks one file of a set against its manifest entry (a file the manifest does not list has no rows). */
export async function readTiktokFile<K extends TiktokKind>(set: TiktokSet, kind: K): Promise<TiktokFile<K>> {
  const file = `${set.day}/${TIKTOK_DIR}/${set.site}/${kind}.ndjson`;
  const out: TiktokFile<K> = { rows: [], lines: [], sha256: '', problems: [] };
  const entry = set.manifest?.files[kind];
  if (!entry) return out;
  let buffer: Buffer;
  try {
    buffer = await readFile(join(set.dir, `${kind}.ndjson`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    out.problems.push({ file, line: 0, message: 'the file is missing (the manifest lists it)' });
    return out;
  }
  out.sha256 = sha256(buffer);
  if (out.sha256 !== entry.sha256) {
    out.problems.push({ file, line: 0, message: 'the file differs from the manifest (SHA-256): changed after the manifest was written' });
    return out;
  }
  const lines = buffer.toString('utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, i) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      out.problems.push({ file, line: i + 1, message: 'not valid JSON' });
      return;
    }
    const checked = checkTiktokRow(kind, set.site, value);
    if (checked.ok) {
      out.rows.push(checked.row);
      out.lines.push(i + 1);
    } else out.problems.push({ file, line: i + 1, message: checked.message });
  });
  return out;
}
