// Following, changing and stopping a follow (issue 31 item 1), each keeping the member's follows
// (follow-store.ts) up to date: loaded with the follow panel or the monitor pages, not with every
// ranking page (the workbench page budget).
import { siteApi } from '@sealens/auth';
import type { WorkbenchComponents } from '@sealens/api';
import type { FollowDetails } from '@sealens/workbench';
import { followKeyOf, followsState, payloadOrThrow, setFollowsState, type FollowItem } from './follow-store';

type Schemas = WorkbenchComponents['schemas'];

const withGroup = (groups: readonly string[], group: string | undefined) => (group && !groups.includes(group) ? [...groups, group].sort() : groups);

export async function followItem(item: FollowItem, details: FollowDetails): Promise<void> {
  const site = item.entity === 'brand' && item.site && item.site !== 'ALL' ? { site: item.site as Schemas['SiteCode'] } : {};
  const payload = await payloadOrThrow(
    siteApi().workbench.POST('/follows', { body: { entity: item.entity, id: item.itemId, ...site, ...(details.group ? { group: details.group } : {}), ...(details.note ? { note: details.note } : {}) } }),
  );
  if (!('id' in payload)) throw new Error('');
  const keys = new Map(followsState().keys);
  keys.set(followKeyOf(item), { id: payload.id, entity: item.entity, itemId: item.itemId, ...site, ...(payload.group ? { group: payload.group } : {}), ...(payload.note ? { note: payload.note } : {}) });
  setFollowsState({ ...followsState(), keys, used: followsState().used + 1, groups: withGroup(followsState().groups, payload.group) });
}

export async function updateFollow(item: FollowItem, details: FollowDetails): Promise<void> {
  const key = followsState().keys.get(followKeyOf(item));
  if (!key) return;
  const payload = await payloadOrThrow(siteApi().workbench.PUT('/follows/{id}', { params: { path: { id: key.id } }, body: { group: details.group, note: details.note } }));
  const keys = new Map(followsState().keys);
  keys.set(followKeyOf(item), { ...key, group: payload.group ?? '', note: payload.note ?? '' });
  setFollowsState({ ...followsState(), keys, groups: withGroup(followsState().groups, payload.group) });
}

export async function unfollow(item: FollowItem): Promise<void> {
  const key = followsState().keys.get(followKeyOf(item));
  if (!key) return;
  await unfollowById(key.id);
}

/** Stops a follow known by its id (a monitor's row). */
export async function unfollowById(id: number): Promise<void> {
  await payloadOrThrow(siteApi().workbench.DELETE('/follows/{id}', { params: { path: { id } } }));
  const keys = new Map([...followsState().keys].filter(([, key]) => key.id !== id));
  setFollowsState({ ...followsState(), keys, used: Math.max(0, followsState().used - (keys.size < followsState().keys.size ? 1 : 0)) });
}

