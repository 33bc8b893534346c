// Kept answers of GET /api/workbench/ranking (issue 28 item 1): a member's ranking page asked the
// same rows afresh on every rendering (~8 ms of SQL and rows), yet they change only when the market
// data does, and every caller whose rights cut the list the same way reads the same rows. The answer
// is kept as its JSON text, keyed by the normalized query and the cut the caller's rights make
// (rowDepthFor: depth and reason, with the plan level), in a bounded cache (least recently used out,
// by entries and by characters) that forgets everything when the data version moves (every import
// and derivation: market/data-version.ts). Calls of one key that arrive while its answer is being
// made share it. Only a page of rows is kept: a failure is made again each time.
import type { DataVersion } from '../../market/data-version';

/** Answers kept at most. */
export const RANKING_ANSWERS = 500;
/** Characters of JSON kept at most (~one-byte strings: ~24 MB). */
export const RANKING_ANSWER_CHARS = 24_000_000;

export interface RankingAnswers {
  /**
   * The kept answer of `key` at the data version, or `make()`'s, kept when it is a text (undefined:
   * nothing to keep, made again next time).
   */
  answer(key: string, make: () => Promise<string | undefined>): Promise<string | undefined>;
  /** Answers held now (tests, stats). */
  size(): number;
}

interface Kept {
  text: Promise<string | undefined>;
  chars: number;
}

export function rankingAnswers(version: () => Promise<DataVersion>, options: { maxEntries?: number; maxChars?: number } = {}): RankingAnswers {
  const maxEntries = options.maxEntries ?? RANKING_ANSWERS;
  const maxChars = options.maxChars ?? RANKING_ANSWER_CHARS;
  const kept = new Map<string, Kept>();
  let keptVersion: string | undefined;
  let chars = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    chars -= entry.chars;
  };
  const trim = () => {
    while (kept.size > maxEntries || chars > maxChars) {
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
        chars = 0;
        keptVersion = value;
      }
      const hit = kept.get(key);
      if (hit) {
        // Least recently used first out: a hit moves to the end.
        kept.delete(key);
        kept.set(key, hit);
        return hit.text;
      }
      const entry: Kept = { text: make(), chars: 0 };
      kept.set(key, entry);
      trim();
      let text: string | undefined;
      try {
        text = await entry.text;
      } catch (error) {
        if (kept.get(key) === entry) drop(key);
        throw error;
      }
      if (kept.get(key) === entry) {
        if (text === undefined) drop(key);
        else {
          entry.chars = text.length;
          chars += text.length;
          trim();
        }
      }
      return text;
    },
    size: () => kept.size,
  };
}
