// The registration landing of both sites (/register, /m/register): promotion links arrive here.
// It opens the promote-register dialog at once; an activity link (actId, with the inviter's `aic`)
// registers for the activity and grants a lottery chance (spec §2 "Promotion variants").
import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@sealens/ui';
import { useEffect } from 'react';
import type { PromoteVariant } from '../flows/login-dialog-contract';
import { useIsLoggedIn } from '../store/use-is-logged-in';
import { openLogin, type OpenLoginOptions } from './open-login';

/** What the landing opens for a query string. */
export function registerDialogFor(search: string): OpenLoginOptions {
  const params = new URLSearchParams(search);
  const actId = params.get('actId');
  if (actId) {
    const aic = params.get('aic');
    return { view: { mode: 'promote', variant: 'activityRegister' }, activity: { actId, ...(aic ? { inviteCode: aic } : {}) } };
  }
  const variant: PromoteVariant = params.get('fast') === '1' ? 'fastPromoteRegister' : 'promoteRegister';
  return { view: { mode: 'promote', variant } };
}

export interface RegisterPageProps {
  search: string;
}

export function RegisterPage({ search }: RegisterPageProps) {
  const loggedIn = useIsLoggedIn();
  const options = registerDialogFor(search);
  const activity = options.activity !== undefined;

  useEffect(() => {
    if (!loggedIn) void openLogin(registerDialogFor(search));
  }, [loggedIn, search]);

  return (
    <section aria-labelledby="register-title" className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <h1 id="register-title" className="text-3xl font-bold text-ink">
        {activity ? <Trans>Register to join the activity</Trans> : <Trans>Register for SeaLens</Trans>}
      </h1>
      <p className="mt-4 text-ink-muted">
        {activity ? (
          <Trans>New members get a lottery chance as soon as they register.</Trans>
        ) : (
          <Trans>Market data, rankings and pricing tools for cross-border sellers. New users get a free membership.</Trans>
        )}
      </p>
      {loggedIn ? (
        <p className="mt-8 text-ink">
          <Trans>You are logged in.</Trans>
        </p>
      ) : (
        <button type="button" className={buttonClassName('primary', 'lg', 'mt-8')} onClick={() => void openLogin(options)}>
          <Trans>Register now</Trans>
        </button>
      )}
    </section>
  );
}
