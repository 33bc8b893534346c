// The saved token entry (spec §4 HTTP session rules, §9 "token entry app name"): the access token
// is also kept in localStorage under the product's short app name, where pages outside this
// store (the backstage on the same origin) find it. A 401 or RESTRICT_LOGIN removes it.
import { APP_NAME } from '@sealens/domain';

export const TOKEN_ENTRY_KEY = APP_NAME;

type TokenStorage = Pick<Storage, 'setItem' | 'removeItem'>;

function defaultStorage(): TokenStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveTokenEntry(token: string, storage: TokenStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(TOKEN_ENTRY_KEY, token);
  } catch {
    // Storage off or full: the store still holds the token for this page.
  }
}

export function removeTokenEntry(storage: TokenStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(TOKEN_ENTRY_KEY);
  } catch {
    // Nothing was saved then.
  }
}
