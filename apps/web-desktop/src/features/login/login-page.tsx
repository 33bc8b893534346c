// Spec §2 /login: the login as a page of its own. The page opens the login dialog of libs/auth over
// itself at once (the same dialog as the header's); closing it leaves the page with its own "Log
// in" button. A member (already, or as soon as the dialog logs in) is sent on to the `redirect`
// address, of this origin only (login-target.ts).
import { Trans } from '@lingui/react/macro';
import { openLogin, preloadLogin, useHydrated, useIsLoggedIn } from '@sealens/auth';
import { buttonClassName, LineIcon, Spinner } from '@sealens/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loginTarget } from './login-target';

export interface LoginPageProps {
  /** Goes to the address after a login (a full load, so the session starts as after any login). */
  goTo?: (path: string) => void;
}

const fullLoad = (path: string) => window.location.replace(path);

export function LoginPage({ goTo = fullLoad }: LoginPageProps) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const opened = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (loggedIn) {
      goTo(loginTarget(search, window.location.origin));
      return;
    }
    // Once per visit: a dialog the visitor closed is not forced open again.
    if (!opened.current) {
      opened.current = true;
      void openLogin();
    }
  }, [hydrated, loggedIn, search, goTo]);

  return (
    <section aria-labelledby="login-title" className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 id="login-title" className="text-3xl font-bold text-ink">
        <Trans>Log in to SeaLens</Trans>
      </h1>
      <p className="mt-4 text-ink-muted">
        <Trans>Scan with WeChat, or log in with your phone number and a password or an SMS code. New phone numbers are registered as they log in.</Trans>
      </p>
      <ul className="mt-6 grid w-full gap-2 text-left text-sm text-ink sm:grid-cols-2">
        {[
          <Trans key="free">Free membership for new users</Trans>,
          <Trans key="content">Latest cross-border operation content</Trans>,
          <Trans key="rankings">Multi-dimension rankings</Trans>,
          <Trans key="tutor">One-to-one tutor</Trans>,
        ].map((benefit, index) => (
          <li key={index} className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 ring-1 ring-border">
            <LineIcon name="check" className="size-4 shrink-0 text-brand-600" />
            {benefit}
          </li>
        ))}
      </ul>
      {hydrated && loggedIn ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-ink">
          <Spinner decorative /> <Trans>You are logged in. Taking you on…</Trans>
        </p>
      ) : (
        <button
          type="button"
          className={buttonClassName('primary', 'lg', 'mt-8')}
          onClick={() => void openLogin()}
          onPointerEnter={preloadLogin}
          onFocus={preloadLogin}
        >
          <Trans>Log in</Trans>
        </button>
      )}
    </section>
  );
}
