// A member's own "log out" (spec §4): the store fields of the logout rule and the saved token entry,
// then the server's half (POST /user/logout clears the HttpOnly session cookie the page cannot touch).
// The API clients load on demand so the header's first bundle stays small.
import { loginStateAtom } from '../store/app-atoms';
import { authStore } from '../store/auth-store';
import { logoutAtom } from '../store/logout';
import { removeTokenEntry } from '../store/token-entry';

export function logOut(): Promise<void> {
  authStore.set(logoutAtom);
  // The login-state flag is not in the spec's list of cleared fields, but a member who logs out is no
  // longer in a login state.
  authStore.set(loginStateAtom, false);
  removeTokenEntry();
  return import('../session/site-api')
    .then(({ siteApi }) => siteApi().identity.POST('/user/logout', { verifyCode: false }))
    .then(
      () => undefined,
      // The page is logged out either way; a failed call leaves only the cookie, which expires.
      () => undefined,
    );
}
