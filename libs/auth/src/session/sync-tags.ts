// Spec §4: when the tab becomes visible again, the user tags are copied from local storage into
// the store. Another tab may have logged in as someone else or refreshed the user meanwhile.
import { readPersisted, type AuthStore } from '../store/auth-store';
import { tagsAtom } from '../store/user-atoms';

export function syncTagsFromStorage(store: AuthStore, storage: Pick<Storage, 'getItem'> | null): void {
  const tags = readPersisted(storage).info.user?.tags;
  store.set(tagsAtom, Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : []);
}
