// Start-up work of both sites (loaded as its own chunk by start-auth.ts): the session check of
// spec §4 and the registration pop-up.
import { systemClock } from '../machines/clock';
import { armRegistrationPopup, REGISTRATION_POPUP_COOKIE } from '../machines/registration-popup';
import { startSession } from '../session/start-session';
import { authStore } from '../store/auth-store';
import { isLoggedInAtom } from '../store/user-atoms';
import { openLogin } from './open-login';

function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((part) => part.startsWith(`${name}=`));
}

export function bootAuth(): void {
  startSession({ openBindWxQr: () => void openLogin({ view: { mode: 'bindWxQr' } }) });
  armRegistrationPopup({
    clock: systemClock,
    target: document,
    isLoggedIn: () => authStore.get(isLoggedInAtom),
    hasShownCookie: () => hasCookie(REGISTRATION_POPUP_COOKIE),
    setShownCookie: (expires) => {
      document.cookie = `${REGISTRATION_POPUP_COOKIE}=1; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
    },
    openSmsLogin: () => void openLogin({ view: { mode: 'accountLogin', tab: 'sms' } }),
  });
}
