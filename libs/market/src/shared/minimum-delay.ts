// Spec §9 "data-fetch minimum delay 200 ms": a lookup's loading state lasts at least this long, so
// a fast answer does not flash a spinner for one frame and the result does not jump in.
import { DATA_FETCH_MIN_DELAY_MS } from '@sealens/domain';

/** Settles like `work`, but never sooner than `ms` after the call. */
export async function withMinimumDelay<T>(work: Promise<T>, ms: number = DATA_FETCH_MIN_DELAY_MS): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [settled] = await Promise.all([work.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error })), wait]);
  if (settled.ok) return settled.value;
  throw settled.error;
}
