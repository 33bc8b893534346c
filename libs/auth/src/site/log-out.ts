// A member's own "log out" (spec §4): the store fields of the logout rule, and the saved token entry.
import { authStore } from '../store/auth-store';
import { logoutAtom } from '../store/logout';
import { removeTokenEntry } from '../store/token-entry';

export function logOut(): void {
  authStore.set(logoutAtom);
  removeTokenEntry();
}
