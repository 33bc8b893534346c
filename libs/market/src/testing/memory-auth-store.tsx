// A store of its own for each test or story: history and the rest live in a Map, not localStorage.
import { AuthStoreProvider, createAuthStore, type AuthStore } from '@sealens/auth';
import type { ReactNode } from 'react';

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

export function createMemoryAuthStore(initial?: Record<string, string>): { store: AuthStore; storage: ReturnType<typeof memoryStorage> } {
  const storage = memoryStorage(initial);
  return { store: createAuthStore({ storage, eventTarget: null }), storage };
}

export function WithAuthStore({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthStoreProvider store={store}>{children}</AuthStoreProvider>;
}
