// The session store as the login flows see it (flows/auth-ports.ts), on top of a jotai store.
import type { AuthSessionPort, FinishedLogin, InviteFields } from '../flows/auth-ports';
import type { UserProfile } from '../flows/login-dialog-contract';
import { cooperationOrganAtom, loginStateAtom, promoteAtom } from './app-atoms';
import type { AuthStore } from './auth-store';
import { deviceId, type DeviceIdDeps } from './device-id';
import { logoutAtom } from './logout';
import { normalizeMemberProduct } from './member-product';
import type { PromoteState } from './persisted-state';
import { saveTokenEntry } from './token-entry';
import {
  categoryBuyStatusAtom,
  infoAtom,
  isFilterAbnormalAtom,
  isLoggedInAtom,
  mainCategoryAtom,
  openWindowV2Atom,
  passwordStatusAtom,
  productAtom,
  promoteTypeAtom,
  tagsAtom,
} from './user-atoms';

export interface AuthSessionPortOptions extends DeviceIdDeps {
  /** The page's query string (location.search); searchWord, keyWord, aic and actId come from it. */
  search?: () => string;
  /** Where the saved token entry is written (localStorage by default). */
  tokenStorage?: Pick<Storage, 'setItem' | 'removeItem'> | null;
}

/** How the invite was obtained, sent as invite_channel beside it. */
export type InviteChannel = 'utm' | 'invite_code';

/**
 * Spec §3 invite merge fields: invite is the stored utm, else the stored invite code, and
 * invite_channel (which of the two it was) travels only with an invite. searchWord and keyWord come
 * from the URL; expandInfo only on an activity link, which carries `aic` (the inviter's code) and
 * `actId`.
 */
export function inviteFieldsFrom(promote: PromoteState, search: string): InviteFields {
  const params = new URLSearchParams(search);
  const fields: InviteFields = {};
  const channel: InviteChannel | undefined = promote.utm ? 'utm' : promote.invite_code ? 'invite_code' : undefined;
  if (channel) {
    fields.invite = promote[channel];
    fields.invite_channel = channel;
  }
  const searchWord = params.get('searchWord');
  const keyWord = params.get('keyWord');
  if (searchWord) fields.searchWord = searchWord;
  if (keyWord) fields.keyWord = keyWord;
  const aic = params.get('aic');
  const actId = params.get('actId');
  if (aic && actId) fields.expandInfo = JSON.stringify({ actId, inviteCode: aic });
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

function defaultSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function createAuthSessionPort(store: AuthStore, options: AuthSessionPortOptions = {}): AuthSessionPort {
  const search = options.search ?? defaultSearch;

  const applyUser = (user: UserProfile | undefined) => {
    if (!user) return;
    store.set(tagsAtom, Array.isArray(user.tags) ? [...user.tags] : []);
    const passwordStatus = numberOf(user.passwordStatus);
    if (passwordStatus !== undefined) store.set(passwordStatusAtom, passwordStatus);
  };

  return {
    isLoggedIn: () => store.get(isLoggedInAtom),

    saveToken({ accessToken, user, channelUserInfo }) {
      store.set(infoAtom, {
        accessToken,
        ...(user ? { user } : {}),
        ...(channelUserInfo ? { channelUserInfo } : {}),
      });
      store.set(loginStateAtom, true);
      saveTokenEntry(accessToken, options.tokenStorage);
      applyUser(user);
    },

    saveUserInfo({ user, channelUserInfo }) {
      const info = store.get(infoAtom);
      store.set(infoAtom, { ...info, user, ...(channelUserInfo ? { channelUserInfo } : {}) });
      applyUser(user);
    },

    saveFinishedLogin(finished: FinishedLogin) {
      // Each part may be missing when its call failed: what was not fetched is left as it was.
      if (finished.windowSettings) store.set(openWindowV2Atom, finished.windowSettings);
      if (finished.promoteType !== undefined) store.set(promoteTypeAtom, finished.promoteType);
      if (finished.mainCategory) store.set(mainCategoryAtom, finished.mainCategory);
      if (finished.categoryBuyStatus !== undefined) store.set(categoryBuyStatusAtom, finished.categoryBuyStatus);
      if (finished.product) store.set(productAtom, normalizeMemberProduct(finished.product));
      if (isRecord(finished.policy)) {
        const { isFilterAbnormal, passwordStatus, promoteType } = finished.policy;
        const filter = numberOf(isFilterAbnormal);
        if (filter !== undefined) store.set(isFilterAbnormalAtom, filter);
        const password = numberOf(passwordStatus);
        if (password !== undefined) store.set(passwordStatusAtom, password);
        // The channel call is the authority on promote type; the policy only fills a gap.
        const type = numberOf(promoteType);
        if (type !== undefined && finished.promoteType === undefined) store.set(promoteTypeAtom, type);
      }
    },

    saveCooperationOrgan(isOrganUser) {
      store.set(cooperationOrganAtom, isOrganUser);
    },

    inviteFields: () => inviteFieldsFrom(store.get(promoteAtom), search()),

    firstId: () => deviceId(options),

    logout() {
      store.set(logoutAtom);
    },
  };
}
