import { Trans, useLingui } from '@lingui/react/macro';
import { FEEDBACK_DESCRIPTION_MAX, FEEDBACK_DESCRIPTION_MIN, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type FeedbackType } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Answer } from '../shared/answer';
import type { FeedbackValues } from './feedback-api';
import { FEEDBACK_TYPE_NAMES } from './feedback-type-names';

export interface FeedbackFormProps {
  /** Stores the picture through the site's upload call; answers `{ url }` in the envelope. */
  upload: (file: File) => Promise<Answer<{ url: string }>>;
  send: (values: FeedbackValues) => Promise<Answer<unknown>>;
}

type Problem = 'noType' | 'tooShort' | 'tooLong' | 'notImage' | 'tooLarge' | 'uploadFailed' | 'refused' | 'failed';
interface Picture {
  name: string;
  /** The local preview (an object URL of the picked file). */
  preview: string;
  file: File;
  /** The stored address once uploaded. */
  url: string | null;
}

const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;
const FIELD = 'block w-full rounded-md border border-border-strong bg-surface px-3 text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus';

/**
 * The feedback form of spec §7: kind, complaint flag, the problem's description and one picture.
 * The picture is uploaded as soon as it is picked (a progress bar meanwhile), previewed, and can be
 * removed. A failed upload or send keeps everything typed and picked; success says thank you.
 */
