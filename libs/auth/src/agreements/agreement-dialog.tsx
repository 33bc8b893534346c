import { DIALOG_WIDTH } from '@sealens/domain';
import { Dialog, DialogContent } from '@sealens/ui';
import { useRef } from 'react';
import { AgreementBody } from './agreement-body';
import type { AgreementMessagesLoader } from './agreement-messages';
import type { AgreementKind } from './texts/agreement-document';
import { useAgreementTitle } from './use-agreement-title';

export interface AgreementDialogProps {
  kind: AgreementKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Source of the texts; defaults to the compiled catalog chunk of the active language. */
  loadMessages?: AgreementMessagesLoader;
}

/**
 * The service or privacy agreement in a 720-wide dialog (spec §2, §9). It may open on top of the
 * login dialog; the texts load when it opens, since the closed dialog renders nothing.
 */
export function AgreementDialog({ kind, open, onOpenChange, loadMessages }: AgreementDialogProps) {
  const title = useAgreementTitle(kind);
  // Opened by plain buttons rather than a Radix trigger, so Radix would drop focus on the page on
  // close; the element that had focus when the dialog opened gets it back instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        width={DIALOG_WIDTH.agreement}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <AgreementBody kind={kind} loadMessages={loadMessages} />
      </DialogContent>
    </Dialog>
  );
}
