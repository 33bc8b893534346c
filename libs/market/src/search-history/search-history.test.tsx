import { PERSISTED_STORE_KEY, SEARCH_HISTORY_TYPE_CODES } from '@sealens/domain';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryAuthStore, WithAuthStore } from '../testing/memory-auth-store';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { SearchHistory } from './search-history';
import { useStoredSearchHistory } from './use-stored-search-history';

describe('SearchHistory', () => {
  it('lists the entries in the order given (newest first) and renders nothing when empty', () => {
    const { rerender } = renderWithI18n(<SearchHistory items={['c', 'b', 'a']} onPick={vi.fn()} onRemove={vi.fn()} onClear={vi.fn()} />);
    const list = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(list).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['c', 'b', 'a']);
    rerender(<SearchHistory items={[]} onPick={vi.fn()} onRemove={vi.fn()} onClear={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });

  it('picks, removes by index and clears', async () => {
    const onPick = vi.fn();
    const onRemove = vi.fn();
    const onClear = vi.fn();
    renderWithI18n(<SearchHistory items={['same', 'same', 'x']} onPick={onPick} onRemove={onRemove} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'x' }));
    expect(onPick).toHaveBeenCalledWith('x');
    // Two equal entries: the second's remove button gives index 1, not the first match.
    const [, second] = screen.getAllByRole('button', { name: 'Remove same' });
    if (!second) throw new Error('two remove buttons expected');
    await userEvent.click(second);
    expect(onRemove).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('useStoredSearchHistory', () => {
  it('uses the persisted store: add at the front, remove by index, clear with the list type code', () => {
    expect(SEARCH_HISTORY_TYPE_CODES).toEqual({ good: 1, mall: 2, hot_words: 4 });
    const { store, storage } = createMemoryAuthStore();
    const wrapper = ({ children }: { children: ReactNode }) => <WithAuthStore store={store}>{children}</WithAuthStore>;
    const { result } = renderHook(() => ({ mall: useStoredSearchHistory('mall'), words: useStoredSearchHistory('hot_words') }), { wrapper });
    act(() => result.current.mall.add('a'));
    act(() => result.current.mall.add('b'));
    act(() => result.current.words.add('mug'));
    expect(result.current.mall.items).toEqual(['b', 'a']);
    act(() => result.current.mall.removeAt(1));
    expect(result.current.mall.items).toEqual(['b']);
    act(() => result.current.mall.clear());
    expect(result.current.mall.items).toEqual([]);
    // Clearing one list leaves the others alone.
    expect(result.current.words.items).toEqual(['mug']);
    expect(JSON.parse(storage.map.get(PERSISTED_STORE_KEY) ?? '{}').history).toEqual({ good: [], mall: [], hot_words: ['mug'] });
  });

  it('renders no entries on the server, so hydration matches; the browser shows them after', () => {
    const { store } = createMemoryAuthStore({
      [PERSISTED_STORE_KEY]: JSON.stringify({ info: {}, history: { good: ['saved'], mall: [], hot_words: [] }, promote: {} }),
    });
    function Probe() {
      const { items, removeAt, clear } = useStoredSearchHistory('good');
      return <SearchHistory items={items} onPick={vi.fn()} onRemove={removeAt} onClear={clear} />;
    }
    const html = renderToString(wrapI18n(<WithAuthStore store={store}><Probe /></WithAuthStore>));
    expect(html).not.toContain('saved');
    renderWithI18n(
      <WithAuthStore store={store}>
        <Probe />
      </WithAuthStore>,
    );
    expect(screen.getByRole('button', { name: 'saved' })).toBeInTheDocument();
  });
});
