import { Trans, useLingui } from '@lingui/react/macro';
import { QA_CONTENT_MAX, QA_IMAGES_MAX, QA_TITLE_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Question, QuestionDraft, QaFailure } from '../api/qa-api';
import { useDraft } from '../drafts/use-draft';
import { failureOf, useFailureText } from '../shared/use-failure-text';

export interface AskFormProps {
  isMember: boolean;
  onLogin: () => void;
  /** Stores one picture through the upload call; answers its URL. */
  upload: (file: File) => Promise<string>;
  save: (draft: QuestionDraft) => Promise<Question>;
  onSaved: (question: Question) => void;
  /** The question being edited (its current text), absent when asking a new one. */
  editing?: QuestionDraft & { id: string };
}

type FormProblem = QaFailure | 'noTitle' | 'noContent' | 'tooMany' | 'tooLarge' | 'notImage' | 'uploadFailed';

const EMPTY: QuestionDraft = { title: '', content: '', imgUrls: [] };
const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * Ask a question (or edit one's own): title, text and up to QA_IMAGES_MAX pictures, each through the
 * upload call. The draft (pictures included) survives a failed call, the login dialog and a reload.
 */
export function AskForm({ isMember, onLogin, upload, save, onSaved, editing }: AskFormProps) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft, clearDraft] = useDraft(editing ? `edit-${editing.id}` : 'ask', editing ? { title: editing.title, content: editing.content, imgUrls: editing.imgUrls } : EMPTY);
  const [busy, setBusy] = useState<'save' | 'upload' | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const problemText = (p: FormProblem): string => {
    switch (p) {
      case 'noTitle':
        return t`Please enter a title.`;
      case 'noContent':
        return t`Please describe your question.`;
      case 'tooMany':
        return t`A question can have at most ${QA_IMAGES_MAX} pictures.`;
      case 'tooLarge':
        return t`Each picture can be at most ${MAX_MB} MB.`;
      case 'notImage':
        return t`Pictures must be PNG, JPEG, WebP or GIF.`;
      case 'uploadFailed':
        return t`The picture could not be uploaded. Please try again.`;
      default:
        return failureText(p);
    }
  };

  const addPictures = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (!isMember) {
      onLogin();
      return;
    }
    setProblem(null);
    if (draft.imgUrls.length + files.length > QA_IMAGES_MAX) {
      setProblem('tooMany');
      return;
    }
    if (files.some((file) => !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))) {
      setProblem('notImage');
      return;
    }
    if (files.some((file) => file.size > UPLOAD_IMAGE_MAX_BYTES)) {
      setProblem('tooLarge');
      return;
    }
    setBusy('upload');
    try {
      for (const file of files) {
        const url = await upload(file);
        // Each stored picture joins the draft at once: a later failure keeps the earlier ones.
        setDraft((current) => ({ ...current, imgUrls: [...current.imgUrls, url] }));
      }
    } catch (error) {
      const why = failureOf(error);
      setProblem(why === 'failed' || why === 'invalid' ? 'uploadFailed' : why);
      if (why === 'login') onLogin();
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isMember) {
      onLogin();
      return;
    }
    if (!draft.title.trim()) return setProblem('noTitle');
    if (!draft.content.trim()) return setProblem('noContent');
    setBusy('save');
    setProblem(null);
    try {
      const saved = await save(draft);
      clearDraft();
      onSaved(saved);
    } catch (error) {
      const why = failureOf(error);
      setProblem(why);
      if (why === 'login') onLogin();
    } finally {
      setBusy(null);
    }
  };

  const problemId = `${id}-problem`;
  const described = problem ? problemId : undefined;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="block font-semibold text-ink">
          <Trans>Title</Trans>
        </label>
        <input
          id={`${id}-title`}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          maxLength={QA_TITLE_MAX}
          aria-invalid={problem === 'noTitle' || undefined}
          aria-describedby={problem === 'noTitle' ? described : `${id}-title-hint`}
          className="block h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
        />
        <p id={`${id}-title-hint`} className="text-xs text-ink-muted">
          <Trans>
            {draft.title.length} of {QA_TITLE_MAX} characters
          </Trans>
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-content`} className="block font-semibold text-ink">
          <Trans>Your question</Trans>
        </label>
        <textarea
          id={`${id}-content`}
          value={draft.content}
          onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          maxLength={QA_CONTENT_MAX}
          rows={8}
          aria-invalid={problem === 'noContent' || undefined}
          aria-describedby={problem === 'noContent' ? described : undefined}
          className="block w-full rounded-md border border-border-strong bg-surface p-3 text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink">
          <Trans>Pictures</Trans>
        </legend>
        <p id={`${id}-pictures-hint`} className="text-xs text-ink-muted">
          <Trans>
            {draft.imgUrls.length} of {QA_IMAGES_MAX} pictures · PNG, JPEG, WebP or GIF, at most {MAX_MB} MB each
          </Trans>
        </p>
        {draft.imgUrls.length > 0 && (
          <ul className="flex flex-wrap gap-3">
            {draft.imgUrls.map((url, i) => (
              <li key={url + i} className="relative">
                <img src={url} alt={t`Attachment ${i + 1}`} width={96} height={72} className="h-18 w-24 rounded-md object-cover ring-1 ring-border" />
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="mt-1 w-24"
                  onClick={() => setDraft((current) => ({ ...current, imgUrls: current.imgUrls.filter((_, j) => j !== i) }))}
                >
                  {t`Remove picture ${i + 1}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {draft.imgUrls.length < QA_IMAGES_MAX && (
          <div>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              multiple
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              onChange={addPictures}
              aria-label={t`Add pictures`}
              aria-describedby={`${id}-pictures-hint`}
              tabIndex={-1}
              className="sr-only"
            />
            <Button type="button" variant="secondary" loading={busy === 'upload'} onClick={() => (isMember ? fileInput.current?.click() : onLogin())}>
              <Trans>Add pictures</Trans>
            </Button>
          </div>
        )}
      </fieldset>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-danger-700">
          {problemText(problem)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={busy === 'save'} disabled={busy === 'upload'}>
          {!isMember ? <Trans>Log in to ask</Trans> : editing ? <Trans>Save changes</Trans> : <Trans>Publish question</Trans>}
        </Button>
      </div>
    </form>
  );
}
