// Spec §2: one login dialog at a time; opening while one is open is ignored; closing removes it.
// The dialog gets its own React root (a div appended to the body) so any part of either site can
// open it without a place in its tree; the caller wraps it in the providers it needs.
import type { ReactNode } from 'react';
import type { LoginDialogMachine } from '../flows/login-dialog-contract';
import { renderDetached, type DetachedRoot } from '../shared/detached-root';
import { LoginDialog } from './login-dialog';

export interface OpenLoginDialogOptions {
  /** Wraps the dialog in the site's providers (I18nProvider, CaptchaContext, ...). */
  wrap?: (dialog: ReactNode) => ReactNode;
  /** Where the root's div goes; the document body by default. */
  parent?: HTMLElement;
}

let current: DetachedRoot | null = null;

/** Whether a login dialog is open now. */
export function isLoginDialogOpen(): boolean {
  return current !== null;
}

/**
 * Opens the login dialog on a new machine. Returns false (and creates nothing) when one is already
 * open. The root is unmounted and its div removed when the machine reaches mode 'closed'.
 */
export function openLoginDialog(createMachine: () => LoginDialogMachine, options: OpenLoginDialogOptions = {}): boolean {
  if (current) return false;
  const machine = createMachine();
  const dialog = <LoginDialog machine={machine} />;
  const entry = renderDetached(options.wrap ? options.wrap(dialog) : dialog, {
    marker: 'loginDialogHost',
    ...(options.parent ? { parent: options.parent } : {}),
  });
  current = entry;

  const unsubscribe = machine.subscribe((state) => {
    if (state.view.mode === 'closed') dispose();
  });
  function dispose(): void {
    if (current !== entry) return;
    current = null;
    unsubscribe();
    entry.dispose();
  }
  if (machine.getState().view.mode === 'closed') dispose();
  return true;
}
