import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { promoteAtom } from '../store/app-atoms';
import { createAuthStore } from '../store/auth-store';
import { AuthStoreProvider } from '../store/auth-store-context';
import { useInviteCodeCapture } from './use-invite-code-capture';

describe('useInviteCodeCapture', () => {
  it('captures on every navigation (each new search string)', () => {
    const store = createAuthStore({ storage: null, eventTarget: null });
    const wrapper = ({ children }: { children: ReactNode }) => <AuthStoreProvider store={store}>{children}</AuthStoreProvider>;
    const { rerender } = renderHook(({ search }) => useInviteCodeCapture(search), { wrapper, initialProps: { search: '?code=A' } });
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'A' });
    rerender({ search: '?code=B&scope=snsapi_base' });
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'A' });
    rerender({ search: '?utm=news' });
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'A', utm: 'news' });
  });
});
