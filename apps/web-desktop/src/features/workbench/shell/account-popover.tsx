// The phone's account (session 10): below 1,024 px the top bar is one row, and what it no longer shows
// (the member's name, the plan and its end, the exports left, the language, the data day) is in a
// popover behind one button. Radix Popover: focus moves in, Escape or an outside click closes it and
// the focus returns to the button.
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@sealens/i18n';
import { Popover } from 'radix-ui';
import { AccountSummary } from './account-summary';
import { DataDay } from './data-day';
import type { Rights } from './workbench-shell-data';

export interface AccountPopoverProps {
  rights: Rights | null;
  /** A visitor's login is in the bar itself: the popover then holds the language and the data day. */
  member: boolean;
  className?: string;
  /** Opened at first render (the story and tests). */
  defaultOpen?: boolean;
}

export function AccountPopover({ rights, member, className, defaultOpen }: AccountPopoverProps) {
  const { t } = useLingui();
  const name = member ? t`Account, plan and language` : t`Language and data day`;
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger
        aria-label={name}
        className={`rounded-md p-2 text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus data-[state=open]:bg-surface-sunken ${className ?? ''}`}
        data-testid="workbench-account-button"
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M3.5 17a6.5 6.5 0 0 1 13 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={name}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-(--z-popover) flex w-72 max-w-[calc(100vw-1rem)] flex-col items-start gap-3 rounded-md border border-border bg-surface p-3 text-sm text-ink shadow-md outline-none"
          data-testid="workbench-account-popover"
        >
          {member && <AccountSummary rights={rights} stacked />}
          <LanguageSwitcher tone="dark" />
          {rights?.day && <DataDay day={rights.day} className="text-ink-muted" />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
