import { useLingui } from '@lingui/react/macro';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, 'title'> & {
  /** Required: Radix and screen readers need an accessible name for every dialog. */
  title: ReactNode;
  description?: ReactNode;
  /** Maximum width in px (spec §9 gives each dialog its own, e.g. DIALOG_WIDTH.login). */
  width?: number;
  /** Stacking order of overlay and panel, for dialogs that must sit on a given layer (e.g. BACKFILL_DIALOG_LAYER). */
  zIndex?: number;
  /** Hide the title visually but keep it for assistive tech. */
  hideTitle?: boolean;
  hideCloseButton?: boolean;
};

export function DialogContent({
  title,
  description,
  width,
  zIndex,
  hideTitle = false,
  hideCloseButton = false,
  className,
  style,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  const layer = zIndex ?? 'var(--z-dialog)';
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 bg-overlay" style={{ zIndex: layer }} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-lg bg-surface p-6 text-ink shadow-lg outline-none',
          className,
        )}
        style={{ zIndex: layer, maxWidth: width, ...style }}
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <DialogPrimitive.Title className={cn('text-lg font-semibold', hideTitle && 'sr-only')}>
              {title}
            </DialogPrimitive.Title>
            {description !== undefined && (
              <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">{description}</DialogPrimitive.Description>
            )}
          </div>
          {!hideCloseButton && (
            <DialogPrimitive.Close
              aria-label={t`Close`}
              className={cn(
                '-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink',
                focusRing,
              )}
            >
              <CloseIcon className="size-5" />
            </DialogPrimitive.Close>
          )}
        </div>
        {/* static: a dialog's corner controls (the login's QR switch) are placed against the panel, not this scroller (theme.css makes scrollers containing blocks). */}
        <div className="static min-h-0 overflow-y-auto">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
