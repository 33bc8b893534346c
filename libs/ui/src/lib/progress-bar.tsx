import { useLingui } from '@lingui/react/macro';
import { PROGRESS_BAR } from '@sealens/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from './cn';

/** Where the bar starts when it appears and where trickling stops until the navigation ends. */
const START_PERCENT = 8;
const TRICKLE_CEILING_PERCENT = 90;
/** Redraw step while trickling; small enough to look smooth, large enough to stay cheap. */
const TICK_MS = 100;

export type ProgressState = { visible: boolean; percent: number };

const HIDDEN: ProgressState = { visible: false, percent: 0 };

/**
 * The bar's timing as a plain state machine outside React, so the component never sets state
 * inside an effect and the timing is easy to test with fake timers.
 *  - shows only if `active` stays true for `throttleMs` (fast navigations never flash a bar);
 *  - then eases from START_PERCENT towards TRICKLE_CEILING_PERCENT over `durationMs`;
 *  - when inactive, jumps to 100% and hides `hideAfterMs` later.
 */
export function createProgressController(timing: { throttleMs: number; durationMs: number; hideAfterMs: number }) {
  let state = HIDDEN;
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ProgressState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const clear = () => {
    clearTimeout(timer);
    clearInterval(ticker);
    timer = ticker = undefined;
  };
  const eased = (elapsedMs: number) => {
    const progress = Math.min(1, elapsedMs / timing.durationMs);
    return START_PERCENT + (TRICKLE_CEILING_PERCENT - START_PERCENT) * (1 - (1 - progress) ** 2);
  };
  const show = () => {
    const shownAt = Date.now();
    set({ visible: true, percent: START_PERCENT });
    ticker = setInterval(() => set({ visible: true, percent: eased(Date.now() - shownAt) }), TICK_MS);
    // The ceiling lands exactly at durationMs, whatever the tick step.
    timer = setTimeout(() => {
      clearInterval(ticker);
      set({ visible: true, percent: TRICKLE_CEILING_PERCENT });
    }, timing.durationMs);
  };

  return {
    setActive(next: boolean) {
      if (next === active) return;
      active = next;
      clear();
      if (active) {
        timer = setTimeout(show, timing.throttleMs);
      } else if (state.visible) {
        set({ visible: true, percent: 100 });
        timer = setTimeout(() => set(HIDDEN), timing.hideAfterMs);
      }
    },
    dispose() {
      clear();
      active = false;
      state = HIDDEN;
    },
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ProgressBarProps = {
  /** True while a navigation (or other page-level load) is pending. */
  active: boolean;
  className?: string;
};

/** Thin top-of-page navigation bar (spec §2, §9). Fixed position, so it never shifts the layout. */
export function ProgressBar({ active, className }: ProgressBarProps) {
  const { t } = useLingui();
  const [controller] = useState(() => createProgressController(PROGRESS_BAR));
  const { visible, percent } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  useEffect(() => {
    controller.setActive(active);
  }, [controller, active]);
  useEffect(() => () => controller.dispose(), [controller]);

  if (!visible) return null;
  const rounded = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={t`Page loading`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-(--z-progress) h-0.5', className)}
    >
      <div
        className="h-full bg-brand-600 shadow-[0_0_6px_var(--color-brand-500)] transition-[width] duration-200 ease-out motion-reduce:transition-none"
        data-testid="progress-bar-fill"
        // Unrounded, so the trickle is smooth (and its timing observable in tests).
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
