// Spec §2 "Member gift dialog": shown once a member has been given a 1-day operations-edition
// trial (the trial-window answer of spec §4 step 6). Visible as soon as it is mounted; cancel, the
// close icon, 'I know' and Escape all close it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogClose, DialogContent } from '@sealens/ui';

/** The spec gives this dialog no width; the narrow risk-dialog width reads best for two lines. */
export const MEMBER_GIFT_DIALOG_WIDTH = 500;

export interface MemberGiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MemberGiftDialog({ open, onOpenChange }: MemberGiftDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Membership gift`}
        description={t`The data correction you requested has been updated, and you have been given a 1-day operations edition membership.`}
        width={MEMBER_GIFT_DIALOG_WIDTH}
        data-testid="member-gift-dialog"
      >
        <div className="mt-2 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="primary">
              <Trans>I know</Trans>
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
