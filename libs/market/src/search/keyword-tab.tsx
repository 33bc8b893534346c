// The hot-word query tab (spec §2): a keyword, then its keyword rows (spec §3 keyword table).
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@sealens/ui';
import { useRef, useState } from 'react';
import { withMinimumDelay } from '../shared/minimum-delay';
import type { StoredSearchHistory } from '../search-history/use-stored-search-history';
import { KeywordTable } from './keyword-table';
import { SearchForm } from './search-form';
import type { KeywordRowData, SearchLookups } from './search-types';

export interface KeywordTabProps {
  searchKeyword: SearchLookups['searchKeyword'];
  history?: StoredSearchHistory;
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; keyword: string; rows: readonly KeywordRowData[] }
  | { status: 'failed' };

export function KeywordTab({ searchKeyword, history }: KeywordTabProps) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);

  async function search(input: string) {
    const keyword = input.trim();
    if (!keyword) {
      setError(t`Please enter a keyword`);
      return;
    }
    setError(null);
    history?.add(keyword);
    const request = ++latest.current;
    setState({ status: 'loading' });
    try {
      const rows = await withMinimumDelay(searchKeyword(keyword));
      if (request === latest.current) setState({ status: 'done', keyword, rows });
    } catch {
      if (request === latest.current) setState({ status: 'failed' });
    }
  }

  const searched = state.status === 'done' ? state.keyword : '';
  return (
    <div className="flex flex-col gap-3">
      <SearchForm
        label={t`Keyword`}
        placeholder={t`Please enter a keyword`}
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
        {state.status === 'done' &&
          (state.rows.length > 0 ? (
            <KeywordTable rows={state.rows} caption={t`Keywords for ${searched}`} />
          ) : (
            <p className="text-sm text-ink-muted">{t`No keywords found for ${searched}.`}</p>
          ))}
        {state.status === 'failed' && <p className="text-sm text-danger-700">{t`The search failed. Please try again.`}</p>}
      </div>
    </div>
  );
}
