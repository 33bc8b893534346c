// Spec §2: the mobile header's frame: always the product title in the middle, a back button outside
// the tab-bar routes, and the account and language at the end (each site passes its own).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface MobileTopBarProps {
  /** Shows the back button, which calls this. */
  onBack?: () => void;
  trailing?: ReactNode;
}

export function MobileTopBar({ onBack, trailing }: MobileTopBarProps) {
  const { t } = useLingui();
  return (
    <header className="fixed inset-x-0 top-0 z-(--z-header) grid h-12 grid-cols-[minmax(3rem,1fr)_auto_minmax(3rem,1fr)] items-center border-b border-border bg-surface px-1">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label={t`Back`}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
      ) : (
        <span />
      )}
      <p className="text-center text-base font-semibold text-ink">SeaLens</p>
      <div className="flex items-center justify-self-end">{trailing}</div>
    </header>
  );
}
