// Kept answers of GET /api/workbench/ranking (issue 28 item 1): a member's ranking page asked the
// same rows afresh on every rendering (~8 ms of SQL and rows), yet they change only when the market
// data does, and every caller whose rights cut the list the same way reads the same rows. The answer
// is kept as its JSON bytes (UTF-8, encoded once), keyed by the normalized query and the cut the caller's rights make
// (rowDepthFor: depth and reason, with the plan level), in a bounded cache (least recently used out,
// by entries and by bytes) that forgets everything when the data version moves (every import
// and derivation: market/data-version.ts). Calls of one key that arrive while its answer is being
// made share it. Only a page of rows is kept: a failure is made again each time.
import type { DataVersion } from '../../market/data-version';

/** Answers kept at most. */
export const RANKING_ANSWERS = 500;
/** Bytes of JSON kept at most. */
export const RANKING_ANSWER_BYTES = 24 * 1024 * 1024;

export interface RankingAnswers {
  /**
   * The kept answer of `key` at the data version, or `make()`'s, kept when it is one (undefined:
   * nothing to keep, made again next time). The bytes are shared: never written to.
   */
  answer(key: string, make: () => Promise<Uint8Array | undefined>): Promise<Uint8Array | undefined>;
  /** Answers held now (tests, stats). */
  size(): number;
}

interface Kept {
  bytes: Promise<Uint8Array | undefined>;
  size: number;
}

export function rankingAnswers(version: () => Promise<DataVersion>, options: { maxEntries?: number; maxBytes?: number } = {}): RankingAnswers {
  const maxEntries = options.maxEntries ?? RANKING_ANSWERS;
  const maxBytes = options.maxBytes ?? RANKING_ANSWER_BYTES;
  const kept = new Map<string, Kept>();
  let keptVersion: string | undefined;
  let held = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    held -= entry.size;
  };
  const trim = () => {
    while (kept.size > maxEntries || held > maxBytes) {
      const oldest = kept.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
  };

  return {
    async answer(key, make) {
      const { value } = await version();
      if (value !== keptVersion) {
        kept.clear();
        held = 0;
        keptVersion = value;
      }
      const hit = kept.get(key);
      if (hit) {
        // Least recently used first out: a hit moves to the end.
        kept.delete(key);
        kept.set(key, hit);
        return hit.bytes;
      }
      const entry: Kept = { bytes: make(), size: 0 };
      kept.set(key, entry);
      trim();
      let bytes: Uint8Array | undefined;
      try {
        bytes = await entry.bytes;
      } catch (error) {
        if (kept.get(key) === entry) drop(key);
        throw error;
      }
      if (kept.get(key) === entry) {
        if (bytes === undefined) drop(key);
        else {
          entry.size = bytes.byteLength;
          held += bytes.byteLength;
          trim();
        }
      }
      return bytes;
    },
    size: () => kept.size,
  };
}
