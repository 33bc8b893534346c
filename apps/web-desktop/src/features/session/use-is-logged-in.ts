import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { useSyncExternalStore } from 'react';

// Spec §4: a user counts as logged in when the persisted user object is non-empty.
function readLoggedIn(): boolean {
  try {
    const raw = window.localStorage.getItem(PERSISTED_STORE_KEY);
    const user = raw ? (JSON.parse(raw) as { info?: { user?: Record<string, unknown> } }).info?.user : undefined;
    return !!user && Object.keys(user).length > 0;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  // Other tabs log in and out too.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, readLoggedIn, () => false);
}
