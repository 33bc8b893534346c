import { APP_NAME, PERSISTED_STORE_KEY } from '@sealens/domain';
import { appTipsAtom, cooperationOrganAtom, historyAtom, addSearchAtom, loginStateAtom, promoteAtom, registeredPopupAtom } from './app-atoms';
import { createAuthSessionPort, inviteFieldsFrom } from './auth-session-port';
import { createAuthStore } from './auth-store';
import { DEVICE_ID_KEY } from './device-id';
import { TOKEN_ENTRY_KEY } from './token-entry';
import {
  categoryBuyStatusAtom,
  customerServiceAtom,
  infoAtom,
  isFilterAbnormalAtom,
  isQDUserAtom,
  languageAtom,
  mainCategoryAtom,
  openWindowV2Atom,
  passwordStatusAtom,
  productAtom,
  promoteTypeAtom,
  serviceNickNameAtom,
  tagsAtom,
  weChatUrl2Atom,
  weChatUrl3Atom,
  weChatUrl4Atom,
  weChatUrlAtom,
} from './user-atoms';

const user = { userId: '7', account: '13900000001', passwordStatus: 1, tags: ['vip'] };

function setup(search = '') {
  const store = createAuthStore({ storage: window.localStorage, eventTarget: null });
  const port = createAuthSessionPort(store, { search: () => search, randomId: () => 'uuid-1' });
  return { store, port };
}

beforeEach(() => window.localStorage.clear());

