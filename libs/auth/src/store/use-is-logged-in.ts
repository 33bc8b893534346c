// The header's one question (spec §4): is the user object non-empty? Follows logins and logouts in
// this tab and, through the store's storage listener, in other tabs. Deliberately tiny: it is in
// the first bundle of every page. On the server and while hydrating it answers what the server
// rendered (server-view.tsx), so hydration never mismatches; the store's answer follows at once.
import { useCallback, useSyncExternalStore } from 'react';
import { useAuthStore } from './auth-store-context';
import { isLoggedInAtom } from './info-atoms';
import { useServerMemberView } from './server-view';

export function useIsLoggedIn(): boolean {
  const store = useAuthStore();
  const serverView = useServerMemberView();
  const subscribe = useCallback((onChange: () => void) => store.sub(isLoggedInAtom, onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(isLoggedInAtom),
    () => serverView,
  );
}
