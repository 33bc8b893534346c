// The short-video marketplace's four list titles (issue 32 item 4): the side navigation shows them on every
// workbench page, so they are in the catalog part the shell loads; the rest of those pages' strings are in
// the kinds part (lingui.config.ts), which no ranking page loads.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TiktokEntity } from '@sealens/domain';

export const TIKTOK_LIST_TITLES: Readonly<Record<TiktokEntity, MessageDescriptor>> = {
  'tt-product': msg`TikTok Shop products`,
  'tt-shop': msg`TikTok Shop shops`,
  video: msg`TikTok videos`,
  creator: msg`TikTok creators`,
};
