// Hooks over the auth store. Each reads one atom, so a component re-renders only when that part
// changes. They import the atoms and jotai's React binding only: the header's useIsLoggedIn must
// not pull the dialogs or the API clients into the first bundle.
import type { SearchHistory } from '@sealens/domain';
import { useAtomValue, useSetAtom } from 'jotai/react';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import type { UserProfile } from '../flows/login-dialog-contract';
import { addSearchAtom, clearSearchesAtom, historyAtom, removeSearchAtAtom } from './app-atoms';
import { useAuthStore } from './auth-store-context';
import type { MemberProductState } from './member-product';
import type { UserInfoState } from './persisted-state';
import {
  infoAtom,
  isLoggedInAtom,
  mainCategoryAtom,
  productAtom,
  promoteTypeAtom,
  serviceNickNameAtom,
  tagsAtom,
  weChatUrl2Atom,
  weChatUrl3Atom,
  weChatUrl4Atom,
  weChatUrlAtom,
  type MainCategory,
} from './user-atoms';

/** Any atom of the auth store, read from the store in context (authStore by default). */
export function useAuthValue<T>(anAtom: Atom<T>): T {
  return useAtomValue(anAtom, { store: useAuthStore() });
}

/** The setter of a writable atom of the auth store. */
export function useAuthSetter<T, A extends unknown[], R>(anAtom: WritableAtom<T, A, R>): (...args: A) => R {
  return useSetAtom(anAtom, { store: useAuthStore() });
}

/** Spec §4: logged in when the user object is non-empty; follows other tabs. */
export function useIsLoggedIn(): boolean {
  return useAuthValue(isLoggedInAtom);
}

export function useUser(): UserProfile | undefined {
  return useAuthValue(infoAtom).user;
}

export function useUserInfo(): UserInfoState {
  return useAuthValue(infoAtom);
}

export function useMemberProduct(): MemberProductState | undefined {
  return useAuthValue(productAtom);
}

export function useMainCategories(): MainCategory[] {
  return useAuthValue(mainCategoryAtom);
}

export function usePromoteType(): number | undefined {
  return useAuthValue(promoteTypeAtom);
}

export function useUserTags(): string[] {
  return useAuthValue(tagsAtom);
}

/** The four customer-service urls (absent ones already filled with the first) and the nickname. */
export function useCustomerService() {
  return {
    weChatUrl: useAuthValue(weChatUrlAtom),
    weChatUrl2: useAuthValue(weChatUrl2Atom),
    weChatUrl3: useAuthValue(weChatUrl3Atom),
    weChatUrl4: useAuthValue(weChatUrl4Atom),
    nickName: useAuthValue(serviceNickNameAtom),
  };
}

/** The three recent-search lists and their actions. */
export function useSearchHistory(): SearchHistory & {
  add: (list: keyof SearchHistory, term: string) => void;
  removeAt: (list: keyof SearchHistory, index: number) => void;
  clear: (typeCode: number) => void;
} {
  const history = useAuthValue(historyAtom);
  const add = useAuthSetter(addSearchAtom);
  const removeAt = useAuthSetter(removeSearchAtAtom);
  const clear = useAuthSetter(clearSearchesAtom);
  return {
    ...history,
    add: (list, term) => add({ list, term }),
    removeAt: (list, index) => removeAt({ list, index }),
    clear,
  };
}
