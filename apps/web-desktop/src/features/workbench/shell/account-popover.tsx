// The phone's account (session 10): below 1,024 px the top bar is one row, and what it no longer shows
// (the member's name, the plan and its end, the exports left, the language, the data day) is in a
// popover behind one button. Radix Popover (account-popover-panel.tsx): focus moves in, Escape or an
// outside click closes it and the focus returns to the button. Its code is not in a workbench page's
// first load (the page budget, tools/checks/bundle-budget.mjs): a look-alike button paints first and
// the popover swaps in when the browser is idle or on first contact, opening if it was pressed.
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@sealens/i18n';
import { deferred, useDeferredTrigger } from '@sealens/ui';
import type { AccountPopoverPanelProps } from './account-popover-panel';
import { AccountSummary } from './account-summary';
import { DataDay } from './data-day';
import type { Rights } from './workbench-shell-data';

const DeferredPanel = deferred<AccountPopoverPanelProps>(() => import('./account-popover-panel'));

export interface AccountPopoverProps {
  rights: Rights | null;
  /** A visitor's login is in the bar itself: the popover then holds the language and the data day. */
  member: boolean;
  className?: string;
}

const ICON = (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M3.5 17a6.5 6.5 0 0 1 13 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export function AccountPopover({ rights, member, className }: AccountPopoverProps) {
  const { t } = useLingui();
  const name = member ? t`Account, plan and language` : t`Language and data day`;
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredPanel.preload);
  const triggerClassName = `rounded-md p-2 text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus data-[state=open]:bg-surface-sunken ${className ?? ''}`;
  const firstPaint = (
    <button {...triggerProps} aria-haspopup="dialog" aria-label={name} className={triggerClassName} data-testid="workbench-account-button">
      {ICON}
    </button>
  );
  return (
    <DeferredPanel fallback={firstPaint} name={name} triggerClassName={triggerClassName} icon={ICON} {...menuProps}>
      {member && <AccountSummary rights={rights} stacked />}
      <LanguageSwitcher tone="dark" />
      {rights?.day && <DataDay day={rights.day} className="text-ink-muted" />}
    </DeferredPanel>
  );
}
