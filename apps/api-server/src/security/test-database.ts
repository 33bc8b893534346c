// Test helpers of the security modules: a throwaway migrated database, a simulated clock, and
// random phone numbers/accounts so tests sharing one database never see each other's rows.
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
export async function openTestDatabase(databaseUrl?: string): Promise<OpenDatabase> {
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', migrationsDir });
  const name = `sealens_security_${Date.now().toString(36)}_${cryptoRandom.int(0, 2 ** 30).toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', migrationsDir });
  return {
    ...opened,
    async close() {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name}`);
      } finally {
        await cleanup.end();
      }
    },
  };
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
