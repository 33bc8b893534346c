// The one app-wide jotai store. It lives outside React so the login flows and the API events can
// write to it, and it keeps three things in localStorage:
// - info, history and promote together under PERSISTED_STORE_KEY as `{ info, history, promote }`
//   (exactly those: the rest of the state is rebuilt after each load);
// - the login-state flag and the cooperation-organ flag, each under its own key.
// Other tabs log in and out too: their writes arrive as `storage` events and are applied here.
import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { createStore } from 'jotai/vanilla';
import { cooperationOrganAtom, historyAtom, loginStateAtom, promoteAtom } from './app-atoms';
import { parsePersistedState, serializePersistedState, type PersistedState } from './persisted-state';
import { infoAtom } from './info-atoms';

export type AuthStore = ReturnType<typeof createStore>;

/** localStorage key of the login-state flag ('1' when logged in). */
export const LOGIN_STATE_KEY = 'sealens-login-state';
/** localStorage key of the cooperation-organ flag ('1' for an organ user). */
export const COOPERATION_ORGAN_KEY = 'sealens-cooperation-organ';

export interface AuthStoreOptions {
  /** Where the state is kept; localStorage in browsers, none on the server. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Where `storage` events of other tabs arrive; the window in browsers. */
  eventTarget?: Pick<EventTarget, 'addEventListener'> | null;
  /** Stops listening to other tabs (tests create many stores). */
  signal?: AbortSignal;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy mode, sandboxed frame): the state then lives in memory.
    return null;
  }
}

export function readPersisted(storage: Pick<Storage, 'getItem'> | null | undefined): PersistedState {
  try {
    return parsePersistedState(storage?.getItem(PERSISTED_STORE_KEY));
  } catch {
    return parsePersistedState(null);
  }
}

function safeSet(storage: Pick<Storage, 'setItem' | 'removeItem'> | null | undefined, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage switched off: the in-memory state still works for this page.
  }
}

export function createAuthStore(options: AuthStoreOptions = {}): AuthStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const eventTarget = options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;
  const store = createStore();
  // True while state read from storage is applied, so it is not written straight back.
  let applying = false;

  const applyPersisted = (state: PersistedState) => {
    applying = true;
    store.set(infoAtom, state.info);
    store.set(historyAtom, state.history);
    store.set(promoteAtom, state.promote);
    applying = false;
  };
  const applyFlags = () => {
    applying = true;
    store.set(loginStateAtom, storage?.getItem(LOGIN_STATE_KEY) === '1');
    store.set(cooperationOrganAtom, storage?.getItem(COOPERATION_ORGAN_KEY) === '1');
    applying = false;
  };

  applyPersisted(readPersisted(storage));
  try {
    applyFlags();
  } catch {
    applying = false;
  }

  const writePersisted = () => {
    if (applying) return;
    safeSet(
      storage,
      PERSISTED_STORE_KEY,
      serializePersistedState({ info: store.get(infoAtom), history: store.get(historyAtom), promote: store.get(promoteAtom) }),
    );
  };
  store.sub(infoAtom, writePersisted);
  store.sub(historyAtom, writePersisted);
  store.sub(promoteAtom, writePersisted);
  store.sub(loginStateAtom, () => {
    if (!applying) safeSet(storage, LOGIN_STATE_KEY, store.get(loginStateAtom) ? '1' : null);
  });
  store.sub(cooperationOrganAtom, () => {
    if (!applying) safeSet(storage, COOPERATION_ORGAN_KEY, store.get(cooperationOrganAtom) ? '1' : null);
  });

  eventTarget?.addEventListener(
    'storage',
    (event) => {
      const { key, newValue } = event as StorageEvent;
      // key null: another tab called localStorage.clear() (expired session).
      if (key === null || key === PERSISTED_STORE_KEY) applyPersisted(parsePersistedState(key === null ? null : newValue));
      if (key === null || key === LOGIN_STATE_KEY || key === COOPERATION_ORGAN_KEY) {
        try {
          applyFlags();
        } catch {
          applying = false;
        }
      }
    },
    { signal: options.signal },
  );
  return store;
}

/** The app-wide store: the hooks, the session port and the site API all use this one. */
export const authStore: AuthStore = createAuthStore();
