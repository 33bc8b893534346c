import { setupI18n } from '@lingui/core';
import { APP_NAME, PERSISTED_STORE_KEY } from '@sealens/domain';
import { createApiEvents } from '@sealens/api';
import { addSearchAtom, promoteAtom } from '../store/app-atoms';
import { createAuthStore } from '../store/auth-store';
import { infoAtom, isLoggedInAtom, serviceNickNameAtom, customerServiceAtom } from '../store/user-atoms';
import { createSiteApi, wireApiEvents } from './site-api';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const user = { userId: '7', account: '13900000001' };

function setup(respond: (request: Request) => Response = () => new Response(JSON.stringify({ code: 200, message: 'ok' }), { headers: { 'content-type': 'application/json' } })) {
  window.localStorage.clear();
  const store = createAuthStore({ storage: window.localStorage, eventTarget: null });
  store.set(infoAtom, { accessToken: 'jwt-1', user });
  store.set(promoteAtom, { utm: 'u' });
  store.set(addSearchAtom, { list: 'good', term: 'mug' });
  store.set(customerServiceAtom, { weChatUrl: 'w', nickName: 'Amy' });
  window.localStorage.setItem(APP_NAME, 'jwt-1');
  const requests: Request[] = [];
  const toast = vi.fn();
  const reload = vi.fn();
  const api = createSiteApi({
    store,
    i18n,
    toast,
    reload,
    clientOptions: {
      // Node's Request needs an absolute URL.
      basePath: 'http://sealens.test/api',
      fetch: async (request) => {
        requests.push(request);
        return respond(request);
      },
    },
  });
  return { store, api, toast, reload, requests };
}

describe('createSiteApi', () => {
  it('sends the store’s access token on bearer calls', async () => {
    const { api, requests, store } = setup();
    await api.main.GET('/qa/publishRecord', { params: { query: {} } } as never);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jwt-1');
    store.set(infoAtom, { accessToken: 'jwt-2', user });
    await api.main.GET('/qa/publishRecord', { params: { query: {} } } as never);
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer jwt-2');
  });

  it('401: logs out in the store, removes the saved token entry and reloads once', async () => {
    const { api, store, reload } = setup(() => new Response('', { status: 401 }));
    await api.identity.POST('/user/channelUserInfo', {});
    await api.identity.POST('/user/channelUserInfo', {});
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(infoAtom)).toEqual({});
    expect(window.localStorage.getItem(APP_NAME)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    // Logout is the spec's: history, invite codes and the nickname stay.
    const persisted = JSON.parse(window.localStorage.getItem(PERSISTED_STORE_KEY) ?? '{}');
    expect(persisted).toEqual({ info: {}, history: { good: ['mug'], mall: [], hot_words: [] }, promote: { utm: 'u' } });
    expect(store.get(serviceNickNameAtom)).toBe('Amy');
  });

  it('403 RESTRICT_LOGIN does the same; another 403 does not', async () => {
    const other = setup(() => new Response('forbidden', { status: 403 }));
    await other.api.identity.POST('/user/channelUserInfo', {});
    expect(other.store.get(isLoggedInAtom)).toBe(true);
    expect(other.reload).not.toHaveBeenCalled();

    const restricted = setup(() => new Response('RESTRICT_LOGIN', { status: 403 }));
    await restricted.api.identity.POST('/user/channelUserInfo', {});
    expect(restricted.store.get(isLoggedInAtom)).toBe(false);
    expect(window.localStorage.getItem(APP_NAME)).toBeNull();
    expect(restricted.reload).toHaveBeenCalledOnce();
  });

  it('429 and 500 become translated toasts', async () => {
    const tooMany = setup(() => new Response('', { status: 429 }));
    await tooMany.api.identity.POST('/user/channelUserInfo', {});
    expect(tooMany.toast).toHaveBeenCalledWith({ kind: 'warning', message: 'Visiting too frequently, try again later' });
    const broken = setup(() => new Response('', { status: 500 }));
    await broken.api.identity.POST('/user/channelUserInfo', {});
    expect(broken.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Backend exception' });
  });
});

describe('wireApiEvents', () => {
  it('shows server messages as they are, keeps the clock reminder, reloads on notVerified, and unsubscribes', () => {
    const events = createApiEvents();
    const store = createAuthStore({ storage: null, eventTarget: null });
    const toast = vi.fn();
    const reload = vi.fn();
    const off = wireApiEvents(events, { store, i18n, toast, reload, tokenStorage: null });
    events.emit('warning', { serverMessage: 'server says no' });
    expect(toast).toHaveBeenLastCalledWith({ kind: 'warning', message: 'server says no' });
    events.emit('clockDrift', { serverDate: new Date(), deviceDate: new Date(), driftMs: 600_000 });
    expect(toast).toHaveBeenLastCalledWith({ kind: 'warning', message: 'Please synchronise your date and time and refresh', persistent: true });
    events.emit('notVerified', { messageId: 'notVerified' });
    expect(reload).toHaveBeenCalledOnce();
    off();
    events.emit('warning', { serverMessage: 'late' });
    expect(toast).toHaveBeenCalledTimes(2);
  });
});
