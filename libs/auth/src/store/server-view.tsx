// The first render in the browser must equal the server's HTML. The server knows only whether the
// request carried the session cookie (the member's view) and nothing of this browser's storage, so
// during hydration the login state is the server's; right after, it is the store's.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const ServerMemberViewContext = createContext(false);

/** Wraps a server render (and its hydration) with the view the server rendered. */
export function ServerMemberViewProvider({ member, children }: { member: boolean; children?: ReactNode }) {
  return <ServerMemberViewContext.Provider value={member}>{children}</ServerMemberViewContext.Provider>;
}

/** What the server rendered: the member's view (session cookie present) or the visitor's. */
export function useServerMemberView(): boolean {
  return useContext(ServerMemberViewContext);
}

const subscribeNothing = () => () => undefined;

/** False on the server and while hydrating, true from the first render after: for browser-only details. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
