// One list of the persisted search history (the auth store's `history`, saved under sealens-store)
// with its operations: the store's own actions, so adding, removing and clearing behave exactly as
// domain/history.ts says (moved not duplicated, capped, cleared by type code 1, 2 or 4).
import { useSearchHistory } from '@sealens/auth';
import { SEARCH_HISTORY_TYPE_CODES, type SearchHistoryList } from '@sealens/domain';
import { useHydrated } from '../shared/use-hydrated';

export interface StoredSearchHistory {
  /** Newest first; empty on the server and during hydration (the store lives in the browser). */
  items: readonly string[];
  add: (term: string) => void;
  removeAt: (index: number) => void;
  clear: () => void;
}

export function useStoredSearchHistory(list: SearchHistoryList): StoredSearchHistory {
  const history = useSearchHistory();
  const hydrated = useHydrated();
  return {
    items: hydrated ? history[list] : [],
    add: (term) => history.add(list, term),
    removeAt: (index) => history.removeAt(list, index),
    clear: () => history.clear(SEARCH_HISTORY_TYPE_CODES[list]),
  };
}
