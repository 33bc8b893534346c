// Spec §2 "Data backfill dialog" and §4: shown when a searched product (good) or shop (mall) is not
// in the data. Phase 1 (620 px) says so, lists the causes and offers to apply for a backfill; an
// answer with code 200 turns it into phase 2 (500 px), the confirmation (a message is promised only to
// someone who can receive it). Any other answer, or a
// failed request, changes nothing and says nothing (spec §8); the button only shows it is busy
// while the request runs. Layer 1070 (spec §9) so it sits above the page's own dialogs.
import { Trans, useLingui } from '@lingui/react/macro';
import { BACKFILL_DIALOG_LAYER, BUSINESS_CODES, DIALOG_WIDTH } from '@sealens/domain';
import { Button, Dialog, DialogClose, DialogContent } from '@sealens/ui';
import { useEffect, useRef, useState } from 'react';
import { NotFoundPicture, SuccessPicture } from './backfill-pictures';

/** What was searched: a product ('good') or a shop ('mall'), the spec's own names. */
export type BackfillKind = 'good' | 'mall';
export type BackfillPhase = 'not-found' | 'submitted';

/** The backfill call's answer; only `code` matters (spec §7 "Data backfill"). */
export interface BackfillAnswer {
  code: number;
}

export interface BackfillDialogProps {
  kind: BackfillKind;
  /** The product or shop id that was not found, shown in the text. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the backfill request (good-supplement or mall-supplement call). */
  apply: () => Promise<BackfillAnswer>;
  /** The phase it opens in; phase 1 unless a story or test says otherwise. */
  initialPhase?: BackfillPhase;
  /**
   * Whether the applicant can get the official account's message (a member with WeChat bound): only
   * then does phase 2 promise one (issue 27 item 5); anyone else is told to search again later.
   */
  canBeNotified?: boolean;
}

export function BackfillDialog({ kind, id, open, onOpenChange, apply, initialPhase = 'not-found', canBeNotified = false }: BackfillDialogProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<BackfillPhase>(initialPhase);
  const [busy, setBusy] = useState(false);

  async function onApply() {
    setBusy(true);
    try {
      const answer = await apply();
      if (answer?.code === BUSINESS_CODES.success) setPhase('submitted');
    } catch {
      // Spec §8: a failed backfill request is silently ignored; the user may try again.
    } finally {
      setBusy(false);
    }
  }

  const submitted = phase === 'submitted';
  // The apply button that had focus is gone in phase 2: focus moves to 'Got it'.
  const gotIt = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (submitted) gotIt.current?.focus();
  }, [submitted]);
  const notFoundTitle =
    kind === 'good'
      ? t`The product you searched is not yet included in our data (ID: ${id})`
      : t`The shop you searched is not yet included in our data (ID: ${id})`;
  // One dialog for both phases: the panel stays mounted (and focused) while it narrows to phase 2.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={submitted ? t`Application submitted successfully` : notFoundTitle}
        width={submitted ? DIALOG_WIDTH.backfillSuccess : DIALOG_WIDTH.backfillNotFound}
        zIndex={BACKFILL_DIALOG_LAYER}
        data-testid="backfill-dialog"
        data-phase={phase}
        data-kind={kind}
        // An id of 20 digits has no place to break; let it wrap anywhere rather than overflow.
        className="[&_h2]:break-words"
      >
        {submitted ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <SuccessPicture className="h-24 w-32" />
            <p className="text-sm text-ink-muted">
              {canBeNotified ? (
                kind === 'good' ? (
                  <Trans>We will backfill this product's data first and notify you through an official-account message.</Trans>
                ) : (
                  <Trans>We will backfill this shop's data first and notify you through an official-account message.</Trans>
                )
              ) : kind === 'good' ? (
                <Trans>We will backfill this product's data first. Search for it again in a few days.</Trans>
              ) : (
                <Trans>We will backfill this shop's data first. Search for it again in a few days.</Trans>
              )}
            </p>
            <DialogClose asChild>
              <Button ref={gotIt} variant="primary" className="min-w-32">
                <Trans>Got it</Trans>
              </Button>
            </DialogClose>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <NotFoundPicture className="mx-auto h-24 w-32 shrink-0" />
              <div className="min-w-0 text-sm text-ink-muted">
                <p className="font-medium text-ink">
                  <Trans>Possible causes:</Trans>
                </p>
                <ol className="mt-1 list-decimal space-y-1 ps-5">
                  <li>
                    {kind === 'good' ? (
                      <Trans>Not every product meets the conditions for inclusion.</Trans>
                    ) : (
                      <Trans>Not every shop meets the conditions for inclusion.</Trans>
                    )}
                  </li>
                  <li>
                    <Trans>The data is still syncing.</Trans>
                  </li>
                  <li>
                    {/* Spec §2's third cause ("possibly a bug"), said as what it means to the reader. */}
                    <Trans>Our collection may have missed it.</Trans>
                  </li>
                </ol>
                <p className="mt-3">
                  {kind === 'good' ? (
                    <Trans>Click 'Apply for data backfill' and we will add this product's data.</Trans>
                  ) : (
                    <Trans>Click 'Apply for data backfill' and we will add this shop's data.</Trans>
                  )}
                </p>
              </div>
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </DialogClose>
              <Button variant="primary" loading={busy} onClick={() => void onApply()}>
                <Trans>Apply for data backfill</Trans>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
