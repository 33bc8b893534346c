import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginStateAtom } from '../store/app-atoms';
import { authStore } from '../store/auth-store';
import { infoAtom, isLoggedInAtom } from '../store/user-atoms';
import { TOKEN_ENTRY_KEY, saveTokenEntry } from '../store/token-entry';
import { logOut } from './log-out';

const post = vi.fn();
vi.mock('../session/site-api', () => ({ siteApi: () => ({ identity: { POST: post } }) }));

describe('logOut', () => {
  afterEach(() => {
    post.mockReset();
    localStorage.clear();
  });

  it('clears the session in the store and the token entry, then asks the server to drop its cookie', async () => {
    post.mockResolvedValue({ data: { code: 200, message: 'success' } });
    authStore.set(infoAtom, { accessToken: 't', user: { userId: '1', account: '13900000001' } });
    saveTokenEntry('t');
    authStore.set(loginStateAtom, true);
    expect(authStore.get(isLoggedInAtom)).toBe(true);

    await logOut();

    expect(authStore.get(isLoggedInAtom)).toBe(false);
    expect(authStore.get(loginStateAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_ENTRY_KEY)).toBeNull();
    expect(post).toHaveBeenCalledWith('/user/logout', { verifyCode: false });
  });

  it('stays logged out when the server cannot be reached', async () => {
    post.mockRejectedValue(new TypeError('Failed to fetch'));
    authStore.set(infoAtom, { accessToken: 't', user: { userId: '1', account: '13900000001' } });
    await expect(logOut()).resolves.toBeUndefined();
    expect(authStore.get(isLoggedInAtom)).toBe(false);
  });
});
