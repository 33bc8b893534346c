// The invitation link with the caller's `aic` code: copy it (the copy-success popup) or share it
// through the browser's share sheet where there is one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useHydrated } from '@sealens/auth';
import { Button } from '@sealens/ui';
import { useId, useRef, useState } from 'react';
import { invitationLink } from './lottery-api';

export interface InvitePanelProps {
  actId: string;
  inviteCode: string;
  activityName: string;
  onCopied(): void;
}

/** Copies with the Clipboard API, else by selecting the field (older in-app browsers). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection copy.
  }
  if (!field) return false;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function InvitePanel({ actId, inviteCode, activityName, onCopied }: InvitePanelProps) {
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // The origin is the browser's: the server does not know the public address it is reached at.
  const hydrated = useHydrated();
  const link = hydrated ? invitationLink(window.location.origin, actId, inviteCode) : '';
  const canShare = hydrated && typeof navigator.share === 'function';
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    const copied = await copyText(link, field.current);
    setCopyFailed(!copied);
    if (copied) onCopied();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        <Trans>Invite friends, get more draws</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>Each friend who registers through your link gives you one more draw, and your friend gets one too.</Trans>
      </p>
      <label htmlFor={`${id}-link`} className="text-sm font-medium text-ink">
        <Trans>Your invitation link</Trans>
      </label>
      <input id={`${id}-link`} ref={field} readOnly value={link} className="h-10 rounded-md border border-border-strong bg-surface-muted px-3 text-sm text-ink" />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()} disabled={!link}>
          <Trans>Copy the link</Trans>
        </Button>
        {canShare ? (
          <Button
            variant="secondary"
            onClick={() => {
              navigator.share({ title: activityName, text: t`Register and get a free lottery draw`, url: link }).catch(() => undefined);
            }}
          >
            <Trans>Share</Trans>
          </Button>
        ) : null}
      </div>
      {copyFailed ? (
        <p role="alert" className="text-sm text-danger-700">
          <Trans>The link could not be copied: select it and copy it by hand.</Trans>
        </p>
      ) : null}
    </section>
  );
}
