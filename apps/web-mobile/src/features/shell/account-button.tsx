import { Trans } from '@lingui/react/macro';
import { logOut, openLogin, preloadLogin, useIsLoggedIn } from '@sealens/auth';

const buttonClass =
  'inline-flex h-11 items-center whitespace-nowrap rounded-md px-2 text-xs font-medium text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-focus';

/** Spec §2: visitors open the login dialog (login and SMS registration) from "Log in"; members can log out. */
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
      {/* The header is 360 px wide at worst: "Log in" fits every language; the dialog offers registration. */}
      <Trans>Log in</Trans>
    </button>
  );
}
