// The sites' API clients, created on first use so pages without data never load them. The api
// layer only raises events; this is where they become what the user sees (spec §4, §8):
// warnings, errors and the clock reminder as toasts, an HTML captcha page as a reload, and the end
// of the session (401, or 403 RESTRICT_LOGIN) as logout + removal of the saved token + reload.
import type { I18n } from '@lingui/core';
import { createApiClients, createApiEvents, type ApiClients, type ApiClientsOptions, type ApiEvents } from '@sealens/api';
import { i18n as siteI18n, translateApiMessage } from '@sealens/i18n';
import { showToast, type ToastOptions } from '@sealens/ui';
import { authStore, type AuthStore } from '../store/auth-store';
import { logoutAtom } from '../store/logout';
import { removeTokenEntry } from '../store/token-entry';
import { infoAtom } from '../store/user-atoms';

export interface SiteApiDeps {
  store: AuthStore;
  events?: ApiEvents;
  i18n?: I18n;
  toast?: (options: ToastOptions) => unknown;
  reload?: () => void;
  /** Where the saved token entry lives (localStorage by default). */
  tokenStorage?: Pick<Storage, 'setItem' | 'removeItem'> | null;
  /** Passed through to createApiClients (tests give a fake fetch). */
  clientOptions?: Partial<Omit<ApiClientsOptions, 'getToken' | 'events'>>;
}

/** Subscribes the site's reactions to the api events; returns the function that unsubscribes. */
export function wireApiEvents(events: ApiEvents, deps: Omit<SiteApiDeps, 'events' | 'clientOptions'>): () => void {
  const i18n = deps.i18n ?? siteI18n;
  const toast = deps.toast ?? showToast;
  const reload = deps.reload ?? (() => window.location.reload());
  // Parallel calls can all answer 401: the session ends once, the page reloads once.
  let ending = false;
  const offs = [
    events.on('warning', (event) =>
      toast({ kind: 'warning', message: 'messageId' in event ? translateApiMessage(i18n, event.messageId) : event.serverMessage }),
    ),
    events.on('error', (event) => toast({ kind: 'error', message: translateApiMessage(i18n, event.messageId) })),
    events.on('clockDrift', () => toast({ kind: 'warning', message: translateApiMessage(i18n, 'clockDrift'), persistent: true })),
    events.on('notVerified', () => reload()),
    events.on('sessionEnded', () => {
      if (ending) return;
      ending = true;
      deps.store.set(logoutAtom);
      removeTokenEntry(deps.tokenStorage);
      reload();
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** API clients bound to a store: the bearer token is the store's info.accessToken. */
export function createSiteApi(deps: SiteApiDeps): ApiClients {
  const events = deps.events ?? createApiEvents();
  wireApiEvents(events, deps);
  return createApiClients({
    getAntiRiskToken: () => '',
    ...deps.clientOptions,
    getToken: () => deps.store.get(infoAtom).accessToken,
    events,
  });
}

let clients: ApiClients | undefined;

/** The app-wide clients on the app-wide store, created on first use. */
export function siteApi(): ApiClients {
  clients ??= createSiteApi({ store: authStore });
  return clients;
}
