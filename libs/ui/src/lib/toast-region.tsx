import { useLingui } from '@lingui/react/macro';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { CloseIcon } from './close-icon';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { toastKinds } from './toast-kinds';
import { toastStore as defaultStore } from './toast-store';
import type { ToastStore } from './toast-store';


export type ToastRegionProps = {
  /** Defaults to the shared store behind `showToast`; tests and stories may pass their own. */
  store?: ToastStore;
};

/** The Radix part of the toasts (its own chunk, see toast.tsx): renders whatever the store holds (at most TOAST_LIMIT). */
export default function ToastRegion({ store = defaultStore }: ToastRegionProps) {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // One toast at a time (TOAST_LIMIT), so the viewport sits where the newest one asks to.
  const offsetTop = toasts.at(-1)?.offsetTop;
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={t`Notification`}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          data-sealens-toast={toast.kind}
          duration={toast.durationMs}
          // Errors and warnings interrupt the screen reader; info and success wait politely.
          type={toast.kind === 'error' || toast.kind === 'warning' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) store.dismiss(toast.id);
          }}
          className={cn(
            'flex w-full items-start gap-3 rounded-md border-l-4 p-4 text-sm text-ink shadow-lg',
            toastKinds[toast.kind],
          )}
        >
          <ToastPrimitive.Description className="min-w-0 flex-1 break-words">{toast.message}</ToastPrimitive.Description>
          <ToastPrimitive.Close
            aria-label={t`Close`}
            className={cn('-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-ink/5', focusRing)}
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className="fixed top-4 left-1/2 z-(--z-toast) m-0 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 list-none flex-col gap-2 p-0 outline-none"
        style={offsetTop === undefined ? undefined : { top: offsetTop }}
      />
    </ToastPrimitive.Provider>
  );
}
