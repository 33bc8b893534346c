// The imperative way in, for the session check (which runs outside React): one gift dialog at a
// time, in its own React root, removed again when it closes. Loaded with import() only when a gift
// is actually given, so no page pays for it up front.
import { I18nProvider } from '@lingui/react';
import { i18n } from '@sealens/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { renderDetached } from '../shared/detached-root';
import { MemberGiftDialog } from './member-gift-dialog';

export interface OpenMemberGiftDialogOptions {
  /** Wraps the dialog in providers; by default the site's I18nProvider. */
  wrap?: (dialog: ReactNode) => ReactNode;
  /** Where the root's div goes; the document body by default. */
  parent?: HTMLElement;
}

let open = false;

/** Whether a member gift dialog is open now. */
export function isMemberGiftDialogOpen(): boolean {
  return open;
}

function GiftHost({ onClosed }: { onClosed: () => void }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!visible) onClosed();
  }, [visible, onClosed]);
  return <MemberGiftDialog open={visible} onOpenChange={setVisible} />;
}

/** Opens the dialog; returns false (and creates nothing) when one is already open. */
export function openMemberGiftDialog(options: OpenMemberGiftDialogOptions = {}): boolean {
  if (open) return false;
  open = true;
  const onClosed = () => {
    open = false;
    host.dispose();
  };
  const dialog = <GiftHost onClosed={onClosed} />;
  const host = renderDetached(options.wrap ? options.wrap(dialog) : <I18nProvider i18n={i18n}>{dialog}</I18nProvider>, {
    marker: 'memberGiftHost',
    ...(options.parent ? { parent: options.parent } : {}),
  });
  return true;
}
