// Recent searches of one list (spec §3, §4): newest first, one entry removed by its index, or the
// whole list cleared. Presentational: the lists and their operations live in the persisted store
// (useStoredSearchHistory wires them).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { cx } from '../shared/cx';

export interface SearchHistoryProps {
  /** Newest first, as the store keeps them. */
  items: readonly string[];
  onPick: (term: string) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
  className?: string;
}

export function SearchHistory({ items, onPick, onRemove, onClear, className }: SearchHistoryProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <section className={cx('flex flex-wrap items-center gap-2 text-sm', className)} aria-label={t`Recent searches`} data-testid="search-history">
      <h3 className="text-xs text-ink-muted">
        <Trans>Recent searches</Trans>
      </h3>
      <ul className="contents">
        {items.map((term, index) => (
          <li key={`${index}:${term}`} className="inline-flex max-w-full items-center rounded-full bg-surface-muted">
            <button
              type="button"
              className="max-w-56 truncate rounded-s-full py-1 ps-3 pe-1 text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-focus"
              onClick={() => onPick(term)}
            >
              {term}
            </button>
            <button
              type="button"
              aria-label={t`Remove ${term}`}
              className="rounded-e-full py-1 ps-1 pe-2 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
              onClick={() => onRemove(index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={onClear}>
        <Trans>Clear all</Trans>
      </Button>
    </section>
  );
}
