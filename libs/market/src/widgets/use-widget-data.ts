// The state of one home widget: the parameters of its call, its data and whether the last load
// failed. The first data comes from the route loader (the server's HTML); a switch reloads with the
// spec §9 minimum loading time; an answer that arrives after a newer switch is dropped; data the
// server could not load is fetched again in the browser.
import { useEffect, useReducer, useRef } from 'react';
import { withMinimumDelay } from '../shared/minimum-delay';

export interface WidgetDataState<Data, Params> {
  params: Params;
  /** null while loading (or after a failure). */
  data: Data | null;
  failed: boolean;
}

export type WidgetDataAction<Data, Params> = { type: 'load'; params: Params } | { type: 'loaded'; data: Data } | { type: 'failed' };

export function widgetDataReducer<Data, Params>(state: WidgetDataState<Data, Params>, action: WidgetDataAction<Data, Params>): WidgetDataState<Data, Params> {
  switch (action.type) {
    case 'load':
      return { params: action.params, data: null, failed: false };
    case 'loaded':
      return { ...state, data: action.data, failed: false };
    case 'failed':
      return { ...state, data: null, failed: true };
  }
}

export interface WidgetData<Data, Params> extends WidgetDataState<Data, Params> {
  /** Switch (some) parameters and load the data for them. */
  change: (next: Partial<Params>) => void;
  /** Load the current parameters again (after a failure). */
  retry: () => void;
  /** Load again without showing the loading state (e.g. a member now sees more). */
  refresh: () => void;
}

export function useWidgetData<Data, Params>(initial: { params: Params; data: Data | null }, load: (params: Params) => Promise<Data>): WidgetData<Data, Params> {
  const [state, dispatch] = useReducer(widgetDataReducer<Data, Params>, { params: initial.params, data: initial.data, failed: false });
  const request = useRef(0);
  // The parameters of the newest load: only fetchData changes them.
  const current = useRef(initial.params);

  const fetchData = (params: Params, showLoading: boolean) => {
    const id = ++request.current;
    current.current = params;
    if (showLoading) dispatch({ type: 'load', params });
    withMinimumDelay(load(params)).then(
      (data) => id === request.current && dispatch({ type: 'loaded', data }),
      () => id === request.current && dispatch({ type: 'failed' }),
    );
  };

  useEffect(() => {
    if (initial.data === null) fetchData(current.current, false);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    ...state,
    change: (next) => fetchData({ ...current.current, ...next }, true),
    retry: () => fetchData(current.current, true),
    refresh: () => fetchData(current.current, false),
  };
}
