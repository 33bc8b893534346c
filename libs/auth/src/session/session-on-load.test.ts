import { createFakeClock } from '../machines/fake-clock';
import {
  decodeJwtPayload,
  isSessionCheckExempt,
  isTokenExpired,
  isWxInfoSkipped,
  startSessionOnLoad,
  type SessionOnLoadDeps,
  type TrialWindowAnswer,
  type WxInfoAnswer,
} from './session-on-load';

// JWTs carry UTF-8 JSON.
const base64url = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: Record<string, unknown>) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.sig`;

const EXP = 2_000_000_000; // seconds
const user = { userId: '7', account: '13900000001' };

function setup(overrides: Partial<SessionOnLoadDeps> & { now?: number; token?: string | undefined } = {}) {
  const clock = createFakeClock(overrides.now ?? EXP * 1000 - 60_000);
  const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const calls: string[] = [];
  const deps: SessionOnLoadDeps = {
    clock,
    pathname: '/',
    accessToken: () => ('token' in overrides ? overrides.token : jwt({ sub: '7', exp: EXP })),
    logout: vi.fn(() => void calls.push('logout')),
    clearStorage: vi.fn(() => void calls.push('clearStorage')),
    reload: vi.fn(() => void calls.push('reload')),
    notify: vi.fn((notice) => void calls.push(`notify:${notice.id}`)),
    fetchWxInfo: vi.fn(async (): Promise<WxInfoAnswer> => ({ code: 200, payload: { user, channelUserInfo: { wxIsBind: true } } })),
    fetchTrialWindow: vi.fn(async (): Promise<TrialWindowAnswer> => ({ code: 200, message: 'no gift' } as TrialWindowAnswer)),
    saveUserInfo: vi.fn(),
    openBindWxQr: vi.fn(),
    openMemberGift: vi.fn(),
    visibility,
    syncTags: vi.fn(),
    ...overrides,
  };
  const session = startSessionOnLoad(deps);
  return { clock, deps, session, calls, visibility };
}

describe('token expiry', () => {
  it('decodes a base64url JWT payload', () => {
    expect(decodeJwtPayload(jwt({ exp: 5, name: 'ä' }))).toEqual({ exp: 5, name: 'ä' });
    expect(decodeJwtPayload('not-a-jwt')).toBeUndefined();
    expect(decodeJwtPayload('a.%%%.c')).toBeUndefined();
  });

  it('compares exp × 1000 with the clock: valid 1 ms before, expired at the second itself', () => {
    const token = jwt({ exp: EXP });
    expect(isTokenExpired(token, EXP * 1000 - 1)).toBe(false);
    expect(isTokenExpired(token, EXP * 1000)).toBe(true);
    // exp read as milliseconds would never expire: guards the × 1000.
    expect(isTokenExpired(token, EXP + 1)).toBe(false);
    expect(isTokenExpired(jwt({ sub: '1' }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('paths', () => {
  it('exempts promote and mobile paths by segment', () => {
    for (const path of ['/promote', '/promote/pc', '/promote/mobile2/success', '/m', '/m/lottery', '/moblie', '/moblie/x']) {
      expect(isSessionCheckExempt(path)).toBe(true);
    }
    for (const path of ['/', '/moreShopAuthorize', '/mall-detail/mallReceivable', '/promoted', '/register']) {
      expect(isSessionCheckExempt(path)).toBe(false);
    }
  });

  it('skips the info call on /register, /m, /moblie and /lottery', () => {
    for (const path of ['/register', '/register/x', '/m', '/moblie', '/lottery', '/lottery/rules']) expect(isWxInfoSkipped(path)).toBe(true);
    for (const path of ['/', '/about', '/registered']) expect(isWxInfoSkipped(path)).toBe(false);
  });
});

describe('startSessionOnLoad', () => {
  it('does nothing without a stored token', async () => {
    const { session, deps, clock } = setup({ token: undefined });
    clock.advance(0);
    await expect(session.settled).resolves.toBe('noToken');
    expect(deps.fetchWxInfo).not.toHaveBeenCalled();
    expect(deps.fetchTrialWindow).not.toHaveBeenCalled();
  });

  it('leaves promote and mobile paths alone, even with an expired token', async () => {
    const { session, deps, clock } = setup({ pathname: '/promote/pc', now: EXP * 1000 + 1 });
    clock.advance(0);
    await expect(session.settled).resolves.toBe('exemptPath');
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.fetchWxInfo).not.toHaveBeenCalled();
  });

  it('an expired token: please log in again, logout, storage cleared, reload — in that order, nothing fetched', async () => {
    const { session, deps, calls, clock } = setup({ now: EXP * 1000 });
    await expect(session.settled).resolves.toBe('expired');
    expect(calls).toEqual(['notify:pleaseLogInAgain', 'logout', 'clearStorage', 'reload']);
    expect(deps.notify).toHaveBeenCalledWith({ id: 'pleaseLogInAgain', kind: 'warning' });
    clock.advance(1000);
    expect(deps.fetchWxInfo).not.toHaveBeenCalled();
  });

  it('a token 1 ms short of expiry is kept and the info is fetched after a 0 ms timeout', async () => {
    const { session, deps, clock } = setup({ now: EXP * 1000 - 1 });
    expect(deps.logout).not.toHaveBeenCalled();
    // Not synchronously: the 0 ms timeout lets the page paint first.
    expect(deps.fetchWxInfo).not.toHaveBeenCalled();
    expect(clock.pendingTimers()).toBe(1);
    clock.advance(0);
    expect(deps.fetchWxInfo).toHaveBeenCalledOnce();
    await expect(session.settled).resolves.toBe('noGift');
    expect(deps.saveUserInfo).toHaveBeenCalledWith({ user, channelUserInfo: { wxIsBind: true } });
    expect(deps.fetchTrialWindow).toHaveBeenCalledOnce();
    expect(deps.openMemberGift).not.toHaveBeenCalled();
  });

  it('on /register and /lottery skips the info call but still checks the trial window', async () => {
    for (const pathname of ['/register', '/lottery']) {
      const { session, deps, clock } = setup({ pathname, fetchTrialWindow: vi.fn(async () => ({ code: 200, payload: { planId: 16, days: 1 } })) });
      clock.advance(0);
      await expect(session.settled).resolves.toBe('gift');
      expect(deps.fetchWxInfo).not.toHaveBeenCalled();
      expect(deps.openMemberGift).toHaveBeenCalledWith({ planId: 16, days: 1 });
    }
  });

  it('no user in the info answer: opens the bind QR dialog and skips the trial check', async () => {
    const { session, deps, clock } = setup({ fetchWxInfo: vi.fn(async () => ({ code: 200, payload: { channelUserInfo: {} } })) });
    clock.advance(0);
    await expect(session.settled).resolves.toBe('bindWx');
    expect(deps.openBindWxQr).toHaveBeenCalledOnce();
    expect(deps.saveUserInfo).not.toHaveBeenCalled();
    expect(deps.fetchTrialWindow).not.toHaveBeenCalled();
  });

  it('info code not 200: failed to get info, and no trial check', async () => {
    const { session, deps, clock } = setup({ fetchWxInfo: vi.fn(async () => ({ code: 500, message: 'boom' })) });
    clock.advance(0);
    await expect(session.settled).resolves.toBe('infoFailed');
    expect(deps.notify).toHaveBeenCalledWith({ id: 'infoFetchFailed', kind: 'error' });
    expect(deps.openBindWxQr).not.toHaveBeenCalled();
    expect(deps.fetchTrialWindow).not.toHaveBeenCalled();
  });

  it('a thrown info call is left to the API events (no second toast)', async () => {
    const { session, deps, clock } = setup({ fetchWxInfo: vi.fn(async () => Promise.reject(new Error('timeout'))) });
    clock.advance(0);
    await expect(session.settled).resolves.toBe('infoFailed');
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.fetchTrialWindow).not.toHaveBeenCalled();
  });

  it('trial window code 200 with a payload opens the member gift dialog', async () => {
    const payload = { planId: 16, days: 1, endTime: '2030-01-02 00:00:00' };
    const { session, deps, clock } = setup({ fetchTrialWindow: vi.fn(async () => ({ code: 200, payload })) });
    clock.advance(0);
    await expect(session.settled).resolves.toBe('gift');
    expect(deps.openMemberGift).toHaveBeenCalledWith(payload);
  });

  it('no gift without a payload or with another code', async () => {
    for (const answer of [{ code: 200, payload: null }, { code: 200 }, { code: 401, payload: { planId: 16 } }]) {
      const { session, deps, clock } = setup({ fetchTrialWindow: vi.fn(async () => answer) });
      clock.advance(0);
      await expect(session.settled).resolves.toBe('noGift');
      expect(deps.openMemberGift).not.toHaveBeenCalled();
    }
  });

  it('dispose before the timeout cancels the fetch; after it, late answers are ignored', async () => {
    const first = setup();
    first.session.dispose();
    first.clock.advance(0);
    await expect(first.session.settled).resolves.toBe('disposed');
    expect(first.deps.fetchWxInfo).not.toHaveBeenCalled();

    let answer: (value: WxInfoAnswer) => void = () => undefined;
    const second = setup({ fetchWxInfo: vi.fn(() => new Promise<WxInfoAnswer>((resolve) => (answer = resolve))) });
    second.clock.advance(0);
    second.session.dispose();
    answer({ code: 200, payload: {} });
    await expect(second.session.settled).resolves.toBe('disposed');
    expect(second.deps.openBindWxQr).not.toHaveBeenCalled();
  });

  it('re-syncs the tags whenever the tab becomes visible, not when hidden, until disposed', () => {
    const { session, deps, visibility } = setup({ token: undefined });
    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(deps.syncTags).not.toHaveBeenCalled();
    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(deps.syncTags).toHaveBeenCalledTimes(2);
    session.dispose();
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(deps.syncTags).toHaveBeenCalledTimes(2);
  });
});
