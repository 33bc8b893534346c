// Spec §4 registration pop-up: for a visitor who has not seen it, once REGISTRATION_POPUP_DELAY_MS
// have passed, the next click anywhere opens the login dialog in SMS mode. The shown flag lives in a
// cookie until the next midnight, and the click listener is removed after it fires.
import { REGISTRATION_POPUP_DELAY_MS } from '@sealens/domain';
import type { Clock } from './clock';

export const REGISTRATION_POPUP_COOKIE = 'registered_popup';

export interface ClickTarget {
  addEventListener(type: 'click', listener: () => void, options?: { capture?: boolean }): void;
  removeEventListener(type: 'click', listener: () => void, options?: { capture?: boolean }): void;
}

export interface RegistrationPopupDeps {
  clock: Clock;
  /** Where clicks are listened for (the document in the browser). */
  target: ClickTarget;
  isLoggedIn: () => boolean;
  hasShownCookie: () => boolean;
  /** Sets the shown flag; `expires` is the next local midnight. */
  setShownCookie: (expires: Date) => void;
  /** Opens the account-login dialog in SMS mode. */
  openSmsLogin: () => void;
}

/** The next local midnight after `now` (the flag is per calendar day). */
export function nextMidnight(now: Date): Date {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight;
}

/** Arms the pop-up; returns a function that disarms it (page unload, login). */
export function armRegistrationPopup(deps: RegistrationPopupDeps): () => void {
  if (deps.isLoggedIn() || deps.hasShownCookie()) return () => undefined;
  let listening = false;

  const onClick = () => {
    disarm();
    // Logged in or shown in another tab meanwhile: nothing to do.
    if (deps.isLoggedIn() || deps.hasShownCookie()) return;
    deps.setShownCookie(nextMidnight(new Date(deps.clock.now())));
    deps.openSmsLogin();
  };

  const timer = deps.clock.setTimeout(() => {
    listening = true;
    deps.target.addEventListener('click', onClick, { capture: true });
  }, REGISTRATION_POPUP_DELAY_MS);

  function disarm() {
    deps.clock.clearTimeout(timer);
    if (listening) deps.target.removeEventListener('click', onClick, { capture: true });
    listening = false;
  }
  return disarm;
}
