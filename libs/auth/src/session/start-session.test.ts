import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { createFakeClock } from '../machines/fake-clock';
import { createAuthStore } from '../store/auth-store';
import { infoAtom, tagsAtom } from '../store/user-atoms';
import { createSiteApi } from './site-api';
import { startSession } from './start-session';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: '7', exp })}.sig`;
const EXP = 2_000_000_000;

function setup(answer: (path: string) => unknown, exp = EXP) {
  window.localStorage.clear();
  const store = createAuthStore({ storage: window.localStorage, eventTarget: null });
  store.set(infoAtom, { accessToken: token(exp), user: { userId: '7', account: '139' } });
  const paths: string[] = [];
  const api = createSiteApi({
    store,
    toast: vi.fn(),
    reload: vi.fn(),
    tokenStorage: null,
    clientOptions: {
      basePath: 'http://sealens.test/api',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        paths.push(path);
        return new Response(JSON.stringify(answer(path)), { headers: { 'content-type': 'application/json' } });
      },
    },
  });
  const clock = createFakeClock(EXP * 1000 - 5_000);
  const effects = { notify: vi.fn(), reload: vi.fn() };
  const openBindWxQr = vi.fn();
  const session = startSession({ store, clock, api: () => api, effects, openBindWxQr });
  return { store, clock, effects, openBindWxQr, session, paths };
}

describe('startSession (browser wiring)', () => {
  it('calls POST /user/channelUserInfo on the identity base and opens the bind QR when the answer has no user', async () => {
    const { clock, session, openBindWxQr, paths } = setup(() => ({ code: 200, message: 'success', payload: { channelUserInfo: {} } }));
    clock.advance(0);
    await expect(session.settled).resolves.toBe('bindWx');
    expect(paths).toEqual(['/api/ram/sealens/v1/user/channelUserInfo']);
    expect(openBindWxQr).toHaveBeenCalledOnce();
    session.dispose();
  });

  it('stores the user from the info answer, then asks the trial window', async () => {
    const { clock, session, store, paths } = setup((path) =>
      path.endsWith('/user/channelUserInfo')
        ? { code: 200, message: 'success', payload: { user: { userId: '7', account: '139', tags: ['vip'] } } }
        : { code: 200, message: 'no gift' },
    );
    clock.advance(0);
    await expect(session.settled).resolves.toBe('noGift');
    expect(paths).toEqual(['/api/ram/sealens/v1/user/channelUserInfo', '/api/ram/sealens/v1/qbt4-user-window/userGivTrialVipWindow']);
    expect(store.get(infoAtom).user?.tags).toEqual(['vip']);
    expect(store.get(tagsAtom)).toEqual(['vip']);
    session.dispose();
  });

  it('an expired token clears local storage and reloads', async () => {
    const { session, effects, store } = setup(() => ({ code: 200 }), EXP - 10);
    await expect(session.settled).resolves.toBe('expired');
    expect(effects.notify).toHaveBeenCalledWith({ id: 'pleaseLogInAgain', kind: 'warning' });
    expect(store.get(infoAtom)).toEqual({});
    expect(window.localStorage.length).toBe(0);
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it('re-reads the tags from local storage when the document becomes visible', () => {
    const { store, session } = setup(() => ({ code: 200 }));
    window.localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { user: { userId: '7', account: '139', tags: ['fresh'] } } }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(store.get(tagsAtom)).toEqual(['fresh']);
    session.dispose();
  });
});
