// The short-video marketplace's pages (issue 32 item 4; spec §2's lists not placed in the header): its four
// lists at the spec's addresses and an explanation page per entity (a video's and a creator's ask the
// issue; a product's and a shop's are the same page). Configurations of the tiktok kind, in WORKBENCH_PAGES;
// beside their kind, so their strings are in the catalog part it loads (the lists' titles are the shell's).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TiktokEntity } from '@sealens/domain';
import { TIKTOK_LIST_TITLES } from '../../tiktok-list-titles';
import type { TiktokPageConfig } from '../../workbench-pages';

export const TIKTOK_LIST_PATHS: Readonly<Record<TiktokEntity, string>> = {
  'tt-product': 'Tiktok/commodityList',
  'tt-shop': 'Tiktok/storeList',
  video: 'Tiktok/videoChart',
  creator: 'Tiktok/talentList',
};

export const TIKTOK_ITEM_PATHS: Readonly<Record<TiktokEntity, string>> = {
  'tt-product': 'Tiktok/commodityDetail',
  'tt-shop': 'Tiktok/storeDetail',
  video: 'Tiktok/videoDetail',
  creator: 'Tiktok/talentDetail',
};

/** An item's explanation page. */
export const tiktokItemHref = (entity: TiktokEntity, id: string) => `/workbench/${TIKTOK_ITEM_PATHS[entity]}?id=${encodeURIComponent(id)}`;

const ENTITIES = ['tt-product', 'tt-shop', 'video', 'creator'] as const;

const LIST_INTROS: Readonly<Record<TiktokEntity, MessageDescriptor>> = {
  'tt-product': msg`TikTok Shop's products by units sold in the period, from videos and from lives, with the creators who promote them and their commission.`,
  'tt-shop': msg`TikTok Shop's shops by units sold in the period, from videos and from lives, with their creators and followers.`,
  video: msg`Short videos by views gained in the period, with their likes and the units and sales value they sold.`,
  creator: msg`Creators by the units they sold in the period through their videos and lives, with their views and commission.`,
};

const ITEM_TEXTS: Readonly<Record<TiktokEntity, { title: MessageDescriptor; intro: MessageDescriptor }>> = {
  'tt-product': {
    title: msg`TikTok Shop product`,
    intro: msg`A product's units and sales value from videos and from lives, and the creators who sold it with their commission.`,
  },
  'tt-shop': {
    title: msg`TikTok Shop shop`,
    intro: msg`A shop's units and sales value from videos and from lives, and its products.`,
  },
  video: {
    title: msg`TikTok video`,
    intro: msg`A video's views, likes, the products it links and the units and sales value it sold.`,
  },
  creator: {
    title: msg`TikTok creator`,
    intro: msg`A creator's units and sales value from videos and from lives, and the products they promote with the commission earned.`,
  },
};

// Made from the tables above: a list and an item page per entity (the shell's chunk carries them, so they are kept small).
export const TIKTOK_PAGES: readonly TiktokPageConfig[] = [
  ...ENTITIES.map((entity): TiktokPageConfig => ({ kind: 'tiktok', view: 'list', entity, path: TIKTOK_LIST_PATHS[entity], title: TIKTOK_LIST_TITLES[entity], intro: LIST_INTROS[entity] })),
  ...ENTITIES.map((entity): TiktokPageConfig => ({ kind: 'tiktok', view: 'item', entity, path: TIKTOK_ITEM_PATHS[entity], ...ITEM_TEXTS[entity] })),
];
