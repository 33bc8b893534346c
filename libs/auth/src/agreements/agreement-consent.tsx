import { Trans } from '@lingui/react/macro';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { AgreementDialog } from './agreement-dialog';
import type { AgreementMessagesLoader } from './agreement-messages';
import type { AgreementKind } from './texts/agreement-document';

export interface AgreementConsentProps {
  className?: string;
  /** Passed on to the dialogs; defaults to the compiled catalog chunk of the active language. */
  loadMessages?: AgreementMessagesLoader;
}

function AgreementLink(props: Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className'>) {
  return (
    <button
      type="button"
      className="rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none"
      {...props}
    />
  );
}

/**
 * The consent line under every login and register form (spec §2). Logging in or registering is the
 * consent, so there is no checkbox; both agreement names open their dialog.
 */
export function AgreementConsent({ className, loadMessages }: AgreementConsentProps) {
  // The kind outlives `open` so the dialog keeps its title while it closes.
  const [kind, setKind] = useState<AgreementKind>('service');
  const [open, setOpen] = useState(false);
  const show = (next: AgreementKind) => {
    setKind(next);
    setOpen(true);
  };

  return (
    <>
      <p className={['text-xs leading-5 text-ink-muted', className].filter(Boolean).join(' ')}>
        <Trans>
          By logging in or registering you agree to the{' '}
          <AgreementLink onClick={() => show('service')}>Service Agreement</AgreementLink> and the{' '}
          <AgreementLink onClick={() => show('privacy')}>Privacy Agreement</AgreementLink>
        </Trans>
      </p>
      <AgreementDialog kind={kind} open={open} onOpenChange={setOpen} loadMessages={loadMessages} />
    </>
  );
}
