import { describe, expect, it } from 'vitest';
import {
  addSearch,
  clearSearches,
  EMPTY_SEARCH_HISTORY,
  removeSearchAt,
  SEARCH_HISTORY_LIMIT,
  SEARCH_HISTORY_LISTS,
  SEARCH_HISTORY_TYPE_CODES,
  searchHistoryListOf,
  type SearchHistory,
} from './history';

const history: SearchHistory = { good: ['b', 'a'], mall: ['shop'], hot_words: ['hot'] };

describe('search history (spec §3, §4)', () => {
  it('has three lists and the clear-all codes 1, 2, 4', () => {
    expect(SEARCH_HISTORY_LISTS).toEqual(['good', 'mall', 'hot_words']);
    expect(SEARCH_HISTORY_TYPE_CODES).toEqual({ good: 1, mall: 2, hot_words: 4 });
    expect(searchHistoryListOf(4)).toBe('hot_words');
    expect(searchHistoryListOf(3)).toBeUndefined();
    expect(SEARCH_HISTORY_LIMIT).toBe(10);
  });

  it('adds at the front of its list only, trimmed', () => {
    expect(addSearch(history, 'good', ' c ')).toEqual({ ...history, good: ['c', 'b', 'a'] });
    expect(history.good).toEqual(['b', 'a']);
  });

  it('moves a repeated term to the front instead of duplicating it', () => {
    expect(addSearch(history, 'good', 'a').good).toEqual(['a', 'b']);
  });

  it('ignores blank terms', () => {
    expect(addSearch(history, 'mall', '   ')).toBe(history);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    let h: SearchHistory = EMPTY_SEARCH_HISTORY;
    for (let i = 1; i <= 11; i++) h = addSearch(h, 'hot_words', `t${i}`);
    expect(h.hot_words).toHaveLength(10);
    expect(h.hot_words[0]).toBe('t11');
    expect(h.hot_words).not.toContain('t1');
    expect(EMPTY_SEARCH_HISTORY.hot_words).toEqual([]);
  });

  it('removes single entries by index', () => {
    expect(removeSearchAt(history, 'good', 0).good).toEqual(['a']);
    expect(removeSearchAt(history, 'good', 2)).toBe(history);
    expect(removeSearchAt(history, 'good', -1)).toBe(history);
  });

  it('clears one list by type code', () => {
    expect(clearSearches(history, 1)).toEqual({ ...history, good: [] });
    expect(clearSearches(history, 2)).toEqual({ ...history, mall: [] });
    expect(clearSearches(history, 4)).toEqual({ ...history, hot_words: [] });
    expect(clearSearches(history, 3)).toBe(history);
  });
});
