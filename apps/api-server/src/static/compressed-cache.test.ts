import { readFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { CompressedCache } from './compressed-cache';

const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `line ${i} of the bundle\n`).join(''));

describe('CompressedCache', () => {
  it('reads and compresses once for concurrent and repeated requests', async () => {
    const cache = new CompressedCache({ upgrade: false });
    let reads = 0;
    const read = async () => {
      reads += 1;
      return text(500);
    };
    const file = { path: '/x.js', mtimeMs: 1, size: 1 };
    const [a, b] = await Promise.all([cache.get(file, 'br', read), cache.get(file, 'br', read)]);
    const c = await cache.get(file, 'br', read);
    expect(reads).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    // A rebuilt file (new mtime) is a new key, never the stale bytes.
    await cache.get({ ...file, mtimeMs: 2 }, 'br', read);
    expect(reads).toBe(2);
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    const cache = new CompressedCache({ maxBytes: 1, upgrade: false });
    await cache.get({ path: '/a', mtimeMs: 1, size: 1 }, 'gzip', async () => text(100));
    await cache.get({ path: '/b', mtimeMs: 1, size: 1 }, 'gzip', async () => text(100));
    expect(cache.size).toBe(1);
  });

  it('upgrades to the best Brotli level in the background', async () => {
    const cache = new CompressedCache();
    // Real source text: synthetic repetitive input does not show Brotli 11's gain.
    const names = ['serve-site.ts', 'compressed-cache.ts', 'site-path.ts', 'conditional.ts'];
    const source = Buffer.concat(await Promise.all(names.map((n) => readFile(new URL(n, import.meta.url)))));
    const file = { path: '/big.js', mtimeMs: 1, size: source.length };
    const fast = await cache.get(file, 'br', async () => source);
    await cache.idle();
    const best = await cache.get(file, 'br', async () => source);
    expect(best.byteLength).toBeLessThan(fast.byteLength);
    expect(brotliDecompressSync(best).equals(source)).toBe(true);
  });
});
