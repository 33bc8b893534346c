import { useCallback, useEffect, useReducer } from 'react';
import { QA_LIST_PAGE_SIZE } from '@sealens/domain';
import type { QuestionPage, QuestionSummary } from './load-questions';

/** `start`: the page the address named (its questions come first); `page`: the last one asked for. */
type State =
  | { status: 'loading'; list: QuestionSummary[]; total: number; start: number; page: number }
  | { status: 'ready'; list: QuestionSummary[]; total: number; start: number; page: number }
  | { status: 'error'; list: QuestionSummary[]; total: number; start: number; page: number };

type Action = { type: 'request'; page: number } | { type: 'loaded'; page: number; data: QuestionPage } | { type: 'failed' };

// A small reducer for the async state: what is shown is never lost when the next page fails.
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'loading', page: action.page };
    case 'loaded':
      return {
        status: 'ready',
        start: state.start,
        page: action.page,
        total: action.data.total,
        list: action.page === state.start ? action.data.list : [...state.list, ...action.data.list],
      };
    case 'failed':
      return { ...state, status: 'error' };
  }
}

/**
 * `first`: the page the address names (`start`, 1 by default) as the route loader got it
 * (server-rendered); null when it could not, so it is fetched here. Further pages are appended.
 */
export function useQuestionPages(load: (page: number) => Promise<QuestionPage>, first: QuestionPage | null = null, start = 1) {
  const [state, dispatch] = useReducer(
    reducer,
    first,
    (page): State =>
      page ? { status: 'ready', list: page.list, total: page.total, start, page: start } : { status: 'loading', list: [], total: 0, start, page: start },
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
    if (!hasFirst) fetchPage(start);
  }, [fetchPage, hasFirst, start]);

  return {
    state,
    hasMore: (state.start - 1) * QA_LIST_PAGE_SIZE + state.list.length < state.total,
    loadMore: () => fetchPage(state.page + 1),
    retry: () => fetchPage(state.status === 'error' && state.list.length > 0 ? state.page : state.start),
  };
}
