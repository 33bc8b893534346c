// Which screen the login dialog opens on when the caller does not name one (DESIGN.md §4 "Login on
// a phone"): a phone cannot scan a QR shown on its own screen, so the mobile site and narrow
// viewports open on SMS login with the QR one tap away; wide desktop screens keep the QR (spec §2).
import type { LoginDialogView } from '../flows/login-dialog-contract';

export type LoginInitialMode = 'qr' | 'sms';

/** Narrower than Tailwind's `md` breakpoint (768 px): phone-sized, whatever the site. */
export const NARROW_VIEWPORT_QUERY = '(max-width: 767.98px)';

export interface LoginOpeningContext {
  /** The page's path: the mobile site lives under /m. */
  pathname: string;
  /** Whether NARROW_VIEWPORT_QUERY matches now. */
  narrowViewport: boolean;
}

function onMobileSite(pathname: string): boolean {
  return pathname === '/m' || pathname.startsWith('/m/');
}

export function defaultLoginInitialMode(context: LoginOpeningContext): LoginInitialMode {
  return onMobileSite(context.pathname) || context.narrowViewport ? 'sms' : 'qr';
}

export function loginViewFor(mode: LoginInitialMode): LoginDialogView {
  return mode === 'sms' ? { mode: 'accountLogin', tab: 'sms' } : { mode: 'qrLogin' };
}

/** The opening context of the current page, read at the moment the dialog opens. */
export function currentLoginOpeningContext(win: Pick<Window, 'location' | 'matchMedia'> = window): LoginOpeningContext {
  return {
    pathname: win.location.pathname,
    narrowViewport: typeof win.matchMedia === 'function' && win.matchMedia(NARROW_VIEWPORT_QUERY).matches,
  };
}
