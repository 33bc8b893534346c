import { createToastStore, DEFAULT_TOAST_DURATION_MS } from './toast-store';

describe('toast store', () => {
  it('keeps one toast: a new toast replaces the current one (spec §8)', () => {
    const store = createToastStore();
    store.show({ message: 'first' });
    store.show({ kind: 'error', message: 'second' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ kind: 'error', message: 'second' });
  });

  it('defaults kind and duration, and makes persistent toasts last forever', () => {
    const store = createToastStore();
    store.show({ message: 'hello' });
    expect(store.getSnapshot()[0]).toMatchObject({ kind: 'info', durationMs: DEFAULT_TOAST_DURATION_MS });
    store.show({ message: 'sync your clock', persistent: true });
    expect(store.getSnapshot()[0]?.durationMs).toBe(Infinity);
    store.show({ message: 'custom', durationMs: 1234 });
    expect(store.getSnapshot()[0]?.durationMs).toBe(1234);
  });

  it('notifies subscribers and dismisses by id or all', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(id + 1);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    store.show({ message: 'b' });
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
    unsubscribe();
    store.show({ message: 'c' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('returns a new snapshot only on change', () => {
    const store = createToastStore();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show({ message: 'x' });
    expect(store.getSnapshot()).not.toBe(before);
  });
});
