// Route module of /oauth (spec §3 auth2 automatic login): the code of the address logs the browser
// in, then it goes on to callbackUrl (this origin only). A bad or used code says so, with a way to
// log in by hand. Without a code, a clientId asks the passport for one (passport-handover.tsx).
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { authStore, createAuthSessionPort, openLogin, siteApi } from '@sealens/auth';
import type { RouteHandle } from '@sealens/ssr';
import { Button, Spinner, buttonClassName } from '@sealens/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { auth2Login, safeCallbackPath } from './auth2-login';
import { PassportHandover } from './passport-handover';

type State = { status: 'working' } | { status: 'done' } | { status: 'missing' } | { status: 'invalid' } | { status: 'network' };

export function Component() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const callbackUrl = query.get('callbackUrl');
  // Without a code, a clientId asks for one: the giving half of the hand-over.
  const clientId = code ? null : query.get('clientId');
  const [state, setState] = useState<State>(code ? { status: 'working' } : { status: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!code) return;
    let live = true;
    auth2Login(siteApi(), code, callbackUrl ?? window.location.origin).then((outcome) => {
      if (!live) return;
      if (!outcome.ok) {
        setState({ status: outcome.reason });
        return;
      }
      createAuthSessionPort(authStore).saveToken(outcome.session);
      setState({ status: 'done' });
      // A full load: the session starts with the stored login, as after any login.
      window.location.assign(safeCallbackPath(callbackUrl, window.location.origin));
    });
    return () => {
      live = false;
    };
  }, [code, callbackUrl, attempt]);

  return (
    <section aria-labelledby="oauth-title" className="mx-auto flex max-w-md flex-col items-center gap-6 px-6 py-20 text-center">
      <h1 id="oauth-title" className="text-2xl font-bold text-ink">
        <Trans>Automatic login</Trans>
      </h1>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-ink">
        {clientId ? (
          <PassportHandover clientId={clientId} callbackUrl={callbackUrl ?? ''} />
        ) : state.status === 'working' || state.status === 'done' ? (
          <p className="flex items-center gap-2">
            <Spinner /> {state.status === 'done' ? <Trans>Logged in. Taking you on…</Trans> : <Trans>Logging you in…</Trans>}
          </p>
        ) : state.status === 'network' ? (
          <>
            <p>
              <Trans>The login could not be completed: check the network and try again.</Trans>
            </p>
            <Button
              onClick={() => {
                setState({ status: 'working' });
                setAttempt((n) => n + 1);
              }}
            >
              <Trans>Retry</Trans>
            </Button>
          </>
        ) : (
          <>
            <p className="text-danger-700">
              {state.status === 'missing' ? (
                <Trans>This login link has no login code.</Trans>
              ) : (
                <Trans>The login code is invalid or expired. Log in again.</Trans>
              )}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => void openLogin()}>
                <Trans>Log in</Trans>
              </Button>
              <Link to="/" className={buttonClassName('secondary', 'md')}>
                <Trans>Back to home</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

export const handle: RouteHandle = {
  query: ['callbackUrl', 'clientId', 'code'],
  head: ({ i18n }) => ({ title: pageTitle(i18n._(msg`Automatic login`)), description: i18n._(msg`Logging you in to SeaLens.`), noindex: true }),
};
