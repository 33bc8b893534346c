// A product or shop search box for pages other than the home (the not-found page, issue 13 item 9):
// a plain GET form to the home's `?search=`, so it works before (or without) JavaScript; the home's
// search panel runs the search on arrival.
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_INPUT_MAX_LENGTH } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId } from 'react';
import { cx } from '../shared/cx';

export interface SearchElsewhereFormProps {
  /** The site's home, where the search runs ("/" or "/m/"). */
  home: string;
  className?: string;
}

/** The query parameter the home reads (route loader) and the form writes. */
export const HOME_SEARCH_PARAM = 'search';

export function SearchElsewhereForm({ home, className }: SearchElsewhereFormProps) {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <form role="search" aria-label={t`Search products and shops`} action={home} method="get" className={cx('flex w-full max-w-md gap-2', className)}>
      <label htmlFor={inputId} className="sr-only">
        <Trans>Product or shop link, or ID</Trans>
      </label>
      <input
        id={inputId}
        name={HOME_SEARCH_PARAM}
        type="search"
        required
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        placeholder={t`Product or shop link, or ID`}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-focus"
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
