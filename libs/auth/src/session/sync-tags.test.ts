import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { createAuthStore } from '../store/auth-store';
import { tagsAtom } from '../store/user-atoms';
import { syncTagsFromStorage } from './sync-tags';

describe('syncTagsFromStorage', () => {
  it('copies info.user.tags of the persisted entry into the store', () => {
    window.localStorage.clear();
    const store = createAuthStore({ storage: window.localStorage, eventTarget: null });
    window.localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { user: { userId: '1', account: 'a', tags: ['vip', 3, 'new'] } } }));
    syncTagsFromStorage(store, window.localStorage);
    expect(store.get(tagsAtom)).toEqual(['vip', 'new']);
    window.localStorage.clear();
    syncTagsFromStorage(store, window.localStorage);
    expect(store.get(tagsAtom)).toEqual([]);
  });
});
