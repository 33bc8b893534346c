// Hooks over the auth store. Each reads one atom, so a component re-renders only when that part
// changes. useIsLoggedIn lives in its own module (use-is-logged-in.ts): the header imports it, and
// it must not pull this module's atoms, the dialogs or the API clients into the first bundle.
import type { SearchHistory } from '@sealens/domain';
import type { UserProfile } from '../flows/login-dialog-contract';
import { addSearchAtom, clearSearchesAtom, historyAtom, removeSearchAtAtom } from './app-atoms';
import { useAuthSetter, useAuthValue } from './use-auth-value';
import type { MemberProductState } from './member-product';
import type { UserInfoState } from './persisted-state';
import {
  infoAtom,
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