describe('createAuthSessionPort', () => {
  it('saveToken stores info, the login flag, tags, password status and the token entry', () => {
    const { store, port } = setup();
    expect(port.isLoggedIn()).toBe(false);
    port.saveToken({ accessToken: 'jwt', user, channelUserInfo: { openId: 'o1' } });
    expect(store.get(infoAtom)).toEqual({ accessToken: 'jwt', user, channelUserInfo: { openId: 'o1' } });
    expect(port.isLoggedIn()).toBe(true);
    expect(store.get(loginStateAtom)).toBe(true);
    expect(store.get(tagsAtom)).toEqual(['vip']);
    expect(store.get(passwordStatusAtom)).toBe(1);
    expect(TOKEN_ENTRY_KEY).toBe(APP_NAME);
    expect(window.localStorage.getItem(APP_NAME)).toBe('jwt');
    expect(JSON.parse(window.localStorage.getItem(PERSISTED_STORE_KEY) ?? '{}').info.accessToken).toBe('jwt');
  });

  it('saveUserInfo keeps the access token', () => {
    const { store, port } = setup();
    port.saveToken({ accessToken: 'jwt' });
    expect(port.isLoggedIn()).toBe(false);
    port.saveUserInfo({ user, channelUserInfo: { wxIsBind: true } });
    expect(store.get(infoAtom)).toEqual({ accessToken: 'jwt', user, channelUserInfo: { wxIsBind: true } });
    expect(port.isLoggedIn()).toBe(true);
  });

  it('saveFinishedLogin stores what was fetched and leaves the rest', () => {
    const { store, port } = setup();
    store.set(openWindowV2Atom, [{ openType: 9, openFlag: 9 }]);
    port.saveFinishedLogin({
      promoteType: 0,
      mainCategory: [{ typeId: 99998 }, { typeId: 99990 }],
      categoryBuyStatus: { buyNum: 1 },
      product: { maturityTime: '2030-01-01 00:00:00' },
      policy: { isFilterAbnormal: '1', passwordStatus: 0, promoteType: 3 },
    });
    expect(store.get(promoteTypeAtom)).toBe(0);
    expect(store.get(mainCategoryAtom).map((c) => c.typeId)).toEqual([99990, 99998]);
    expect(store.get(categoryBuyStatusAtom)).toEqual({ buyNum: 1 });
    expect(store.get(productAtom)?.maturityTime).toBe('2030-01-01 00:00:00');
    expect(store.get(isFilterAbnormalAtom)).toBe(1);
    expect(store.get(passwordStatusAtom)).toBe(0);
    expect(store.get(openWindowV2Atom)).toEqual([{ openType: 9, openFlag: 9 }]);
    port.saveFinishedLogin({ windowSettings: [{ openType: 1, openFlag: 0 }] });
    expect(store.get(openWindowV2Atom)).toEqual([{ openType: 1, openFlag: 0 }]);
    expect(store.get(promoteTypeAtom)).toBe(0);
  });

  it('saveCooperationOrgan sets the flag', () => {
    const { store, port } = setup();
    port.saveCooperationOrgan(true);
    expect(store.get(cooperationOrganAtom)).toBe(true);
  });

  it('firstId is generated once and kept under its own key', () => {
    const { port } = setup();
    expect(port.firstId()).toBe('uuid-1');
    const again = createAuthSessionPort(createAuthStore({ storage: window.localStorage, eventTarget: null }), { randomId: () => 'other' });
    expect(again.firstId()).toBe('uuid-1');
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe('uuid-1');
  });

  it('logout clears exactly info, product, categories, buy status, the four urls and promote type', () => {
    const { store, port } = setup();
    port.saveToken({ accessToken: 'jwt', user });
    port.saveFinishedLogin({ promoteType: 2, mainCategory: [{ typeId: 1 }], categoryBuyStatus: [1], product: { maturityTime: '2030-01-01 00:00:00' }, windowSettings: [{ openType: 1, openFlag: 1 }] });
    store.set(customerServiceAtom, { weChatUrl: 'u1', weChatUrl2: 'u2', weChatUrl3: 'u3', weChatUrl4: 'u4', nickName: 'Amy' });
    store.set(promoteAtom, { invite_code: 'INV' });
    store.set(addSearchAtom, { list: 'good', term: 'mug' });
    store.set(isQDUserAtom, false);
    store.set(isFilterAbnormalAtom, 1);
    store.set(languageAtom, 'en');
    store.set(appTipsAtom, { status: true, timestamp: 5 });
    store.set(registeredPopupAtom, true);

    port.logout();

    expect(port.isLoggedIn()).toBe(false);
    expect(store.get(infoAtom)).toEqual({});
    expect(store.get(productAtom)).toBeUndefined();
    expect(store.get(mainCategoryAtom)).toEqual([]);
    expect(store.get(categoryBuyStatusAtom)).toBeUndefined();
    expect([store.get(weChatUrlAtom), store.get(weChatUrl2Atom), store.get(weChatUrl3Atom), store.get(weChatUrl4Atom)]).toEqual(['', '', '', '']);
    expect(store.get(promoteTypeAtom)).toBeUndefined();
    // Everything else survives.
    expect(store.get(serviceNickNameAtom)).toBe('Amy');
    expect(store.get(promoteAtom)).toEqual({ invite_code: 'INV' });
    expect(store.get(historyAtom).good).toEqual(['mug']);
    expect(store.get(isQDUserAtom)).toBe(false);
    expect(store.get(isFilterAbnormalAtom)).toBe(1);
    expect(store.get(languageAtom)).toBe('en');
    expect(store.get(tagsAtom)).toEqual(['vip']);
    expect(store.get(passwordStatusAtom)).toBe(1);
    expect(store.get(openWindowV2Atom)).toEqual([{ openType: 1, openFlag: 1 }]);
    expect(store.get(appTipsAtom)).toEqual({ status: true, timestamp: 5 });
    expect(store.get(registeredPopupAtom)).toBe(true);
    expect(store.get(loginStateAtom)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(PERSISTED_STORE_KEY) ?? '{}')).toEqual({
      info: {},
      history: { good: ['mug'], mall: [], hot_words: [] },
      promote: { invite_code: 'INV' },
    });
  });
});

describe('inviteFieldsFrom', () => {
  it('sends no invite and no invite_channel without a stored code', () => {
    expect(inviteFieldsFrom({}, '')).toEqual({});
  });

  it('prefers utm over the invite code and names the channel', () => {
    expect(inviteFieldsFrom({ utm: 'U', invite_code: 'C' }, '')).toEqual({ invite: 'U', invite_channel: 'utm' });
    expect(inviteFieldsFrom({ invite_code: 'C' }, '')).toEqual({ invite: 'C', invite_channel: 'invite_code' });
  });

  it('adds searchWord and keyWord from the URL, and expandInfo only with aic', () => {
    expect(inviteFieldsFrom({}, '?searchWord=s&keyWord=k&actId=5')).toEqual({ searchWord: 's', keyWord: 'k' });
    const fields = inviteFieldsFrom({}, '?aic=FRIEND&actId=5');
    expect(JSON.parse(fields.expandInfo ?? '')).toEqual({ actId: '5', inviteCode: 'FRIEND' });
  });

  it('the port reads the promote store and the page URL', () => {
    const { store, port } = setup('?aic=X&actId=1');
    store.set(promoteAtom, { invite_code: 'C' });
    expect(port.inviteFields()).toEqual({ invite: 'C', invite_channel: 'invite_code', expandInfo: '{"actId":"1","inviteCode":"X"}' });
  });
});
