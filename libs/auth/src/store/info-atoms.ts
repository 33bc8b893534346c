// user.info and the logged-in test, in a module of their own: the header's useIsLoggedIn reads only
// these, so the first bundle does not carry the rest of the user state (date-fns formatting etc.).
import { atom } from 'jotai/vanilla';
import { hasUser, type UserInfoState } from './persisted-state';

/** info {accessToken, user, channelUserInfo}; persisted (see auth-store.ts). */
export const infoAtom = atom<UserInfoState>({});

/** Spec §4: logged in when the user object is non-empty. */
export const isLoggedInAtom = atom((get) => hasUser(get(infoAtom)));
