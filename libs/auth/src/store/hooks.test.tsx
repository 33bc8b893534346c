import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAuthStore } from './auth-store';
import { AuthStoreProvider } from './auth-store-context';
import { useCustomerService, useMainCategories, useSearchHistory, useUser } from './hooks';
import { useIsLoggedIn } from './use-is-logged-in';
import { customerServiceAtom, infoAtom, mainCategoryAtom } from './user-atoms';

const user = { userId: '7', account: '13900000001' };

function setup() {
  window.localStorage.clear();
  const target = new EventTarget();
  const store = createAuthStore({ storage: window.localStorage, eventTarget: target });
  const wrapper = ({ children }: { children: ReactNode }) => <AuthStoreProvider store={store}>{children}</AuthStoreProvider>;
  return { store, target, wrapper };
}

function LoginState() {
  return <p>{useIsLoggedIn() ? 'member' : 'visitor'}</p>;
}

describe('auth hooks', () => {
  it('useIsLoggedIn follows the store, and other tabs through storage events', () => {
    const { store, target, wrapper } = setup();
    render(<LoginState />, { wrapper });
    expect(screen.getByText('visitor')).toBeInTheDocument();
    act(() => store.set(infoAtom, { accessToken: 't', user }));
    expect(screen.getByText('member')).toBeInTheDocument();
    act(() => {
      target.dispatchEvent(new StorageEvent('storage', { key: PERSISTED_STORE_KEY, newValue: JSON.stringify({ info: {} }) }));
    });
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('useUser, useMainCategories and useCustomerService read their parts', () => {
    const { store, wrapper } = setup();
    store.set(infoAtom, { user });
    store.set(mainCategoryAtom, [{ typeId: 3 }, { typeId: 1 }]);
    store.set(customerServiceAtom, { weChatUrl: 'w1', nickName: 'Amy' });
    expect(renderHook(() => useUser(), { wrapper }).result.current).toEqual(user);
    expect(renderHook(() => useMainCategories(), { wrapper }).result.current.map((c) => c.typeId)).toEqual([1, 3]);
    expect(renderHook(() => useCustomerService(), { wrapper }).result.current).toEqual({
      weChatUrl: 'w1',
      weChatUrl2: 'w1',
      weChatUrl3: 'w1',
      weChatUrl4: 'w1',
      nickName: 'Amy',
    });
  });

  it('useSearchHistory adds, removes and clears', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSearchHistory(), { wrapper });
    act(() => result.current.add('hot_words', 'lamp'));
    act(() => result.current.add('hot_words', 'desk'));
    expect(result.current.hot_words).toEqual(['desk', 'lamp']);
    act(() => result.current.removeAt('hot_words', 0));
    expect(result.current.hot_words).toEqual(['lamp']);
    act(() => result.current.clear(4));
    expect(result.current.hot_words).toEqual([]);
  });
});
