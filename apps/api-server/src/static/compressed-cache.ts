import { compress, type Encoding } from '../http/compression';

interface Entry {
  bytes: Buffer;
  best: boolean;
}

export interface CompressedCacheOptions {
  /** Upper bound of cached compressed bytes; least recently used entries leave first. */
  maxBytes?: number;
  /** Files above this are compressed per request and never cached. */
  maxEntryBytes?: number;
  /** Recompress at the best level in the background after a fast first answer. */
  upgrade?: boolean;
}

/**
 * Compressed bytes of static files keyed by path + mtime + size + encoding. A cache, not state: a
 * restart or another instance just recomputes it, and a rebuilt file has a new key.
 *
 * The first request gets a fast compression (Brotli 11 takes seconds on a 1 MB bundle); a
 * background queue then replaces it with the best level, so later visitors get the smallest bytes.
 */
export class CompressedCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<Buffer>>();
  readonly #maxBytes: number;
  readonly #maxEntryBytes: number;
  readonly #upgrade: boolean;
  #bytes = 0;
  #queue: Promise<void> = Promise.resolve();

  constructor({ maxBytes = 64 * 1024 * 1024, maxEntryBytes = 8 * 1024 * 1024, upgrade = true }: CompressedCacheOptions = {}) {
    this.#maxBytes = maxBytes;
    this.#maxEntryBytes = maxEntryBytes;
    this.#upgrade = upgrade;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  async get(
    file: { path: string; mtimeMs: number; size: number },
    encoding: Encoding,
    read: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const key = `${file.path}\0${file.mtimeMs}\0${file.size}\0${encoding}`;
    const hit = this.#entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.bytes;
    }
    const pending = this.#inFlight.get(key);
    if (pending) return pending;

    const work = (async () => {
      const source = await read();
      const bytes = await compress(source, encoding, 'fast');
      if (source.byteLength <= this.#maxEntryBytes) {
        this.#store(key, { bytes, best: false });
        if (this.#upgrade) this.#scheduleUpgrade(key, source, encoding);
      }
      return bytes;
    })();
    this.#inFlight.set(key, work);
    try {
      return await work;
    } finally {
      this.#inFlight.delete(key);
    }
  }

  /** Resolves when queued background recompressions are done (tests, graceful shutdown). */
  idle(): Promise<void> {
    return this.#queue;
  }

  #scheduleUpgrade(key: string, source: Buffer, encoding: Encoding): void {
    // One at a time: the upgrade must not starve the thread pool that serves file reads.
    this.#queue = this.#queue.then(async () => {
      const current = this.#entries.get(key);
      if (!current || current.best) return; // evicted meanwhile, or already done
      try {
        const bytes = await compress(source, encoding, 'best');
        const latest = this.#entries.get(key);
        if (!latest) return;
        // Highly repetitive input can come out larger at quality 11; keep whichever is smaller.
        this.#store(key, { bytes: bytes.byteLength < latest.bytes.byteLength ? bytes : latest.bytes, best: true });
      } catch {
        // Keep the fast bytes; a failed upgrade only costs a few percent of size.
      }
    });
  }

  #store(key: string, entry: Entry): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.bytes.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes.byteLength;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes || oldestKey === key) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.bytes.byteLength;
    }
  }
}
