// The giving half of the auth2 hand-over (spec §7 GET /user/auth/passport with callbackUrl and
// clientId): another SeaLens product sends the member to /oauth?clientId=…&callbackUrl=…; a signed-in
// member goes on to the callback with a one-time code, a visitor logs in first. The server gives
// codes only to callbacks of this origin, so this never becomes an open redirect.
import { Trans } from '@lingui/react/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { Button, Spinner, buttonClassName } from '@sealens/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { requestPassport } from './auth2-login';

type State = { status: 'working' } | { status: 'refused' } | { status: 'network' };

export function PassportHandover({ clientId, callbackUrl }: { clientId: string; callbackUrl: string }) {
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<State>({ status: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    requestPassport(siteApi(), clientId, callbackUrl).then((outcome) => {
      if (!live) return;
      if (outcome.ok) window.location.assign(outcome.redirect);
      else setState({ status: outcome.reason });
    });
    return () => {
      live = false;
    };
  }, [loggedIn, clientId, callbackUrl, attempt]);

  if (!loggedIn) {
    return (
      <div className="flex flex-col items-center gap-4 text-ink">
        <p>
          <Trans>Log in to SeaLens to continue to the application that sent you here.</Trans>
        </p>
        <Button onClick={() => void openLogin()}>
          <Trans>Log in</Trans>
        </Button>
      </div>
    );
  }
  if (state.status === 'working') {
    return (
      <p className="flex items-center gap-2 text-ink">
        <Spinner /> <Trans>Taking you to the application…</Trans>
      </p>
    );
  }
  if (state.status === 'network') {
    return (
      <div className="flex flex-col items-center gap-4 text-ink">
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
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-danger-700">
        <Trans>This application cannot receive a SeaLens login.</Trans>
      </p>
      <Link to="/" className={buttonClassName('secondary', 'md')}>
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
