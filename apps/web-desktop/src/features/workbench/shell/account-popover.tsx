// The phone's account (session 10): below 1,024 px the top bar is one row, and what it no longer shows
// (the member's name, the plan and its end, the exports left, the language, the data day) is in a
// panel under one button, at the screen's right below the bar. It is libs/ui's Radix Dialog, which a
// workbench page loads already (the navigation sheet, the filters sheet): focus moves in and stays,
// Escape, the close button or a tap outside closes it and the focus returns to the button. A Radix
// Popover, loaded on demand, had cost the ranking page 0.5 KB of its 235 KB budget (a chunk of its
// own and the preload list to load it; a static import took 1.3 KB).
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@sealens/i18n';
import { Dialog, DialogContent, DialogTrigger } from '@sealens/ui';
import { AccountSummary } from './account-summary';
import { DataDay } from './data-day';
import type { Rights } from './workbench-shell-data';

export interface AccountPopoverProps {
  rights: Rights | null;
  /** A visitor's login is in the bar itself: the panel then holds the language and the data day. */
  member: boolean;
  className?: string;
}

// The dialog is centred by its classes (Tailwind's translate property, which transform does not undo);
// this one hangs below the top bar's row, at the right.
const PANEL_STYLE = { top: '3.5rem', right: '0.5rem', left: 'auto', translate: 'none', width: '18rem', maxWidth: 'calc(100vw - 1rem)' } as const;

export function AccountPopover({ rights, member, className }: AccountPopoverProps) {
  const { t } = useLingui();
  const name = member ? t`Account, plan and language` : t`Language and data day`;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={name}
        className={`rounded-md p-2 text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus data-[state=open]:bg-surface-sunken ${className ?? ''}`}
        data-testid="workbench-account-button"
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M3.5 17a6.5 6.5 0 0 1 13 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </DialogTrigger>
      <DialogContent title={name} hideTitle style={PANEL_STYLE} className="p-4" data-testid="workbench-account-popover">
        <div className="flex flex-col items-start gap-3 text-sm">
          {member && <AccountSummary rights={rights} stacked />}
          <LanguageSwitcher tone="dark" />
          {rights?.day && <DataDay day={rights.day} className="text-ink-muted" />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
