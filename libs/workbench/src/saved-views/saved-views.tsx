// Saved views (issue 26 item 7): a member names the current view (its query); the list's entries
// are links, so opening one restores every filter and works in a new tab. Rename inline, remove
// after a confirmation. A failed call says so and keeps what was typed.
import { useLingui } from '@lingui/react/macro';
import { SAVED_VIEW_NAME_MAX } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';
import { focusRing } from '../shared/focus-ring';
import { PopoverPanel, PopoverRoot, PopoverTrigger } from '../shared/popover-panel';
import type { SavedView } from '../shared/types';
import { usePlainNumber } from '../shared/use-plain-number';

export interface SavedViewsProps {
  views: SavedView[];
  /** How many views the plan keeps. */
  max: number;
  /** The query of the page as it is now (what "save" stores). */
  currentQuery: string;
  onSave(name: string): Promise<void>;
  onRename(id: number, name: string): Promise<void>;
  onRemove(id: number): Promise<void>;
  viewHref(view: SavedView): string;
  /** Why saving is not possible (a visitor, a plan without views); the list still shows. */
  disabledReason?: ReactNode;
}

/** The message for a name, or null when it may be saved. */
function useNameIssue(): (name: string) => string | null {
  const { t } = useLingui();
  const max = SAVED_VIEW_NAME_MAX;
  return (name) => {
    const trimmed = name.trim();
    if (trimmed === '') return t`Give the view a name.`;
    if (trimmed.length > max) return t`A name has at most ${max} characters.`;
    return null;
  };
}

/** The message of a failed call: the server's words when it gave any. */
function useFailure(): (error: unknown, fallback: string) => string {
  return (error, fallback) => (error instanceof Error && error.message ? `${fallback} ${error.message}` : fallback);
}

function NameField({
  label,
  value,
  onChange,
  issue,
  focusOnMount,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  issue: string | null;
  focusOnMount?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The rename field takes the focus it was opened for.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={SAVED_VIEW_NAME_MAX * 2}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-issue` : undefined}
        ref={input}
        className={cx(fieldClass, issue && invalidFieldClass)}
      />
      {issue && (
        <p id={`${id}-issue`} className={errorClass}>
          {issue}
        </p>
      )}
    </div>
  );
}

function ViewRow({ view, href, onRename, onRemove }: { view: SavedView; href: string; onRename: SavedViewsProps['onRename']; onRemove: SavedViewsProps['onRemove'] }) {
  const { t } = useLingui();
  const nameIssue = useNameIssue();
  const failure = useFailure();
  const [mode, setMode] = useState<'show' | 'rename' | 'confirm'>('show');
  const [name, setName] = useState(view.name);
  const [issue, setIssue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const viewName = view.name;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameIssue(name);
    setIssue(problem);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await onRename(view.id, name.trim());
      setMode('show');
    } catch (e) {
      setError(failure(e, t`The view could not be renamed.`));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRemove(view.id);
    } catch (e) {
      setError(failure(e, t`The view could not be removed.`));
      setMode('show');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-1 border-b border-border py-2 last:border-b-0">
      {mode === 'rename' ? (
        <form className="flex items-end gap-2" onSubmit={(event) => void rename(event)} noValidate>
          <NameField label={t`New name for ${viewName}`} value={name} onChange={setName} issue={issue} focusOnMount />
          <Button type="submit" size="sm" loading={busy}>
            {t`Rename`}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setMode('show');
              setName(view.name);
              setIssue(null);
            }}
          >
            {t`Cancel`}
          </Button>
        </form>
      ) : (
        <div className="flex items-center gap-2">
          <a href={href} className={cx('min-w-0 flex-1 truncate text-brand-700 hover:underline', focusRing)}>
            {view.name}
          </a>
          {mode === 'confirm' ? (
            <span className="flex items-center gap-1" role="group" aria-label={t`Remove ${viewName}?`}>
              <span className="text-xs">{t`Remove?`}</span>
              <Button size="sm" variant="primary" loading={busy} onClick={() => void remove()}>
                {t`Yes, remove`}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('show')}>
                {t`Keep`}
              </Button>
            </span>
          ) : (
            <>
              <Button size="sm" variant="ghost" aria-label={t`Rename ${viewName}`} onClick={() => setMode('rename')}>
                {t`Rename`}
              </Button>
              <Button size="sm" variant="ghost" aria-label={t`Remove ${viewName}`} onClick={() => setMode('confirm')}>
                {t`Remove`}
              </Button>
            </>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </li>
  );
}

export function SavedViews({ views, max, currentQuery, onSave, onRename, onRemove, viewHref, disabledReason }: SavedViewsProps) {
  const { t } = useLingui();
  const n = usePlainNumber();
  const nameIssue = useNameIssue();
  const failure = useFailure();
  const headingId = useId();
  const [name, setName] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = n(views.length);
  const limit = n(max);
  const full = views.length >= max;
  const sameName = views.find((view) => view.query === currentQuery)?.name;
  const reason = disabledReason ?? (full ? t`You have saved ${count} of ${limit} views: remove one to save another.` : null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameIssue(name);
    setIssue(problem);
    setSaved(null);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const savedName = name.trim();
      await onSave(savedName);
      setName('');
      setSaved(t`Saved as ${savedName}.`);
    } catch (e) {
      setError(failure(e, t`The view could not be saved.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PopoverRoot>
      <PopoverTrigger asChild>
        <Button variant="secondary" size="sm">
          {t`Saved views (${count})`}
        </Button>
      </PopoverTrigger>
      <PopoverPanel aria-labelledby={headingId} className="w-80">
        <h2 id={headingId} className="mb-2 font-semibold">
          {t`Saved views`}
        </h2>
        {reason ? (
          <p className="mb-2 text-xs text-ink-muted">{reason}</p>
        ) : (
          <form className="mb-2 flex flex-col gap-2" onSubmit={(event) => void save(event)} noValidate>
            <div className="flex items-end gap-2">
              <NameField label={t`Name of this view`} value={name} onChange={setName} issue={issue} />
              <Button type="submit" size="sm" loading={busy}>
                {t`Save`}
              </Button>
            </div>
            <p className="text-xs text-ink-muted">
              {t`${count} of ${limit} views saved.`} {sameName !== undefined && t`This view is saved as ${sameName}.`}
            </p>
          </form>
        )}
        {error && (
          <p role="alert" className={cx(errorClass, 'mb-2')}>
            {error}
          </p>
        )}
        {saved && (
          <p role="status" className="mb-2 text-xs text-success-700">
            {saved}
          </p>
        )}
        {views.length === 0 ? (
          <p className="text-xs text-ink-muted">{t`No saved views yet.`}</p>
        ) : (
          <ul aria-labelledby={headingId}>
            {views.map((view) => (
              <ViewRow key={view.id} view={view} href={viewHref(view)} onRename={onRename} onRemove={onRemove} />
            ))}
          </ul>
        )}
      </PopoverPanel>
    </PopoverRoot>
  );
}
