// The one-at-a-time toast (spec §8). The toasts' code (Radix, focus handling, swipe) is its own
// chunk: it loads when the first toast is shown or when the browser is idle, never in a page's
// first JavaScript. Toasts shown before it arrives wait in the store and appear when it does.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { deferred } from './deferred';
import type { ToastRegionProps } from './toast-region';
import { toastStore as defaultStore, type ToastStore } from './toast-store';

export { toastKinds } from './toast-kinds';

const DeferredToastRegion = deferred<ToastRegionProps>(() => import('./toast-region'));

export type ToastProviderProps = {
  children?: ReactNode;
  /** Defaults to the shared store behind `showToast`; tests and stories may pass their own. */
  store?: ToastStore;
};

/** Mount once near the root. */
export function ToastProvider({ children, store = defaultStore }: ToastProviderProps) {
  const pending = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().length > 0,
    () => false,
  );
  useEffect(() => {
    if (pending) DeferredToastRegion.preload();
  }, [pending]);
  return (
    <>
      {children}
      <DeferredToastRegion store={store} fallback={null} />
    </>
  );
}
