// The browser wiring of session-on-load.ts: the app-wide store, the site API, the system clock,
// toasts, and the member gift dialog, which is loaded only when a gift is actually given.
import { envelopeSchema, readResponse, userInfoAnswerSchema, type ApiClients } from '@sealens/api';
import type { AuthEffects } from '../flows/auth-ports';
import { systemClock, type Clock } from '../machines/clock';
import { createAuthSessionPort } from '../store/auth-session-port';
import { authStore, type AuthStore } from '../store/auth-store';
import { infoAtom } from '../store/user-atoms';
import { createAuthEffects } from './auth-effects';
import { startSessionOnLoad, type SessionOnLoad } from './session-on-load';
import { siteApi } from './site-api';
import { syncTagsFromStorage } from './sync-tags';

export interface StartSessionOptions {
  /** Opens the login dialog in bind-messaging-app QR mode (the site owns the dialog host). */
  openBindWxQr: () => void;
  store?: AuthStore;
  clock?: Clock;
  api?: () => ApiClients;
  effects?: Pick<AuthEffects, 'notify' | 'reload'>;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Runs the load check of spec §4 once, at start-up. */
export function startSession(options: StartSessionOptions): SessionOnLoad {
  const store = options.store ?? authStore;
  const api = options.api ?? siteApi;
  const port = createAuthSessionPort(store);
  const effects = options.effects ?? createAuthEffects();
  return startSessionOnLoad({
    clock: options.clock ?? systemClock,
    pathname: window.location.pathname,
    accessToken: () => store.get(infoAtom).accessToken || undefined,
    logout: () => port.logout(),
    clearStorage: () => localStorageOrNull()?.clear(),
    reload: () => effects.reload(),
    notify: (notice) => effects.notify(notice),
    fetchWxInfo: async () => readResponse(userInfoAnswerSchema, await api().identity.POST('/user/channelUserInfo', {})),
    fetchTrialWindow: async () =>
      readResponse(envelopeSchema, await api().identity.GET('/qbt4-user-window/userGivTrialVipWindow', {})),
    saveUserInfo: (info) => port.saveUserInfo(info),
    openBindWxQr: options.openBindWxQr,
    openMemberGift: () => {
      void import('../member-gift/open-member-gift-dialog').then(({ openMemberGiftDialog }) => openMemberGiftDialog());
    },
    visibility: document,
    syncTags: () => syncTagsFromStorage(store, localStorageOrNull()),
  });
}
