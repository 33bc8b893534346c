// An AuthSessionPort and AuthEffects for tests and stories: they record what the flows did.
import type { AuthEffects, AuthNotice, AuthSessionPort, FinishedLogin, InviteFields } from '../auth-ports';
import type { ChannelUserInfo, UserProfile } from '../login-dialog-contract';

export interface FakeSession extends AuthSessionPort {
  readonly tokens: { accessToken: string; user?: UserProfile; channelUserInfo?: ChannelUserInfo }[];
  readonly userInfos: { user: UserProfile; channelUserInfo?: ChannelUserInfo }[];
  readonly finished: FinishedLogin[];
  readonly organFlags: boolean[];
  logouts: number;
  /** Changes what inviteFields() answers. */
  setInviteFields(fields: InviteFields): void;
}

export const FAKE_FIRST_ID = 'fingerprint-1';

export function createFakeSession(invite: InviteFields = {}): FakeSession {
  let fields = invite;
  const session: FakeSession = {
    tokens: [],
    userInfos: [],
    finished: [],
    organFlags: [],
    logouts: 0,
    isLoggedIn: () => session.userInfos.length > 0,
    saveToken: (info) => void session.tokens.push(info),
    saveUserInfo: (info) => void session.userInfos.push(info),
    saveFinishedLogin: (finished) => void session.finished.push(finished),
    saveCooperationOrgan: (flag) => void session.organFlags.push(flag),
    inviteFields: () => fields,
    firstId: () => FAKE_FIRST_ID,
    logout: () => {
      session.logouts++;
    },
    setInviteFields(next) {
      fields = next;
    },
  };
  return session;
}

export interface FakeEffects extends AuthEffects {
  readonly notices: AuthNotice[];
  readonly navigations: string[];
  reloads: number;
  closes: number;
  gifts: number;
  /** The ids of the notices so far, in order. */
  noticeIds(): AuthNotice['id'][];
}

export function createFakeEffects(): FakeEffects {
  const effects: FakeEffects = {
    notices: [],
    navigations: [],
    reloads: 0,
    closes: 0,
    gifts: 0,
    notify: (notice) => void effects.notices.push(notice),
    reload: () => {
      effects.reloads++;
    },
    navigate: (path) => void effects.navigations.push(path),
    closeDialog: () => {
      effects.closes++;
    },
    openMemberGift: () => {
      effects.gifts++;
    },
    noticeIds: () => effects.notices.map((n) => n.id),
  };
  return effects;
}
