// The input of a search tab: hint text as placeholder (spec §5), a visible error under the field
// when the input is refused, and nothing typed is lost on error (DESIGN §5). The recent searches
// of the tab's list sit under it.
import { Trans } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useId, type FormEvent } from 'react';
import { SearchHistory } from '../search-history/search-history';
import type { StoredSearchHistory } from '../search-history/use-stored-search-history';
import { SEARCH_INPUT_MAX_LENGTH } from '@sealens/domain';

export interface SearchFormProps {
  /** Accessible name of the field (visually the placeholder says the same). */
  label: string;
  /** The spec §5 hint, e.g. 'Please enter a product link or product id'. */
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (value: string) => void;
  busy: boolean;
  /** The message under the field, or null. */
  error: string | null;
  history?: StoredSearchHistory;
}

export function SearchForm({ label, placeholder, value, onValueChange, onSubmit, busy, error, history }: SearchFormProps) {
  const inputId = useId();
  const errorId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(value);
  }
  return (
    <div className="flex flex-col gap-2">
      {/* On a phone the field takes the whole row and the button goes under it: beside the button the
          hint (the placeholder) was cut (issue 27 item 11); a hint longer still ends in an ellipsis. */}
      <form role="search" aria-label={label} className="flex flex-col gap-2 sm:flex-row" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          className="h-10 min-w-0 rounded-md border text-ellipsis border-border-strong sm:flex-1 bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-focus aria-invalid:border-danger-600"
        />
        <Button type="submit" loading={busy}>
          <Trans>Search</Trans>
        </Button>
      </form>
      {/* Reserved line: an error appearing does not push the results down. The live region exists
          before its text does, so screen readers announce the message when it appears. */}
      <p id={errorId} className="min-h-5 text-sm text-danger-700" role="alert">
        {error}
      </p>
      {history && (
        <SearchHistory
          items={history.items}
          onPick={(term) => {
            onValueChange(term);
            onSubmit(term);
          }}
          onRemove={history.removeAt}
          onClear={history.clear}
        />
      )}
    </div>
  );
}
