// The goods query and shop diagnosis tabs (spec §2): a product or shop link of any of the 9 sites,
// or an id. The input is checked first (parseMarketLink); a found item shows its card, an item
// that is not in the data opens the backfill dialog (spec §2, §4) with the id the lookup reported.
import { useLingui } from '@lingui/react/macro';
import { marketLookupId } from '@sealens/domain';
import { Spinner } from '@sealens/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BackfillKind } from '../backfill/backfill-dialog';
import { openBackfillDialog, preloadBackfillDialog, type OpenBackfillDialogOptions } from '../backfill/open-backfill-dialog';
import { withMinimumDelay } from '../shared/minimum-delay';
import type { StoredSearchHistory } from '../search-history/use-stored-search-history';
import { SearchForm } from './search-form';
import type { LookupAnswer, SearchLookups } from './search-types';

export interface LookupTabProps<T> {
  kind: BackfillKind;
  lookup: (query: string) => Promise<LookupAnswer<T>>;
  applyBackfill: SearchLookups['applyBackfill'];
  renderResult: (data: T) => ReactNode;
  history?: StoredSearchHistory;
  /** How the backfill dialog opens; openBackfillDialog unless a test says otherwise. */
  openBackfill?: (options: OpenBackfillDialogOptions) => void;
  /** A search to run on arrival (a search box elsewhere, e.g. the not-found page, sent it here). */
  initialQuery?: string;
}

type State<T> = { status: 'idle' } | { status: 'loading' } | { status: 'found'; data: T } | { status: 'failed' };

export function LookupTab<T>({ kind, lookup, applyBackfill, renderResult, history, openBackfill = openBackfillDialog, initialQuery }: LookupTabProps<T>) {
  const { t } = useLingui();
  const [value, setValue] = useState(initialQuery ?? '');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  // Only the latest search may show its answer.
  const latest = useRef(0);
  const hint = kind === 'good' ? t`Please enter a product link or product id` : t`Please enter a shop link or shop id`;

  async function search(input: string) {
    const query = input.trim();
    if (!marketLookupId(query, kind === 'good' ? 'product' : 'shop')) {
      setError(hint);
      return;
    }
    setError(null);
    history?.add(query);
    const request = ++latest.current;
    setState({ status: 'loading' });
    // An unknown product opens the backfill dialog: its code loads beside the lookup.
    preloadBackfillDialog().catch(() => undefined);
    try {
      const answer = await withMinimumDelay(lookup(query));
      if (request !== latest.current) return;
      if (answer.found) {
        setState({ status: 'found', data: answer.data });
      } else {
        setState({ status: 'idle' });
        openBackfill({
          kind,
          id: answer.id,
          apply: () => applyBackfill(kind, answer.id),
          onLoadFailed: () => {
            if (request === latest.current) setState({ status: 'failed' });
          },
        });
      }
    } catch {
      if (request === latest.current) setState({ status: 'failed' });
    }
  }

  useEffect(() => {
    // In the browser only (the dialog and the history live there), once, after the first paint.
    if (!initialQuery?.trim()) return;
    const timer = setTimeout(() => void search(initialQuery), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <SearchForm
        label={kind === 'good' ? t`Product link or product ID` : t`Shop link or shop ID`}
        placeholder={hint}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          if (error) setError(null);
        }}
        onSubmit={(input) => void search(input)}
        busy={state.status === 'loading'}
        error={error}
        {...(history ? { history } : {})}
      />
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <div className="flex h-36 items-center justify-center">
            <Spinner label={t`Searching`} />
          </div>
        )}
        {state.status === 'found' && renderResult(state.data)}
        {state.status === 'failed' && <p className="text-sm text-danger-700">{t`The search failed. Please try again.`}</p>}
      </div>
    </div>
  );
}
