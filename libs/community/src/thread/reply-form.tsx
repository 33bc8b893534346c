import { Trans, useLingui } from '@lingui/react/macro';
import { QA_CONTENT_MAX } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import type { QaFailure } from '../api/qa-api';
import { useDraft } from '../drafts/use-draft';
import { failureOf, useFailureText } from '../shared/use-failure-text';

export interface ReplyFormProps {
  questionId: string;
  isMember: boolean;
  /** Opens the login dialog (a visitor who tries to answer). */
  onLogin: () => void;
  send: (content: string) => Promise<void>;
}

/** The answer box under a question. The draft survives a failed call, the login dialog and a reload. */
export function ReplyForm({ questionId, isMember, onLogin, send }: ReplyFormProps) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const fieldId = useId();
  const [draft, setDraft, clearDraft] = useDraft(`reply-${questionId}`, { content: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<QaFailure | 'empty' | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!isMember) {
      onLogin();
      return;
    }
    if (!draft.content.trim()) {
      setFailure('empty');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await send(draft.content);
      clearDraft();
      setSent(true);
    } catch (error) {
      const why = failureOf(error);
      setFailure(why);
      if (why === 'login') onLogin();
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${fieldId}-error`;
  return (
    <form onSubmit={submit} className="mt-6 space-y-2" noValidate>
      <label htmlFor={fieldId} className="block font-semibold text-ink">
        <Trans>Your answer</Trans>
      </label>
      <textarea
        id={fieldId}
        value={draft.content}
        onChange={(event) => setDraft({ content: event.target.value })}
        maxLength={QA_CONTENT_MAX}
        rows={4}
        aria-invalid={failure === 'empty' || undefined}
        aria-describedby={failure ? errorId : undefined}
        placeholder={isMember ? t`Share what worked for you` : t`Log in to answer`}
        className="block w-full rounded-md border border-border-strong bg-surface p-3 text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
      />
      {failure && (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {failure === 'empty' ? <Trans>Please write your answer first.</Trans> : failureText(failure)}
        </p>
      )}
      {sent && (
        <p role="status" className="text-sm text-success-700">
          <Trans>Your answer is published.</Trans>
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {isMember ? <Trans>Publish answer</Trans> : <Trans>Log in to answer</Trans>}
        </Button>
      </div>
    </form>
  );
}
