// Spec §4 "Session on load", framework-free: everything it touches is injected, so it runs with a
// fake clock and no network.
// 1. A stored access token on a page outside the promote and mobile paths is checked for expiry
//    (JWT exp × 1000 against the clock). Expired: 'please log in again', logout, local storage
//    cleared, reload.
// 2. Otherwise, after a 0 ms timeout (so the first paint is not held up), the messaging-app info is
//    fetched (not on /register, /m, /moblie, /lottery, where only the trial check runs). No user
//    in it: the bind-messaging-app QR dialog opens and the trial check is skipped. A user: it is
//    stored, then the trial window is checked; code 200 with a payload opens the member gift
//    dialog. Code not 200: 'failed to get info, please refresh and retry'.
// 3. Whenever the tab becomes visible again, the user tags are re-read from local storage (another
//    tab may have changed them).
import { BUSINESS_CODES } from '@sealens/domain';
import type { AuthNotice } from '../flows/auth-ports';
import type { ChannelUserInfo, UserProfile } from '../flows/login-dialog-contract';
import type { Clock } from '../machines/clock';

/** The messaging-app info answer (POST /user/channelUserInfo): no `user` means no messaging app bound. */
export interface WxInfoAnswer {
  code: number;
  message?: string;
  payload?: { user?: UserProfile; channelUserInfo?: ChannelUserInfo } | null;
}

/** The trial-window answer (GET /qbt4-user-window/userGivTrialVipWindow). */
export interface TrialWindowAnswer {
  code: number;
  payload?: unknown;
}

export interface VisibilitySource {
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
  readonly visibilityState: DocumentVisibilityState;
}

export interface SessionOnLoadDeps {
  clock: Clock;
  /** location.pathname of the page being loaded. */
  pathname: string;
  /** The stored access token (info.accessToken), if any. */
  accessToken(): string | undefined;
  logout(): void;
  /** localStorage.clear(). */
  clearStorage(): void;
  reload(): void;
  notify(notice: AuthNotice): void;
  fetchWxInfo(): Promise<WxInfoAnswer>;
  fetchTrialWindow(): Promise<TrialWindowAnswer>;
  saveUserInfo(info: { user: UserProfile; channelUserInfo?: ChannelUserInfo }): void;
  openBindWxQr(): void;
  /** Opens the member gift dialog (1-day operations-edition trial). */
  openMemberGift(payload: unknown): void;
  /** The document; tags are re-synced when it turns visible. */
  visibility: VisibilitySource;
  syncTags(): void;
}

/** How the load check ended; tests and logs read it. */
export type SessionOutcome =
  | 'noToken'
  | 'exemptPath'
  | 'expired'
  | 'bindWx'
  | 'infoFailed'
  | 'gift'
  | 'noGift'
  | 'disposed';

export interface SessionOnLoad {
  /** Resolves once the load check is over. */
  readonly settled: Promise<SessionOutcome>;
  /** Stops the timer and the visibility listener; answers arriving later are ignored. */
  dispose(): void;
}

const underPath = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Promote landing pages and the mobile site run their own login (spec §4). Compared by path
 * segment, so /moreShopAuthorize or /mall-detail are not taken for /m.
 */
export const SESSION_CHECK_EXEMPT_PATHS = ['/promote', '/m', '/moblie'] as const;
/** Paths where the messaging-app info is not fetched (spec §4). */
export const WX_INFO_SKIPPED_PATHS = ['/register', '/m', '/moblie', '/lottery'] as const;

export function isSessionCheckExempt(pathname: string): boolean {
  return SESSION_CHECK_EXEMPT_PATHS.some((prefix) => underPath(pathname, prefix));
}

export function isWxInfoSkipped(pathname: string): boolean {
  return WX_INFO_SKIPPED_PATHS.some((prefix) => underPath(pathname, prefix));
}

/** The payload of a JWT, or undefined when the token is not one. No signature check: the server does that. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the token's exp (seconds) × 1000 is at or before `nowMs`: a token is no longer valid at
 * the second it expires. A token without a readable exp is left to the server, whose 401 ends the
 * session through the HTTP session rules.
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const exp = decodeJwtPayload(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 <= nowMs;
}

export function startSessionOnLoad(deps: SessionOnLoadDeps): SessionOnLoad {
  let disposed = false;
  let timer: unknown;

  const onVisibility = () => {
    if (!disposed && deps.visibility.visibilityState === 'visible') deps.syncTags();
  };
  deps.visibility.addEventListener('visibilitychange', onVisibility);

  const checkTrial = async (): Promise<SessionOutcome> => {
    let trial: TrialWindowAnswer;
    try {
      trial = await deps.fetchTrialWindow();
    } catch {
      return disposed ? 'disposed' : 'noGift';
    }
    if (disposed) return 'disposed';
    if (trial.code === BUSINESS_CODES.success && trial.payload !== undefined && trial.payload !== null) {
      deps.openMemberGift(trial.payload);
      return 'gift';
    }
    return 'noGift';
  };

  const fetchInfoThenTrial = async (): Promise<SessionOutcome> => {
    let info: WxInfoAnswer;
    try {
      info = await deps.fetchWxInfo();
    } catch {
      // A thrown call (timeout, HTTP error, offline) was already shown by the API events, the
      // session rules or the offline banner; a second toast would only replace the first.
      return disposed ? 'disposed' : 'infoFailed';
    }
    if (disposed) return 'disposed';
    if (info.code !== BUSINESS_CODES.success) {
      deps.notify({ id: 'infoFetchFailed', kind: 'error' });
      return 'infoFailed';
    }
    const user = info.payload?.user;
    if (!user || Object.keys(user).length === 0) {
      deps.openBindWxQr();
      return 'bindWx';
    }
    deps.saveUserInfo({ user, ...(info.payload?.channelUserInfo ? { channelUserInfo: info.payload.channelUserInfo } : {}) });
    return checkTrial();
  };

  let disposeTimer: () => void = () => undefined;

  const settled = new Promise<SessionOutcome>((resolve) => {
    const token = deps.accessToken();
    if (!token) return resolve('noToken');
    if (isSessionCheckExempt(deps.pathname)) return resolve('exemptPath');
    if (isTokenExpired(token, deps.clock.now())) {
      deps.notify({ id: 'pleaseLogInAgain', kind: 'warning' });
      deps.logout();
      deps.clearStorage();
      deps.reload();
      return resolve('expired');
    }
    timer = deps.clock.setTimeout(() => {
      timer = undefined;
      // Only the info call is skipped on these paths; the trial window is still checked.
      void (isWxInfoSkipped(deps.pathname) ? checkTrial() : fetchInfoThenTrial()).then(resolve);
    }, 0);
    disposeTimer = () => {
      if (timer !== undefined) deps.clock.clearTimeout(timer);
      timer = undefined;
      resolve('disposed');
    };
  });

  return {
    settled,
    dispose() {
      if (disposed) return;
      disposed = true;
      deps.visibility.removeEventListener('visibilitychange', onVisibility);
      disposeTimer();
    },
  };
}
