// The part of the client state that survives a reload (spec §3): info, history and promote, kept
// together as one JSON object under PERSISTED_STORE_KEY. Pure functions only, so the shape can be
// tested without a store; apps/web-desktop's header reads `info.user` from the same entry.
import { EMPTY_SEARCH_HISTORY, SEARCH_HISTORY_LISTS, type SearchHistory } from '@sealens/domain';
import type { ChannelUserInfo, UserProfile } from '../flows/login-dialog-contract';

/** user.info of spec §3. */
export interface UserInfoState {
  accessToken?: string;
  user?: UserProfile;
  channelUserInfo?: ChannelUserInfo;
}

/** invite/promote of spec §3: captured from the URL, sent with login and registration. */
export interface PromoteState {
  invite_code?: string;
  utm?: string;
}

export interface PersistedState {
  info: UserInfoState;
  history: SearchHistory;
  promote: PromoteState;
}

export const EMPTY_PERSISTED_STATE: PersistedState = { info: {}, history: EMPTY_SEARCH_HISTORY, promote: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/**
 * Reads the stored entry. Anything unreadable (another version's shape, a hand-edited value, a
 * full disk that left half a string) falls back field by field to empty, never throws: a broken
 * entry must not take the page down.
 */
export function parsePersistedState(raw: string | null | undefined): PersistedState {
  if (!raw) return EMPTY_PERSISTED_STATE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_PERSISTED_STATE;
  }
  if (!isRecord(parsed)) return EMPTY_PERSISTED_STATE;
  const history = isRecord(parsed['history']) ? parsed['history'] : {};
  const promote = isRecord(parsed['promote']) ? parsed['promote'] : {};
  return {
    info: isRecord(parsed['info']) ? (parsed['info'] as UserInfoState) : {},
    history: Object.fromEntries(SEARCH_HISTORY_LISTS.map((list) => [list, stringList(history[list])])) as unknown as SearchHistory,
    promote: {
      ...(typeof promote['invite_code'] === 'string' ? { invite_code: promote['invite_code'] } : {}),
      ...(typeof promote['utm'] === 'string' ? { utm: promote['utm'] } : {}),
    },
  };
}

/** Exactly these three keys, in this order. */
export function serializePersistedState({ info, history, promote }: PersistedState): string {
  return JSON.stringify({ info, history, promote });
}

/** Spec §4: a user counts as logged in when the user object is non-empty. */
export function hasUser(info: UserInfoState | undefined): boolean {
  const user = info?.user;
  return !!user && typeof user === 'object' && Object.keys(user).length > 0;
}
