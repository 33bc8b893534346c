// React reads the app-wide authStore by default; tests and stories wrap their tree in
// <AuthStoreProvider store={createAuthStore(...)}> to get a store of their own.
import { createContext, useContext, type ReactNode } from 'react';
import { authStore, type AuthStore } from './auth-store';

const AuthStoreContext = createContext<AuthStore>(authStore);

export function AuthStoreProvider({ store, children }: { store: AuthStore; children?: ReactNode }) {
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  return useContext(AuthStoreContext);
}
