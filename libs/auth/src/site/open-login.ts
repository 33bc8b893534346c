// The one entry both sites use to open the login dialog. Everything behind it (the dialog, the
// flows, the captcha, the API clients) is a chunk of its own, loaded on the first open.
import type { LoginDialogView } from '../flows/login-dialog-contract';
import type { LoginDialogActivity } from '../flows/login-dialog-machine';
import { currentLoginOpeningContext, defaultLoginInitialMode, loginViewFor, type LoginInitialMode } from './login-initial-mode';

export interface OpenLoginOptions {
  /** The first screen; when absent, the screen of `initialMode`. */
  view?: LoginDialogView;
  /**
   * QR or SMS login first. When absent it is chosen at open time: SMS on the mobile site and on
   * narrow viewports, the messaging-app QR elsewhere (DESIGN.md §4).
   */
  initialMode?: LoginInitialMode;
  activity?: LoginDialogActivity;
}

interface LoginDialogModule {
  showLoginDialog(options: OpenLoginOptions): boolean;
}

let loading: Promise<LoginDialogModule> | undefined;

function loadDialog(): Promise<LoginDialogModule> {
  loading ??= import('./show-login-dialog').catch((error: unknown) => {
    // A failed chunk load may succeed on the next click.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the dialog's code (on hover or focus of a login button) so the click feels instant. */
export function preloadLogin(): void {
  void loadDialog().catch(() => undefined);
}

/** Opens the login dialog; resolves false when one is already open (spec §2: one at a time). */
export async function openLogin(options: OpenLoginOptions = {}): Promise<boolean> {
  // Read before the chunk loads: the viewport the user clicked in.
  const view = options.view ?? loginViewFor(options.initialMode ?? defaultLoginInitialMode(currentLoginOpeningContext()));
  const { showLoginDialog } = await loadDialog();
  return showLoginDialog({ ...options, view });
}