export function FeedbackForm({ upload, send }: FeedbackFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const typeField = useRef<HTMLSelectElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const [type, setType] = useState<FeedbackType | ''>('');
  const [complaint, setComplaint] = useState(false);
  const [description, setDescription] = useState('');
  const [picture, setPicture] = useState<Picture | null>(null);
  const [busy, setBusy] = useState<'upload' | 'send' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(false);

  // The preview's object URL is freed when the picture goes.
  const preview = picture?.preview;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const problemText: Record<Problem, string> = {
    noType: t`Please choose the kind of feedback.`,
    tooShort: t`Please describe the problem in at least ${FEEDBACK_DESCRIPTION_MIN} characters.`,
    tooLong: t`The description can be at most ${FEEDBACK_DESCRIPTION_MAX} characters.`,
    notImage: t`The picture must be PNG, JPEG, WebP or GIF.`,
    tooLarge: t`The picture can be at most ${MAX_MB} MB.`,
    uploadFailed: t`The picture could not be uploaded. Try again; what you wrote is kept.`,
    refused: t`The feedback was not accepted. Please check what you entered.`,
    failed: t`Your feedback could not be sent. Check your connection and try again; what you wrote is kept.`,
  };

  const store = async (chosen: Picture) => {
    setBusy('upload');
    setProblem(null);
    const answer = await upload(chosen.file);
    setBusy(null);
    if (answer.code === 200 && answer.payload?.url) setPicture({ ...chosen, url: answer.payload.url });
    else setProblem('uploadFailed');
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem('notImage');
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return setProblem('tooLarge');
    const chosen = { name: file.name, preview: URL.createObjectURL(file), file, url: null };
    setPicture(chosen);
    void store(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = description.trim();
    if (type === '') {
      setProblem('noType');
      return typeField.current?.focus();
    }
    if (text.length < FEEDBACK_DESCRIPTION_MIN || text.length > FEEDBACK_DESCRIPTION_MAX) {
      setProblem(text.length < FEEDBACK_DESCRIPTION_MIN ? 'tooShort' : 'tooLong');
      return descriptionField.current?.focus();
    }
    if (picture && !picture.url) return setProblem('uploadFailed');
    setBusy('send');
    setProblem(null);
    const answer = await send({ type, complaint, problemDescription: text, imgUrl: picture?.url ?? '' });
    setBusy(null);
    if (answer.code === 200) {
      setSent(true);
      return;
    }
    // No answer, or a backend failure (5xx): try again; any other code: the server refused the input.
    setProblem(answer.code === 0 || (answer.code >= 500 && answer.code <= 599) ? 'failed' : 'refused');
  };

  const again = () => {
    setType('');
    setComplaint(false);
    setDescription('');
    setPicture(null);
    setSent(false);
  };

  if (sent) {
    return (
      <div role="status" className="space-y-4 rounded-xl bg-success-50 p-6 ring-1 ring-border" data-testid="feedback-sent">
        <h2 ref={thanks} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          <Trans>Thank you for your feedback</Trans>
        </h2>
        <p className="text-ink-muted">
          <Trans>We read every message. If you filed a complaint, customer service will contact you.</Trans>
        </p>
        <Button type="button" variant="secondary" onClick={again}>
          <Trans>Send more feedback</Trans>
        </Button>
      </div>
    );
  }

  const problemId = `${id}-problem`;
  const fieldProblem = (...kinds: Problem[]) => (problem && kinds.includes(problem) ? problemId : undefined);
  const length = description.trim().length;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy !== null}>
      <div className="space-y-1">
        <label htmlFor={`${id}-type`} className="block font-semibold text-ink">
          <Trans>Kind of feedback</Trans>
        </label>
        <select
          ref={typeField}
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as FeedbackType | '')}
          aria-invalid={problem === 'noType' || undefined}
          aria-describedby={fieldProblem('noType')}
          className={`${FIELD} h-10`}
        >
          <option value="">{t`Choose…`}</option>
          {Object.entries(FEEDBACK_TYPE_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {i18n._(name)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-start gap-2">
        <input id={`${id}-complaint`} type="checkbox" checked={complaint} onChange={(event) => setComplaint(event.target.checked)} className="mt-1 size-4 accent-brand-600" />
        <label htmlFor={`${id}-complaint`} className="text-ink">
          <Trans>This is a complaint about our service (customer service will contact you)</Trans>
        </label>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-description`} className="block font-semibold text-ink">
          <Trans>Problem description</Trans>
        </label>
        <textarea
          ref={descriptionField}
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={6}
          aria-invalid={problem === 'tooShort' || problem === 'tooLong' || undefined}
          aria-describedby={[`${id}-count`, fieldProblem('tooShort', 'tooLong')].filter(Boolean).join(' ')}
          className={`${FIELD} py-2`}
        />
        <p id={`${id}-count`} className={length > FEEDBACK_DESCRIPTION_MAX ? 'text-xs text-danger-700' : 'text-xs text-ink-muted'}>
          <Trans>
            {length} of {FEEDBACK_DESCRIPTION_MAX} characters (at least {FEEDBACK_DESCRIPTION_MIN})
          </Trans>
        </p>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink">
          <Trans>Picture (optional)</Trans>
        </legend>
        <p id={`${id}-picture-hint`} className="text-xs text-ink-muted">
          <Trans>One screenshot or photo · PNG, JPEG, WebP or GIF, at most {MAX_MB} MB</Trans>
        </p>
        {picture ? (
          <div className="flex flex-wrap items-end gap-3">
            <img src={picture.preview} alt={t`Preview of ${picture.name}`} width={160} height={120} className="h-30 w-40 rounded-md object-cover ring-1 ring-border" />
            <div className="space-y-2">
              {busy === 'upload' ? (
                <progress aria-label={t`Uploading the picture`} className="block h-2 w-40 accent-brand-600" />
              ) : picture.url ? (
                <p className="text-sm text-success-700" data-testid="feedback-picture-stored">
                  <Trans>Picture uploaded</Trans>
                </p>
              ) : (
                <Button type="button" variant="secondary" size="sm" onClick={() => void store(picture)}>
                  <Trans>Upload again</Trans>
                </Button>
              )}
              <Button type="button" variant="secondary" size="sm" disabled={busy === 'upload'} onClick={() => setPicture(null)}>
                <Trans>Remove picture</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              onChange={pick}
              aria-label={t`Add a picture`}
              aria-describedby={`${id}-picture-hint`}
              tabIndex={-1}
              className="sr-only"
            />
            <Button type="button" variant="secondary" onClick={() => fileInput.current?.click()}>
              <Trans>Add a picture</Trans>
            </Button>
          </div>
        )}
      </fieldset>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-danger-700">
          {problemText[problem]}
        </p>
      )}
      <Button type="submit" loading={busy === 'send'} disabled={busy === 'upload'}>
        <Trans>Send feedback</Trans>
      </Button>
    </form>
  );
}
