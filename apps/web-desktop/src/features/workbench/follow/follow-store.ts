// The member's follows as the follow control shows them (issue 31 item 1): which items they follow
// (GET /follows/keys), the plan's number and their groups, read once in the browser and kept up to
// date as they follow and stop following. Ranking rows and explanation pages render the same stars
// from it, so a follow made on one page shows on the next without asking again. The server's HTML
// has no stars filled in: the keys are the member's, read after hydration (no page cache varies).
// Following and stopping are in follow-actions.ts, loaded with the panel (a page loads only this).
import { authAtoms, authStore, siteApi } from '@sealens/auth';
import type { WorkbenchComponents } from '@sealens/api';
import type { FollowEntity } from '@sealens/workbench';
import { useEffect, useSyncExternalStore } from 'react';

type Schemas = WorkbenchComponents['schemas'];
type FollowKey = Schemas['FollowKey'];

export interface FollowItem {
  entity: FollowEntity;
  itemId: string;
  /** A brand's site (absent or ALL: the brand over all sites); other entities' ids name their site. */
  site?: string;
}

export interface FollowsState {
  /** `visitor`: no session (the control says to log in); `failed`: the keys could not be read. */
  status: 'idle' | 'loading' | 'ready' | 'visitor' | 'failed';
  keys: ReadonlyMap<string, FollowKey & { note?: string }>;
  max: number;
  used: number;
  groups: readonly string[];
}

const EMPTY: FollowsState = { status: 'idle', keys: new Map(), max: 0, used: 0, groups: [] };
let state: FollowsState = EMPTY;
const listeners = new Set<() => void>();

/** The follows as they are now (follow-actions.ts reads and changes them). */
export const followsState = (): FollowsState => state;

export function setFollowsState(next: FollowsState) {
  state = next;
  for (const listener of listeners) listener();
}
const set = setFollowsState;

/** An item's key: a brand's site is part of it (the brand of one site is another follow than all sites'). */
export const followKeyOf = (item: FollowItem) => `${item.entity}:${item.itemId}${item.entity === 'brand' && item.site && item.site !== 'ALL' ? `:${item.site}` : ''}`;

/** An envelope's payload when its code is 200; otherwise an error with the server's words. */
export async function payloadOrThrow<T>(answer: Promise<{ data?: { code?: number; message?: string; payload?: T }; error?: unknown }>): Promise<T> {
  const { data, error } = await answer;
  const body = (data ?? error) as { code?: number; message?: string; payload?: T } | undefined;
  if (body?.code !== 200) throw new Error(body?.message ?? '');
  return body.payload as T;
}

let loading: Promise<void> | undefined;

/** Reads the member's follow keys (once; again after `reset`). */
export function loadFollowKeys(): Promise<void> {
  if (!authStore.get(authAtoms.isLoggedInAtom)) {
    set({ ...EMPTY, status: 'visitor' });
    return Promise.resolve();
  }
  loading ??= (async () => {
    set({ ...state, status: 'loading' });
    try {
      const payload = await payloadOrThrow(siteApi().workbench.GET('/follows/keys', {}));
      set({ status: 'ready', keys: new Map(payload.keys.map((key) => [followKeyOf(key), key])), max: payload.max, used: payload.used, groups: payload.groups });
    } catch {
      loading = undefined;
      set({ ...EMPTY, status: 'failed' });
    }
  })();
  return loading;
}

/** Forgets the keys (the session changed). */
export function resetFollowKeys() {
  loading = undefined;
  set(EMPTY);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The follows, read on first use in the browser (the server's render sees them unread). */
export function useFollows(): FollowsState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  useEffect(() => {
    if (state.status === 'idle') void loadFollowKeys();
  }, []);
  return current;
}
