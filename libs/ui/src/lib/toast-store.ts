import { TOAST_LIMIT } from '@sealens/domain';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export type ToastOptions = {
  kind?: ToastKind;
  message: string;
  /** How long the toast stays; Infinity keeps it until dismissed. */
  durationMs?: number;
  /** Shorthand for durationMs: Infinity (e.g. the clock-drift reminder of spec §8). */
  persistent?: boolean;
  /** Distance in px from the top of the window, for notices placed below a fixed header (e.g. WELCOME_NOTICE.offsetPx). */
  offsetTop?: number;
};

export type ToastItem = { id: number; kind: ToastKind; message: string; durationMs: number; offsetTop?: number };

export const DEFAULT_TOAST_DURATION_MS = 3000;

type Listener = () => void;

/**
 * A tiny store outside React so HTTP interceptors and other plain modules can raise toasts.
 * It keeps the newest TOAST_LIMIT toasts: a new one replaces the current (spec §8).
 */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    show({ kind = 'info', message, durationMs, persistent = false, offsetTop }: ToastOptions): number {
      const id = nextId++;
      const item: ToastItem = {
        id,
        kind,
        message,
        durationMs: persistent ? Infinity : (durationMs ?? DEFAULT_TOAST_DURATION_MS),
        ...(offsetTop === undefined ? {} : { offsetTop }),
      };
      toasts = [...toasts, item].slice(-TOAST_LIMIT);
      emit();
      return id;
    },
    dismiss(id?: number): void {
      const next = id === undefined ? [] : toasts.filter((toast) => toast.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
    /** A new array on every change, so it works as a useSyncExternalStore snapshot. */
    getSnapshot(): readonly ToastItem[] {
      return toasts;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide store that <ToastProvider> renders by default. */
export const toastStore = createToastStore();

/** Show a toast from anywhere, React or not. Returns its id for `dismissToast`. */
export function showToast(options: ToastOptions): number {
  return toastStore.show(options);
}

/** Dismiss one toast, or all of them without an id. */
export function dismissToast(id?: number): void {
  toastStore.dismiss(id);
}
