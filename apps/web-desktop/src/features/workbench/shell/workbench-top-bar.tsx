// The workbench's top bar: the way home, the navigation on small screens, the page's scope when it
// has one, the day the data describes, and the account (issue 26 item 1).
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@sealens/i18n';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../header/logo';
import { AccountPopover } from './account-popover';
import { AccountSummary, useIsWorkbenchMember } from './account-summary';
import { DataDay } from './data-day';
import { ScopeBar } from './scope-bar';
import type { Rights } from './workbench-shell-data';
import { NOTIFICATIONS_PATH } from '../workbench-pages';

export interface WorkbenchTopBarProps {
  rights: Rights | null;
  /** The member's unread notifications (null: a visitor, or not read). */
  unread?: number | null;
  /** The page reads site and category from the query (ranking pages). */
  scoped: boolean;
  onOpenNav: () => void;
  /** The menu button, where the focus returns when the navigation sheet closes. */
  menuRef?: Ref<HTMLButtonElement>;
}

/** The notification centre's link with the unread count (issue 31 item 4), its number in words for a screen reader. */
export function NotificationsLink({ unread }: { unread: number }) {
  const { t } = useLingui();
  const shown = unread > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : String(unread);
  return (
    <Link
      to={`/workbench/${NOTIFICATIONS_PATH}`}
      aria-label={unread === 0 ? t`Notifications, none unread` : t`Notifications, ${unread} unread`}
      className="relative rounded-md p-2 text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus"
      data-testid="workbench-notifications"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 3a5 5 0 0 0-5 5v3l-1.5 2.5h13L15 11V8a5 5 0 0 0-5-5zM8 16a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-danger-700 px-1 text-center text-[11px] font-semibold leading-5 text-surface">
          {shown}
        </span>
      )}
    </Link>
  );
}

/** Above this the badge says "99+" (the link's name says the number). */
export const UNREAD_SHOWN_MAX = 99;

export function WorkbenchTopBar({ rights, unread = null, scoped, onOpenNav, menuRef }: WorkbenchTopBarProps) {
  const { t } = useLingui();
  const member = useIsWorkbenchMember(rights);
  return (
    // Sticky from 1,024 px: on a phone the scope would cover most of the screen while the table scrolls.
    <header className="z-(--z-header) border-b border-border bg-surface lg:sticky lg:top-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:text-ink">
        <Trans>Skip to content</Trans>
      </a>
      {/* Below 1,024 px one row (session 10: it wrapped into three, 155 px, on a 390 px phone): menu, logo,
          notifications and the account popover; from 1,024 px the data day, the account and the language in the row. */}
      <div className="flex items-center gap-x-2 px-4 py-2 lg:flex-wrap lg:gap-x-4 lg:gap-y-2">
        <button
          ref={menuRef}
          type="button"
          onClick={onOpenNav}
          aria-label={t`Open the workbench menu`}
          className="rounded-md p-2 text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus lg:hidden"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to="/" aria-label={t`SeaLens home`} className="shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus">
          <Logo />
        </Link>
        {rights?.day && <DataDay day={rights.day} className="hidden text-sm text-ink-muted lg:block" testId="workbench-data-day" />}
        <div className="ml-auto flex items-center gap-1 lg:gap-3">
          {unread !== null && <NotificationsLink unread={unread} />}
          {/* A visitor's login stays in the row at every width. */}
          <div className={member ? 'hidden lg:contents' : 'contents'}>
            <AccountSummary rights={rights} />
          </div>
          <div className="hidden lg:contents">
            <LanguageSwitcher tone="dark" />
          </div>
          <AccountPopover rights={rights} member={member} className="lg:hidden" />
        </div>
      </div>
      {scoped && <ScopeBar day={rights?.day} />}
    </header>
  );
}
