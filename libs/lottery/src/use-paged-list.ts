import { useCallback, useEffect, useRef, useState } from 'react';
import type { LotteryList } from './lottery-api';

export type PagedList<T> =
  | { status: 'loading'; list: T[]; total: number }
  | { status: 'ready'; list: T[]; total: number }
  | { status: 'error'; list: T[]; total: number };

/** The first page of a record list, fetched on mount, with its retry. `load` may change identity freely. */
export function usePagedList<T>(load: () => Promise<LotteryList<T>>, initial: LotteryList<T> | null = null) {
  const [state, setState] = useState<PagedList<T>>(initial ? { status: 'ready', ...initial } : { status: 'loading', list: [], total: 0 });
  const hasInitial = useRef(initial !== null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const fetchList = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    latestLoad.current().then(
      (page) => setState({ status: 'ready', list: page.list, total: page.total }),
      () => setState((s) => ({ ...s, status: 'error' })),
    );
  }, []);
  useEffect(() => {
    if (!hasInitial.current) fetchList();
  }, [fetchList]);
  return { state, retry: fetchList, setState };
}
