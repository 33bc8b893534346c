import { useCallback, useEffect, useReducer } from 'react';
import type { QuestionPage, QuestionSummary } from './load-questions';

type State =
  | { status: 'loading'; list: QuestionSummary[]; total: number; page: number }
  | { status: 'ready'; list: QuestionSummary[]; total: number; page: number }
  | { status: 'error'; list: QuestionSummary[]; total: number; page: number };

type Action = { type: 'request'; page: number } | { type: 'loaded'; page: number; data: QuestionPage } | { type: 'failed' };

// A small reducer for the async state: what is shown is never lost when the next page fails.
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'loading', page: action.page };
    case 'loaded':
      return {
        status: 'ready',
        page: action.page,
        total: action.data.total,
        list: action.page === 1 ? action.data.list : [...state.list, ...action.data.list],
      };
    case 'failed':
      return { ...state, status: 'error' };
  }
}

/** `first`: page 1 as the route loader got it (server-rendered); null when it could not, so it is fetched here. */
export function useQuestionPages(load: (page: number) => Promise<QuestionPage>, first: QuestionPage | null = null) {
  const [state, dispatch] = useReducer(
    reducer,
    first,
    (page): State => (page ? { status: 'ready', list: page.list, total: page.total, page: 1 } : { status: 'loading', list: [], total: 0, page: 1 }),
  );
  const hasFirst = first !== null;

  const fetchPage = useCallback(
    (page: number) => {
      dispatch({ type: 'request', page });
      load(page).then(
        (data) => dispatch({ type: 'loaded', page, data }),
        () => dispatch({ type: 'failed' }),
      );
    },
    [load],
  );

  useEffect(() => {
    if (!hasFirst) fetchPage(1);
  }, [fetchPage, hasFirst]);

  return {
    state,
    hasMore: state.list.length < state.total,
    loadMore: () => fetchPage(state.page + 1),
    retry: () => fetchPage(state.status === 'error' && state.list.length > 0 ? state.page : 1),
  };
}
