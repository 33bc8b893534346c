import { Trans } from '@lingui/react/macro';
import { useIsLoggedIn } from '../store/use-is-logged-in';
import { logOut } from './log-out';
import { openLogin, preloadLogin } from './open-login';

const buttonClass =
  'inline-flex h-11 items-center whitespace-nowrap rounded-md px-2 text-xs font-medium text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-focus';

/**
 * The mobile header's account entry (spec §2), on the mobile site and the desktop site's mobile
 * promotion pages: visitors open the login dialog (login and SMS registration) from "Log in";
 * members can log out.
 */
export function MobileAccountButton() {
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
