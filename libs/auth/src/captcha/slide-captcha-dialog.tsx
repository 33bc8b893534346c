import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent } from '@sealens/ui';
import { useId, useRef } from 'react';

import type { CaptchaPass } from './captcha-provider';
import type { SlideCaptchaApi } from './slide-captcha-api';
import { SlideCaptchaPanel } from './slide-captcha-panel';
import { SLIDE_FRAME } from './slide-puzzle';

/**
 * Stacking order of the captcha dialog: above the login dialog (--z-dialog, 1000) and the backfill
 * dialog (BACKFILL_DIALOG_LAYER, 1070), below popovers and toasts (2000+), since it is opened from them.
 */
export const CAPTCHA_DIALOG_LAYER = 1100;
/** Panel padding (p-6 on both sides) around the fixed picture frame. */
const DIALOG_WIDTH_PX = SLIDE_FRAME.width + 2 * 24;

export interface SlideCaptchaDialogProps {
  open: boolean;
  api: SlideCaptchaApi;
  onPass(pass: CaptchaPass): void;
  /** Closed unsolved: close button, Escape or a click outside. */
  onClose(): void;
}

/** The local slide captcha (DESIGN.md §4): a small modal above the login dialog. */
export function SlideCaptchaDialog({ open, api, onPass, onClose }: SlideCaptchaDialogProps) {
  const { t } = useLingui();
  const instructionId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        ref={contentRef}
        title={t`Security verification`}
        width={DIALOG_WIDTH_PX}
        zIndex={CAPTCHA_DIALOG_LAYER}
        aria-describedby={instructionId}
        // The slider, not the close button, takes focus: arrow keys work at once.
        onOpenAutoFocus={(event) => {
          const slider = contentRef.current?.querySelector<HTMLElement>('[role="slider"]');
          if (!slider) return;
          event.preventDefault();
          slider.focus();
        }}
      >
        <p id={instructionId} className="mb-3 text-sm text-ink-muted">
          {t`Drag the slider to fit the puzzle piece`}
        </p>
        <SlideCaptchaPanel api={api} onPass={onPass} describedBy={instructionId} />
      </DialogContent>
    </Dialog>
  );
}
