// Deterministic randomness: every number the simulator draws comes from a generator keyed by the
// seed and what it is about (a product and a day, a shop, ...), so any day of any item can be
// computed alone, in any order, and always comes out the same.

/** Mixes integers into one 32-bit hash (murmur3 finaliser on each step). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Split doubles beyond 32 bits so large ids still mix in fully.
    const lo = part >>> 0;
    const hi = Math.floor(part / 4294967296) >>> 0;
    for (const word of [lo, hi]) {
      let k = Math.imul(word, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      h ^= k;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Stream names, so two uses of the same ids never share numbers. */
export const STREAM = {
  product: 1,
  productDay: 2,
  shop: 3,
  brand: 4,
  keyword: 5,
  keywordDay: 6,
  market: 7,
  live: 8,
  slot: 9,
  productShop: 10,
  observe: 11,
  offer: 12,
} as const;

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** Integer in [min, max]. */
  between(min: number, max: number): number;
  /** Standard normal. */
  normal(): number;
  /** Pareto with minimum 1 and tail index alpha. */
  pareto(alpha: number): number;
  /** A Poisson count with mean lambda (normal approximation above 50). */
  poisson(lambda: number): number;
  /** The index chosen by cumulative weights (ascending, last = total). */
  weighted(cumulative: readonly number[]): number;
}

/** A generator (mulberry32) keyed by the hash of `parts`. */
export function rngOf(...parts: number[]): Rng {
  let a = hash32(...parts);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (n) => Math.floor(next() * n),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal() {
      const u = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    pareto: (alpha) => Math.pow(1 - next(), -1 / alpha),
    poisson(lambda) {
      if (lambda <= 0) return 0;
      if (lambda > 50) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * rng.normal()));
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    weighted(cumulative) {
      const total = cumulative[cumulative.length - 1] ?? 0;
      const x = next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] ?? 0) > x) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
  };
  return rng;
}

/** Running sums of `weights` (for Rng.weighted). */
export function cumulative(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}
