// Every machine of libs/auth (dialog flow, QR, SMS code) exposes getState + subscribe; the views
// read them through useSyncExternalStore so a state change re-renders exactly the subscribers.
import { useCallback, useSyncExternalStore } from 'react';

export interface StateSource<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

export function useMachineState<S>(source: StateSource<S>): S {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const getSnapshot = useCallback(() => source.getState(), [source]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
