import { PERSISTED_STORE_KEY, SEARCH_HISTORY_LIMIT } from '@sealens/domain';
import { addSearchAtom, clearSearchesAtom, cooperationOrganAtom, historyAtom, loginStateAtom, promoteAtom, removeSearchAtAtom } from './app-atoms';
import { COOPERATION_ORGAN_KEY, createAuthStore, LOGIN_STATE_KEY } from './auth-store';
import { customerServiceAtom, infoAtom, isFilterAbnormalAtom, isLoggedInAtom, isQDUserAtom, mainCategoryAtom, productAtom, serviceNickNameAtom, weChatUrl2Atom, weChatUrl3Atom, weChatUrl4Atom, weChatUrlAtom } from './user-atoms';
import { normalizeMemberProduct } from './member-product';

const user = { userId: '7', account: '13900000001', tags: ['seller'] };

function setup() {
  const controller = new AbortController();
  const target = new EventTarget();
  const store = createAuthStore({ storage: window.localStorage, eventTarget: target, signal: controller.signal });
  return { store, target, controller };
}

const stored = () => JSON.parse(window.localStorage.getItem(PERSISTED_STORE_KEY) ?? 'null') as Record<string, unknown>;

beforeEach(() => window.localStorage.clear());

describe('createAuthStore persistence', () => {
  it('keeps exactly info, history and promote under the single key sealens-store', () => {
    expect(PERSISTED_STORE_KEY).toBe('sealens-store');
    const { store } = setup();
    store.set(infoAtom, { accessToken: 'jwt', user });
    store.set(promoteAtom, { utm: 'spring' });
    store.set(addSearchAtom, { list: 'good', term: 'phone case' });
    // Non-persisted parts change too; none of them may reach storage.
    store.set(isFilterAbnormalAtom, 1);
    store.set(productAtom, { maturityTime: '2030-01-01 00:00:00' });

    expect(Object.keys(stored())).toEqual(['info', 'history', 'promote']);
    expect(stored()).toEqual({
      info: { accessToken: 'jwt', user },
      history: { good: ['phone case'], mall: [], hot_words: [] },
      promote: { utm: 'spring' },
    });
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('sealens-store'))).toEqual([PERSISTED_STORE_KEY]);
  });

  it('reads the saved entry back on creation (the shape the header reads info.user from)', () => {
    window.localStorage.setItem(
      PERSISTED_STORE_KEY,
      JSON.stringify({ info: { accessToken: 't', user }, history: { good: [], mall: ['shop'], hot_words: [] }, promote: { invite_code: 'ABC' } }),
    );
    const { store } = setup();
    expect(store.get(infoAtom).user).toEqual(user);
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(historyAtom).mall).toEqual(['shop']);
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'ABC' });
  });

  it('survives a broken entry', () => {
    window.localStorage.setItem(PERSISTED_STORE_KEY, '{not json');
    const { store } = setup();
    expect(store.get(infoAtom)).toEqual({});
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('applies other tabs’ writes from storage events, and clear()', () => {
    const { store, target } = setup();
    const other = JSON.stringify({ info: { user }, history: { good: [], mall: [], hot_words: ['bag'] }, promote: {} });
    target.dispatchEvent(new StorageEvent('storage', { key: PERSISTED_STORE_KEY, newValue: other }));
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(historyAtom).hot_words).toEqual(['bag']);

    target.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(store.get(isLoggedInAtom)).toBe(true);

    target.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('stops listening when its signal aborts', () => {
    const { store, target, controller } = setup();
    controller.abort();
    target.dispatchEvent(new StorageEvent('storage', { key: PERSISTED_STORE_KEY, newValue: JSON.stringify({ info: { user } }) }));
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('keeps the login-state and cooperation-organ flags in their own entries', () => {
    const { store } = setup();
    store.set(loginStateAtom, true);
    store.set(cooperationOrganAtom, true);
    expect(window.localStorage.getItem(LOGIN_STATE_KEY)).toBe('1');
    expect(window.localStorage.getItem(COOPERATION_ORGAN_KEY)).toBe('1');
    // The flags never touch the persisted entry.
    expect(window.localStorage.getItem(PERSISTED_STORE_KEY)).toBeNull();
    expect(setup().store.get(loginStateAtom)).toBe(true);
    store.set(loginStateAtom, false);
    expect(window.localStorage.getItem(LOGIN_STATE_KEY)).toBeNull();
  });

  it('works without storage', () => {
    const store = createAuthStore({ storage: null, eventTarget: null });
    store.set(infoAtom, { user });
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(window.localStorage.getItem(PERSISTED_STORE_KEY)).toBeNull();
  });
});

describe('user state', () => {
  it('has the spec defaults: isQDUser true, isFilterAbnormal 0, not logged in', () => {
    const { store } = setup();
    expect(store.get(isQDUserAtom)).toBe(true);
    expect(store.get(isFilterAbnormalAtom)).toBe(0);
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('counts an empty user object as logged out', () => {
    const { store } = setup();
    store.set(infoAtom, { accessToken: 'jwt', user: {} as never });
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('keeps mainCategory sorted by typeId, numeric strings included', () => {
    const { store } = setup();
    store.set(mainCategoryAtom, [{ typeId: 99999 }, { typeId: '99987' as unknown as number }, { typeId: 99991 }]);
    expect(store.get(mainCategoryAtom).map((c) => Number(c.typeId))).toEqual([99987, 99991, 99999]);
  });

  it('formats product maturityTime and bonus.endTime as YYYY-MM-DD HH:mm:ss', () => {
    const { store } = setup();
    const local = new Date(2031, 4, 6, 7, 8, 9).getTime();
    store.set(productAtom, normalizeMemberProduct({ planId: 12, maturityTime: local, bonus: { endTime: '2031-05-07T10:11:12' } }));
    expect(store.get(productAtom)).toEqual({ planId: 12, maturityTime: '2031-05-06 07:08:09', bonus: { endTime: '2031-05-07 10:11:12' } });
    store.set(productAtom, normalizeMemberProduct({ maturityTime: '2032-01-02 03:04:05', bonus: { endTime: 'garbage' } }));
    expect(store.get(productAtom)).toEqual({ maturityTime: '2032-01-02 03:04:05', bonus: {} });
  });

  it('fills absent customer-service urls with the first', () => {
    const { store } = setup();
    store.set(customerServiceAtom, { weChatUrl: 'https://cs/1', weChatUrl3: 'https://cs/3', nickName: 'Amy' });
    expect([store.get(weChatUrlAtom), store.get(weChatUrl2Atom), store.get(weChatUrl3Atom), store.get(weChatUrl4Atom)]).toEqual([
      'https://cs/1',
      'https://cs/1',
      'https://cs/3',
      'https://cs/1',
    ]);
    expect(store.get(serviceNickNameAtom)).toBe('Amy');
  });
});

describe('history actions', () => {
  it('adds to the front, removes by index, caps, and clears by type codes 1, 2 and 4', () => {
    const { store } = setup();
    store.set(addSearchAtom, { list: 'good', term: 'a' });
    store.set(addSearchAtom, { list: 'good', term: 'b' });
    expect(store.get(historyAtom).good).toEqual(['b', 'a']);
    store.set(removeSearchAtAtom, { list: 'good', index: 1 });
    expect(store.get(historyAtom).good).toEqual(['b']);
    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 3; i++) store.set(addSearchAtom, { list: 'mall', term: `shop ${i}` });
    expect(store.get(historyAtom).mall).toHaveLength(SEARCH_HISTORY_LIMIT);
    store.set(addSearchAtom, { list: 'hot_words', term: 'lamp' });

    store.set(clearSearchesAtom, 2);
    expect(store.get(historyAtom).mall).toEqual([]);
    expect(store.get(historyAtom).good).toEqual(['b']);
    store.set(clearSearchesAtom, 4);
    expect(store.get(historyAtom).hot_words).toEqual([]);
    store.set(clearSearchesAtom, 1);
    expect(store.get(historyAtom).good).toEqual([]);
    expect(stored()['history']).toEqual({ good: [], mall: [], hot_words: [] });
  });
});
