// False on the server and during hydration, true afterwards: for what only the browser knows (the
// persisted search history), so the first client render matches the server's HTML.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
