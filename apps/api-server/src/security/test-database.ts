// Test helpers of the security modules: a throwaway migrated database, a simulated clock, and
// random phone numbers/accounts so tests sharing one database never see each other's rows.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

import { openDatabase, type OpenDatabase } from '../db/database';
import { cryptoRandom, type RandomSource } from './random';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite in memory, or a fresh database of its own on the PostgreSQL server at `databaseUrl` (dropped
 * again on close, so test files running side by side never migrate the same database at once), with
 * every migration applied.
 */
export async function openTestDatabase(databaseUrl?: string): Promise<TestDatabase> {
  if (!databaseUrl) {
    const opened = await openDatabase({ dataDir: 'memory://', migrationsDir });
    return { ...opened, closeKeeping: () => opened.close() };
  }
  return openCopy(databaseUrl, await migratedTemplate(databaseUrl));
}

export interface TestDatabase extends OpenDatabase {
  /** Its address, on PostgreSQL. */
  url?: string;
  /** Closes it without dropping it (PGlite: closes it). */
  closeKeeping(): Promise<void>;
}

async function openCopy(databaseUrl: string, template: string): Promise<TestDatabase> {
  const name = `sealens_security_${Date.now().toString(36)}_${cryptoRandom.int(0, 2 ** 30).toString(36)}`;
  await withClient(databaseUrl, (admin) => createFromTemplate(admin, name, template));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // The copy already holds every migration: this only reads the journal's table.
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', migrationsDir });
  return {
    ...opened,
    url: url.toString(),
    closeKeeping: () => opened.close(),
    async close() {
      await opened.close();
      await withClient(databaseUrl, (cleanup) => cleanup.query(`drop database if exists ${name}`));
    },
  };
}

/**
 * A fresh test database holding what `prepare` writes into a migrated one. On the test command's
 * PostgreSQL, within one vitest run (SEALENS_TEST_RUN, set by the run's global setup), `prepare` runs once
 * per `key` and every later caller gets a copy: the route tests' harness imports the same simulated market
 * (same seed, scale and clock) in twenty files, ~20-40 s each, and a copy takes a fraction of a second. The
 * run's copies are dropped when it ends, so a changed simulator never meets an old copy. Elsewhere (PGlite,
 * or no run id), `prepare` runs on each database. `key` names everything `prepare` depends on.
 */
export async function openPreparedTestDatabase(
  databaseUrl: string | undefined,
  key: string,
  prepare: (database: OpenDatabase) => Promise<void>,
): Promise<OpenDatabase> {
  const run = process.env[TEST_RUN_VARIABLE];
  if (!databaseUrl || !run) {
    const database = await openTestDatabase(databaseUrl);
    await prepare(database);
    return database;
  }
  const template = `${runDatabasePrefix(run)}${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  await withClient(databaseUrl, async (admin) => {
    // One lock per template: the files of other workers wait for the one that prepares it, then copy it.
    const lockKey = Number.parseInt(template.slice(-8), 16) | 0;
    await admin.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      const building = await openTestDatabase(databaseUrl);
      const name = new URL(building.url ?? '').pathname.slice(1);
      try {
        await prepare(building);
      } catch (error) {
        await building.close();
        throw error;
      }
      await building.closeKeeping();
      await admin.query(`alter database ${name} rename to ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  });
  return openCopy(databaseUrl, template);
}

/** The variable naming the vitest run (set by the global setup; its databases carry it in their names). */
export const TEST_RUN_VARIABLE = 'SEALENS_TEST_RUN';
export const runDatabasePrefix = (run: string) => `sealens_run_${run}_`;

/** Drops the prepared databases of a run (its global setup's teardown). */
export async function dropRunDatabases(databaseUrl: string, run: string): Promise<number> {
  return withClient(databaseUrl, async (admin) => {
    const found = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runDatabasePrefix(run)}%`]);
    for (const { datname } of found.rows) await admin.query(`drop database if exists ${datname}`);
    return found.rows.length;
  });
}

/**
 * The name of a database on the server holding every migration, made once per set of migrations (its name
 * carries their hash) and copied for each test: migrating a fresh database costs ~1 s of the server's time
 * (48 migrations, partitions included), a copy of the migrated one a fraction of it, and the test command
 * opens a few hundred. Test files in several workers build it at most once: an advisory lock orders them.
 */
let templateOfThisProcess: Promise<string> | undefined;
export function migratedTemplate(databaseUrl: string): Promise<string> {
  templateOfThisProcess ??= buildTemplateOnce(databaseUrl).catch((error: unknown) => {
    templateOfThisProcess = undefined;
    throw error;
  });
  return templateOfThisProcess;
}

/** A digest of the migrations folder: a changed or added migration makes a new template. */
export function migrationsDigest(folder = migrationsDir): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) hash.update(file).update(readFileSync(join(folder, file)));
  hash.update(readFileSync(join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_LOCK = 0x5ea1e45; // any constant of our own: pg_advisory_lock's key for building the template

async function buildTemplateOnce(databaseUrl: string): Promise<string> {
  const template = `sealens_template_${migrationsDigest()}`;
  await withClient(databaseUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete: a run stopped half-way leaves no broken template.
      const building = `${template}_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${building}`;
      const migrated = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', migrationsDir });
      await migrated.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  // A copy waits while another session is connected to the template (the server says "is being accessed by
  // other users"): only ever for a moment here, as nothing but a copy touches it.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String((error as Error).message).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface SimulatedClock {
  now: () => Date;
  /** Moves the clock forward (or back, when negative) by `seconds`; fractions allowed. */
  advance(seconds: number): void;
  /** Milliseconds since the clock started. */
  elapsedMs(): number;
}

export function simulatedClock(start = '2031-03-04T05:06:07.000Z'): SimulatedClock {
  const origin = Date.parse(start);
  let at = origin;
  return {
    now: () => new Date(at),
    advance(seconds) {
      at += Math.round(seconds * 1000);
    },
    elapsedMs: () => at - origin,
  };
}

/** A random 11-digit mainland-style mobile number (tests share databases, so never reuse one). */
export function uniqueMobile(): string {
  return `19${String(cryptoRandom.int(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A random private IPv4 address, for the same reason. */
export function uniqueIp(): string {
  return `10.${cryptoRandom.int(0, 256)}.${cryptoRandom.int(0, 256)}.${cryptoRandom.int(1, 255)}`;
}

/** A random account name. */
export function uniqueAccount(): string {
  return `acct-${cryptoRandom.int(0, 2 ** 47).toString(36)}`;
}

/** A random source whose `int` answers come from `ints` first (then from crypto). */
export function scriptedRandom(ints: number[]): RandomSource & { calls: Array<[number, number]> } {
  const queue = [...ints];
  const calls: Array<[number, number]> = [];
  return {
    calls,
    int(min, max) {
      calls.push([min, max]);
      const next = queue.shift();
      return next === undefined ? cryptoRandom.int(min, max) : next;
    },
    bytes: (size) => cryptoRandom.bytes(size),
  };
}

/** How long a person looks at a slide captcha before answering (above CAPTCHA_MIN_ANSWER_MS). */
export const PERSON_ANSWER_SECONDS = 1.5;

/** A person's drag of the slide-captcha piece from 0 to `x`: [x, y, ms since shown], 0.7 s of movement. */
export function personTrail(x: number): number[][] {
  return [
    [0, 20, 0],
    [Math.round(x / 3), 21, 180],
    [Math.round((2 * x) / 3), 23, 420],
    [x, 22, 700],
  ];
}
