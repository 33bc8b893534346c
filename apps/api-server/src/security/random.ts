// The randomness every security module draws from. Production uses node:crypto; tests may inject a
// scripted source to pin an otherwise random value.
import { randomBytes, randomInt } from 'node:crypto';

export interface RandomSource {
  /** A uniform integer in [min, max). */
  int(min: number, max: number): number;
  /** `size` uniform random bytes. */
  bytes(size: number): Uint8Array;
}

export const cryptoRandom: RandomSource = {
  int: (min, max) => randomInt(min, max),
  bytes: (size) => randomBytes(size),
};

/** A URL-safe random string (base64url alphabet) of exactly `length` characters. */
export function randomUrlSafe(random: RandomSource, length: number): string {
  const bytes = random.bytes(Math.ceil((length * 3) / 4));
  return Buffer.from(bytes).toString('base64url').slice(0, length);
}

/** Milliseconds after `date` as a new Date. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
