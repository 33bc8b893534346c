import { useLingui } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export type BackToTopProps = {
  /** Scroll distance in px after which the button appears; defaults to one viewport height. */
  threshold?: number;
  className?: string;
};

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function BackToTop({ threshold, className }: BackToTopProps) {
  const { t } = useLingui();
  // A boolean snapshot: React re-renders only when the button crosses the threshold, not on every scroll.
  const getSnapshot = useCallback(() => window.scrollY > (threshold ?? window.innerHeight), [threshold]);
  const visible = useSyncExternalStore(subscribe, getSnapshot, () => false);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className={cn(
        'fixed right-4 bottom-6 z-(--z-header) inline-flex size-11 items-center justify-center rounded-full',
        'border border-border bg-surface text-ink shadow-md hover:bg-surface-muted',
        focusRing,
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
