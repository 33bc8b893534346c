import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useEffect, useRef, useState } from 'react';
import type { QaFailure } from '../api/qa-api';
import { failureOf, useFailureText } from '../shared/use-failure-text';

export interface RemoveButtonProps {
  /** What is removed, for the buttons' names ("Remove question", "Remove answer"). */
  what: 'question' | 'answer';
  remove: () => Promise<void>;
}

/** Removing asks once more before it calls; a failure says why and leaves everything in place. */
export function RemoveButton({ what, remove }: RemoveButtonProps) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [failure, setFailure] = useState<QaFailure | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the confirmation they just asked for.
  useEffect(() => {
    if (step === 'confirm') confirmButton.current?.focus();
  }, [step]);

  const confirm = async () => {
    setStep('busy');
    setFailure(null);
    try {
      await remove();
    } catch (error) {
      setFailure(failureOf(error));
      setStep('idle');
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {step === 'idle' ? (
        <Button variant="ghost" size="sm" onClick={() => setStep('confirm')}>
          {what === 'question' ? t`Remove question` : t`Remove answer`}
        </Button>
      ) : (
        <>
          <span className="text-sm text-ink">{what === 'question' ? <Trans>Remove this question?</Trans> : <Trans>Remove this answer?</Trans>}</span>
          <Button ref={confirmButton} variant="primary" size="sm" loading={step === 'busy'} onClick={confirm}>
            <Trans>Yes, remove</Trans>
          </Button>
          <Button variant="secondary" size="sm" disabled={step === 'busy'} onClick={() => setStep('idle')}>
            <Trans>Keep it</Trans>
          </Button>
        </>
      )}
      {failure && (
        <span role="alert" className="text-sm text-danger-700">
          {failureText(failure)}
        </span>
      )}
    </span>
  );
}
