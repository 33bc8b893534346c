// The header's one question (spec §4): is the user object non-empty? Follows logins and logouts in
// this tab and, through the store's storage listener, in other tabs. Deliberately tiny: it is in
// the first bundle of every page.
import { isLoggedInAtom } from './info-atoms';
import { useAuthValue } from './use-auth-value';

export function useIsLoggedIn(): boolean {
  return useAuthValue(isLoggedInAtom);
}
