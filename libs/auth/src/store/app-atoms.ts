// The app, history and promote parts of the client state (spec §3), and the two local flags.
import {
  addSearch,
  clearSearches,
  EMPTY_SEARCH_HISTORY,
  removeSearchAt,
  type SearchHistory,
  type SearchHistoryList,
} from '@sealens/domain';
import { atom } from 'jotai/vanilla';
import type { PromoteState } from './persisted-state';

/** Front image windows already shown. */
export const imgShowsAtom = atom<unknown[]>([]);
export const appTipsAtom = atom<{ status: boolean; timestamp: number }>({ status: false, timestamp: 0 });
export const registeredPopupAtom = atom(false);

/** Recent searches; persisted (see auth-store.ts). */
export const historyAtom = atom<SearchHistory>(EMPTY_SEARCH_HISTORY);

/** Puts a search at the front of its list (domain history.ts: moved, not duplicated, capped). */
export const addSearchAtom = atom(null, (get, set, { list, term }: { list: SearchHistoryList; term: string }) =>
  set(historyAtom, addSearch(get(historyAtom), list, term)),
);
export const removeSearchAtAtom = atom(null, (get, set, { list, index }: { list: SearchHistoryList; index: number }) =>
  set(historyAtom, removeSearchAt(get(historyAtom), list, index)),
);
/** Clear-all by type code: 1 goods, 2 shops, 4 hot words (spec §4). */
export const clearSearchesAtom = atom(null, (get, set, typeCode: number) =>
  set(historyAtom, clearSearches(get(historyAtom), typeCode)),
);

/** invite_code and utm captured from the URL; persisted (see auth-store.ts). */
export const promoteAtom = atom<PromoteState>({});

/** The login-state flag, kept in its own localStorage entry (LOGIN_STATE_KEY). */
export const loginStateAtom = atom(false);
/** Set when the cooperation-organ call returns a userId; own entry (COOPERATION_ORGAN_KEY). */
export const cooperationOrganAtom = atom(false);
