// The top bar's account: who is logged in, their plan and its end, and what is left of today's
// allowances (issue 26 item 1). A visitor gets the login, which brings them back here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useHydrated, useIsLoggedIn, useUser } from '@sealens/auth';
import { maskPhone } from '@sealens/domain';
import { buttonClassName } from '@sealens/ui';
import { Link, useLocation } from 'react-router';
import { PLAN_TIER_NAMES } from '../plan-names';
import { shellDay } from './shell-day';
import type { Rights } from './workbench-shell-data';

const MOBILE = /^1\d{10}$/;

/** The workbench login (spec §2) that returns to this page. */
export function workbenchLoginHref(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const back = `${pathname}${search}`;
  const next = new URLSearchParams();
  const urlCode = query.get('urlCode');
  if (urlCode) next.set('urlCode', urlCode);
  next.set('redirect', back);
  return `/workbench/login?${next.toString()}`;
}

/** Whether the bar shows a member's account (the server's rights say; without them, the browser's session). */
export function useIsWorkbenchMember(rights: Rights | null): boolean {
  const loggedIn = useIsLoggedIn();
  return rights ? rights.level !== 'visitor' : loggedIn;
}

/** A visitor's login, which brings them back to this page. */
export function WorkbenchLoginLink() {
  const { pathname, search } = useLocation();
  return (
    <Link to={workbenchLoginHref(pathname, search)} className={buttonClassName('primary', 'sm')} data-testid="workbench-login">
      <Trans>Log in</Trans>
    </Link>
  );
}

/** `stacked`: one item a line (the phone's account popover), else one row ending at the bar's right. */
export function AccountSummary({ rights, stacked = false }: { rights: Rights | null; stacked?: boolean }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const user = useUser();
  const member = useIsWorkbenchMember(rights);

  if (!member) return <WorkbenchLoginLink />;
  const account = user?.account ?? '';
  // The server renders the member's rights; the name comes from the browser's session store.
  const name = hydrated ? user?.nickName || (MOBILE.test(account) ? maskPhone(account) : account) : '';
  const level = rights?.level;
  const planName = level && level !== 'visitor' && level !== 'expired' ? i18n._(PLAN_TIER_NAMES[level]) : null;
  return (
    <div
      className={stacked ? 'flex flex-col items-start gap-1 text-sm' : 'flex flex-wrap items-center justify-end gap-x-4 gap-y-1 text-sm'}
      data-testid="workbench-account-summary"
    >
      <span className="font-medium text-ink">{name}</span>
      {rights && (
        <>
          <span className="text-ink-muted" data-testid="workbench-plan-name">
            {planName ? (
              rights.expiresAt ? (
                <Trans>
                  {planName}, until {shellDay(rights.expiresAt.slice(0, 10), i18n.locale)}
                </Trans>
              ) : (
                planName
              )
            ) : (
              <span className="text-danger-700">
                <Trans>No active plan</Trans>
              </span>
            )}
          </span>
          <span className="text-ink-muted" data-testid="workbench-exports-left">
            <Trans>
              Exports today: {rights.exportsLeft} of {rights.exportsPerDay} left
            </Trans>
          </span>
        </>
      )}
    </div>
  );
}
