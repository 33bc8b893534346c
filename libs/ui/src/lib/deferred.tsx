// Heavy interactive parts (menus, the hover guide, the toast region) are not in a page's first
// JavaScript: their code loads on first use or when the browser is idle, whichever comes first.
// Until then a look-alike fallback renders (the same trigger, same size): nothing shifts when the
// real part arrives, and the server renders the fallback, so hydration matches.
import {
  createElement,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** After the first render, once the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback?.(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}

export type DeferredComponent<P extends object> = ComponentType<P & { fallback: ReactNode }> & {
  /** Starts loading now (first pointer or keyboard contact) and swaps every instance in when ready. */
  preload: () => void;
};

export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = () => {
    loading ??= load().then(
      (module: { default: ComponentType<P> } | undefined) => {
        // The chunk-reload guard swallows a failed chunk load (vite:preloadError prevented), so the
        // import then resolves with nothing: treat it as the failure it is.
        if (!module?.default) {
          loading = null;
          return;
        }
        loaded = module.default;
        listeners.forEach((listener) => listener());
      },
      () => {
        // Offline or a stale deploy (the chunk-reload guard handles the latter): the fallback stays
        // and the next contact tries again.
        loading = null;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function Deferred(props: P & { fallback: ReactNode }) {
    const { fallback, ...rest } = props;
    // On the server and while hydrating: the fallback, exactly as the server rendered it. The
    // fallback stays mounted (same element, same focus) until the real part is ready.
    // The store's change renders at once, but only to learn of it: the real part renders at the
    // deferred value's lower priority, in slices that yield (a phone spent 40-80 ms tasks swapping a
    // page's menus in together, issue 28).
    const ready = useDeferredValue(
      useSyncExternalStore(
        subscribe,
        () => loaded !== null,
        () => false,
      ),
    );
    useEffect(() => whenIdle(preload), []);
    return ready && loaded ? createElement(loaded, rest as unknown as P) : <>{fallback}</>;
  }
  return Object.assign(Deferred, { preload });
}

/** What a visitor did to a deferred menu's first-paint trigger before the menu's code arrived. */
export interface DeferredMenuIntent {
  /** Open the menu on arrival (the trigger was pressed). */
  open: boolean;
  /** Focus the real trigger on arrival (the first-paint one had the focus). */
  focus: boolean;
  /** The mouse is over the first-paint trigger (menus that open on hover start their delay on arrival). */
  hovered: boolean;
}

/** The props a deferred menu receives, beside its own. */
export interface DeferredMenuProps {
  defaultOpen?: boolean;
  focusTrigger?: boolean;
  hoveredOnArrival?: boolean;
}

/**
 * The behaviour of a deferred menu's first-paint trigger: contact loads the menu's code, a press
 * (pointer down, like Radix's trigger, or Enter / Space / ArrowDown) opens it as soon as it is there,
 * and the focus moves over to the real trigger.
 */
export function useDeferredTrigger(preload: () => void) {
  const [intent, setIntent] = useState<DeferredMenuIntent>({ open: false, focus: false, hovered: false });
  const open = () => {
    setIntent((previous) => ({ ...previous, open: true, focus: true }));
    preload();
  };
  const triggerProps = {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: (event: ReactPointerEvent) => {
      if (event.pointerType === 'mouse') setIntent((previous) => ({ ...previous, hovered: true }));
      preload();
    },
    onPointerLeave: () => setIntent((previous) => ({ ...previous, hovered: false })),
    onFocus: () => {
      setIntent((previous) => ({ ...previous, focus: true }));
      preload();
    },
    onBlur: () => setIntent((previous) => ({ ...previous, focus: false })),
    onPointerDown: (event: ReactPointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open,
    onKeyDown: (event: ReactKeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    },
  };
  return {
    intent,
    triggerProps,
    menuProps: { defaultOpen: intent.open, focusTrigger: intent.focus, hoveredOnArrival: intent.hovered } satisfies DeferredMenuProps,
  };
}

/** Focuses the real trigger when it replaces a focused first-paint one (and the menu is not opening). */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, { defaultOpen, focusTrigger }: DeferredMenuProps) {
  const shouldFocus = useRef(!!focusTrigger && !defaultOpen);
  useEffect(() => {
    if (shouldFocus.current) ref.current?.focus();
  }, [ref]);
}
