// The product family of spec §1, as the mobile product tab shows it: SeaLens products first, then sister tools.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LineIconName } from '@sealens/ui';

export interface Product {
  /** Stable key and heading id; not shown. */
  key: string;
  icon: LineIconName;
  name: MessageDescriptor;
  /** Where it runs, shown as a badge. */
  platform: MessageDescriptor;
  tagline: MessageDescriptor;
  highlights: MessageDescriptor[];
  /** An in-site destination, only for products that have one on mobile (the downloads of /m/download). */
  to?: string;
}

export const CORE_PRODUCTS: Product[] = [
  {
    key: 'data-platform',
    icon: 'chart',
    name: msg`SeaLens data platform`,
    platform: msg`Web`,
    tagline: msg`Market, product, shop and keyword analysis across 9 site markets.`,
    highlights: [
      msg`Data refreshed every 24 hours (T+1), not 3 to 5 days`,
      msg`Up to 18 months of history`,
      msg`20 big modules with 100 basic functions`,
    ],
  },
  {
    key: 'browser-plugin',
    icon: 'plug',
    to: '/download?tab=plugin',
    name: msg`Browser plugin`,
    platform: msg`Computer`,
    tagline: msg`Marketplace data on every page you open, installed over 600,000 times.`,
    highlights: [
      msg`Download reviews, main images and video`,
      msg`Per-SKU sales for every listing`,
      msg`For 360, Chrome, Edge, QQ and Sogou browsers`,
    ],
  },
  {
    key: 'mini-program',
    icon: 'mini',
    to: '/download?tab=mini',
    name: msg`Mini program`,
    platform: msg`Messaging app`,
    tagline: msg`SeaLens data inside your messaging app, with nothing to install.`,
    highlights: [msg`Look up products, shops and rankings in seconds`, msg`Open it straight from a chat or a QR code`],
  },
  {
    key: 'mobile-app',
    icon: 'phone',
    to: '/download?tab=app',
    name: msg`SeaLens app`,
    platform: msg`Mobile`,
    tagline: msg`Multi-shop chat with built-in translation.`,
    highlights: [
      msg`Answer buyers of 1000 shops from one phone`,
      msg`Every conversation translated as you type`,
      msg`Market data wherever you are`,
    ],
  },
  {
    key: 'data-ark',
    icon: 'layers',
    name: msg`Data ark`,
    platform: msg`For brands`,
    tagline: msg`Enterprise data for brand teams planning cross-border growth.`,
    highlights: [msg`Brand analysis across all sites`, msg`Category, competitor and channel insight`],
  },
];

export const SISTER_TOOLS: Product[] = [
  {
    key: 'translation',
    icon: 'translate',
    name: msg`Translation tool`,
    platform: msg`Free`,
    tagline: msg`Translate listings and buyer messages for every market you sell in.`,
    highlights: [msg`Titles, descriptions and chats`, msg`The languages of all 9 site markets`],
  },
  {
    key: 'cloud-computer',
    icon: 'cloud',
    name: msg`Cloud computer`,
    platform: msg`Shop management`,
    tagline: msg`A stable remote desktop for running your shops from anywhere.`,
    highlights: [msg`Connects in 3 seconds`, msg`A separate, clean environment for each shop`],
  },
  {
    key: 'image-optimisation',
    icon: 'image',
    name: msg`Image optimisation`,
    platform: msg`Images`,
    tagline: msg`Main images that stand out in search results.`,
    highlights: [msg`Clean up and enhance product photos`, msg`Sized for marketplace listings`],
  },
  {
    key: 'graphic-video',
    icon: 'video',
    name: msg`Graphic video`,
    platform: msg`Video`,
    tagline: msg`Turn product images into short videos.`,
    highlights: [msg`Product videos without a camera`, msg`Made for listings and short-video marketplaces`],
  },
  {
    key: 'influencer-invitation',
    icon: 'people',
    name: msg`Influencer invitation`,
    platform: msg`Short video`,
    tagline: msg`Invite short-video influencers to promote your products.`,
    highlights: [msg`Find creators who fit your category`, msg`Send invitations in bulk`],
  },
];
