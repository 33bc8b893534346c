// What the login flows need from the outside, injected so the machines run with a fake clock and
// no network: the session store (jotai, libs/auth/src/store) and the page effects (toasts, reloads).
import type { ChannelUserInfo, UserProfile } from './login-dialog-contract';

/** Notices the flows raise; the site shows them as toasts in the user's language. */
export type AuthNoticeId =
  | 'welcomeBack'
  | 'welcomeToLogIn'
  | 'bindingSuccessful'
  | 'passwordResetSuccessful'
  | 'activityRegistered'
  | 'smsSent'
  | 'phoneAlreadyRegistered'
  | 'phoneBoundToWeChat'
  | 'checkAccountAbnormal'
  | 'infoFetchFailed'
  | 'refreshAndRetry'
  | 'noPrivateChannel'
  | 'pleaseLogInAgain'
  | 'captchaResetFailed';

export interface AuthNotice {
  id: AuthNoticeId;
  kind: 'success' | 'info' | 'warning' | 'error';
  /** The welcome notice lasts WELCOME_NOTICE_MS; others use the toast default. */
  durationMs?: number;
}

/** The invite merge fields of spec §3, read from the promote store and the URL. */
export interface InviteFields {
  invite?: string;
  invite_channel?: string;
  searchWord?: string;
  keyWord?: string;
  /** Activity register only: JSON string with actId and inviteCode (from the `aic` URL parameter). */
  expandInfo?: string;
}

/** Everything the finishing sequence of spec §4 step 5 fetched (each part may be missing on failure). */
export interface FinishedLogin {
  trial?: unknown;
  windowSettings?: { openType: number; openFlag: number }[];
  /** 0 when the user has no private channel (code 30005). */
  promoteType?: number;
  mainCategory?: { typeId: number; [key: string]: unknown }[];
  categoryBuyStatus?: unknown;
  product?: Record<string, unknown>;
  policy?: unknown;
}

/** The session store as the flows see it. */
export interface AuthSessionPort {
  isLoggedIn(): boolean;
  /** The access-token call succeeded (spec §4 step 4): info.accessToken/user/channelUserInfo, login flag. */
  saveToken(info: { accessToken: string; user?: UserProfile; channelUserInfo?: ChannelUserInfo }): void;
  /** The messaging-app info call answered with a user. */
  saveUserInfo(info: { user: UserProfile; channelUserInfo?: ChannelUserInfo }): void;
  saveFinishedLogin(finished: FinishedLogin): void;
  /** The cooperation-organ flag (spec §3): set when a userId comes back. */
  saveCooperationOrgan(isOrganUser: boolean): void;
  inviteFields(): InviteFields;
  /** The device fingerprint sent as firstId. */
  firstId(): string;
  /** Spec §4 logout: clears info, product, main categories, buy status, the four urls and promote type. */
  logout(): void;
}

/** Page-level effects. */
export interface AuthEffects {
  notify(notice: AuthNotice): void;
  reload(): void;
  /** Promote flows end on '/', an activity registration on its lottery page. */
  navigate(path: string): void;
  /** The dialog closed itself (login finished, risk acknowledged). */
  closeDialog(): void;
  /** Spec §4 step 6: the trial window answered 200 with a payload. */
  openMemberGift?(): void;
}
