// The imperative way in (spec §2: "several instances can be opened"): each call mounts one dialog
// in a root of its own and removes that root again when the dialog closes (cancel, close icon,
// Escape, or 'Got it'). Client-only: call it from an event handler, never during render.
// The dialog's code (Radix dialog, focus trap, scroll lock, pictures) is a chunk of its own, loaded
// when a lookup starts (preloadBackfillDialog) or at the latest when the dialog opens: a page with
// a search form does not download it before it hydrates.
import { I18nProvider } from '@lingui/react';
import { authAtoms, authStore, renderDetached } from '@sealens/auth';
import { i18n } from '@sealens/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import type * as BackfillDialogCode from './backfill-dialog';
import type { BackfillAnswer, BackfillKind } from './backfill-dialog';

export interface OpenBackfillDialogOptions {
  kind: BackfillKind;
  id: string;
  apply: () => Promise<BackfillAnswer>;
  /** Wraps the dialog in providers; by default the site's I18nProvider. */
  wrap?: (dialog: ReactNode) => ReactNode;
  /** Where the root's div goes; the document body by default. */
  parent?: HTMLElement;
  /** Called once the dialog has closed, however it closed. */
  onClosed?: () => void;
  /** Called instead of opening when the dialog's code cannot be loaded (offline, say). */
  onLoadFailed?: () => void;
  /** Whether the applicant can get the official account's message; by default read from the session (canReceiveMessages). */
  canBeNotified?: boolean;
}

/** The official account writes only to a member whose WeChat is bound: a visitor, or a member without it, gets no message. */
export function canReceiveMessages(store = authStore): boolean {
  const info = store.get(authAtoms.infoAtom);
  const channel = info.channelUserInfo;
  return Boolean(info.accessToken) && (channel?.wxIsBind === true || Boolean(channel?.openId));
}

type BackfillDialogModule = typeof BackfillDialogCode;
let loading: Promise<BackfillDialogModule> | undefined;

/** Starts loading the dialog's code; a failed load is tried again on the next call. */
export function preloadBackfillDialog(): Promise<BackfillDialogModule> {
  loading ??= import('./backfill-dialog').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export interface BackfillDialogHandle {
  /** Closes this instance (as its close icon would). */
  close(): void;
}

/** Marker attribute on each instance's root element: `data-backfill-host`. */
export const BACKFILL_HOST_MARKER = 'backfillHost';

function BackfillHost({
  Dialog,
  options,
  onClosed,
  bindClose,
}: {
  Dialog: BackfillDialogModule['BackfillDialog'];
  options: OpenBackfillDialogOptions;
  onClosed: () => void;
  bindClose: (close: () => void) => void;
}) {
  const [open, setOpen] = useState(true);
  useEffect(() => bindClose(() => setOpen(false)), [bindClose]);
  useEffect(() => {
    if (!open) onClosed();
  }, [open, onClosed]);
  // Read when the dialog opens: the session may have changed since the page loaded.
  const [canBeNotified] = useState(() => options.canBeNotified ?? canReceiveMessages());
  return <Dialog kind={options.kind} id={options.id} apply={options.apply} open={open} onOpenChange={setOpen} canBeNotified={canBeNotified} />;
}

export function openBackfillDialog(options: OpenBackfillDialogOptions): BackfillDialogHandle {
  let close: (() => void) | undefined;
  let closed = false;
  let host: { dispose(): void } | undefined;
  const onClosed = () => {
    if (closed) return;
    closed = true;
    host?.dispose();
    options.onClosed?.();
  };
  preloadBackfillDialog().then(
    ({ BackfillDialog }) => {
      // Closed through the handle while the code was loading: nothing to show.
      if (closed) return;
      const dialog = <BackfillHost Dialog={BackfillDialog} options={options} onClosed={onClosed} bindClose={(fn) => (close = fn)} />;
      host = renderDetached(options.wrap ? options.wrap(dialog) : <I18nProvider i18n={i18n}>{dialog}</I18nProvider>, {
        marker: BACKFILL_HOST_MARKER,
        ...(options.parent ? { parent: options.parent } : {}),
      });
    },
    () => {
      closed = true;
      options.onLoadFailed?.();
    },
  );
  return {
    close() {
      if (close) close();
      else if (!closed) onClosed();
    },
  };
}
