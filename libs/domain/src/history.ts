// Recent searches (spec §3, §4): three lists kept in the persisted store. Pure functions: each
// returns a new history and leaves the one it was given alone.

export const SEARCH_HISTORY_LISTS = ['good', 'mall', 'hot_words'] as const;
export type SearchHistoryList = (typeof SEARCH_HISTORY_LISTS)[number];

export type SearchHistory = Readonly<Record<SearchHistoryList, readonly string[]>>;

/** Clear-all type codes (spec §4): 1 goods, 2 shops, 4 hot words. */
export const SEARCH_HISTORY_TYPE_CODES = { good: 1, mall: 2, hot_words: 4 } as const;
export type SearchHistoryTypeCode = (typeof SEARCH_HISTORY_TYPE_CODES)[SearchHistoryList];

/**
 * Entries kept per list. The spec gives no cap; ten is what a dropdown shows without scrolling and
 * keeps the persisted store small. The oldest entries fall off the end.
 */
export const SEARCH_HISTORY_LIMIT = 10;

export const EMPTY_SEARCH_HISTORY: SearchHistory = { good: [], mall: [], hot_words: [] };

export function searchHistoryListOf(code: number): SearchHistoryList | undefined {
  return SEARCH_HISTORY_LISTS.find((list) => SEARCH_HISTORY_TYPE_CODES[list] === code);
}

/**
 * Puts `term` (trimmed) at the front of its list. A term already present moves to the front rather
 * than appearing twice; a blank term changes nothing.
 */
export function addSearch(history: SearchHistory, list: SearchHistoryList, term: string): SearchHistory {
  const value = term.trim();
  if (!value) return history;
  const rest = (history[list] ?? []).filter((t) => t !== value);
  return { ...history, [list]: [value, ...rest].slice(0, SEARCH_HISTORY_LIMIT) };
}

/** Removes the entry at `index`; an index outside the list changes nothing. */
export function removeSearchAt(history: SearchHistory, list: SearchHistoryList, index: number): SearchHistory {
  const entries = history[list] ?? [];
  if (!Number.isInteger(index) || index < 0 || index >= entries.length) return history;
  return { ...history, [list]: entries.filter((_, i) => i !== index) };
}

/** Clear-all by type code (1, 2 or 4); an unknown code changes nothing. */
export function clearSearches(history: SearchHistory, typeCode: number): SearchHistory {
  const list = searchHistoryListOf(typeCode);
  return list ? { ...history, [list]: [] } : history;
}
