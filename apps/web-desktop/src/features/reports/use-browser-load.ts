// A page's data when the server could not get it (README "Writing a page": the loader returns null
// and the page fetches in the browser, with loading, error and retry). A small reducer; what was
// shown stays while a retry runs.
import { useCallback, useEffect, useReducer } from 'react';

export type BrowserLoad<T> = { status: 'loading'; value: T | null } | { status: 'ready'; value: T } | { status: 'failed'; value: T | null };

type Action<T> = { type: 'request' } | { type: 'loaded'; value: T } | { type: 'failed' };

function reducer<T>(state: BrowserLoad<T>, action: Action<T>): BrowserLoad<T> {
  switch (action.type) {
    case 'request':
      return { status: 'loading', value: state.value };
    case 'loaded':
      return { status: 'ready', value: action.value };
    case 'failed':
      return { status: 'failed', value: state.value };
  }
}

/** `initial`: what the loader got (null: fetch here). `load` must be stable for a given address. */
export function useBrowserLoad<T>(initial: T | null, load: () => Promise<T>) {
  const [state, dispatch] = useReducer(reducer<T>, initial, (value): BrowserLoad<T> => (value === null ? { status: 'loading', value: null } : { status: 'ready', value }));
  const fetchNow = useCallback(() => {
    dispatch({ type: 'request' });
    load().then(
      (value) => dispatch({ type: 'loaded', value }),
      () => dispatch({ type: 'failed' }),
    );
  }, [load]);
  const missing = initial === null;
  useEffect(() => {
    if (missing) fetchNow();
  }, [missing, fetchNow]);
  return { state, retry: fetchNow };
}
