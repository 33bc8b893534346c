import { Trans } from '@lingui/react/macro';
import { logOut, openLogin, preloadLogin, useIsLoggedIn } from '@sealens/auth';

const buttonClass =
  'inline-flex h-11 items-center rounded-md px-2 text-xs font-medium text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-focus';

/** Spec §2: visitors open the login dialog from "Log in"; members can log out. */
export function AccountButton() {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) {
    return (
      <button type="button" className={buttonClass} onClick={() => void logOut()}>
        <Trans>Log out</Trans>
      </button>
    );
  }
  return (
    <button type="button" className={buttonClass} onClick={() => void openLogin()} onPointerDown={preloadLogin} onFocus={preloadLogin}>
      <Trans>Register | Log in</Trans>
    </button>
  );
}
