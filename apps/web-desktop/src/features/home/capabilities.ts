// The capabilities of spec §1, grouped as the home page presents them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LineIconName } from '@sealens/ui';

export interface Capability {
  icon: LineIconName;
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const CAPABILITIES: Capability[] = [
  {
    icon: 'chart',
    title: msg`Market analysis`,
    body: msg`Sites, industries, brands, products, shops, live streams, keywords and hot words, analysed from every angle.`,
  },
  {
    icon: 'trend',
    title: msg`Hot and surging lists`,
    body: msg`See what sells and what is taking off, by category, site and period.`,
  },
  {
    icon: 'rank',
    title: msg`Real-time rankings`,
    body: msg`Category rankings that update through the day, so you react before your rivals do.`,
  },
  {
    icon: 'ocean',
    title: msg`Blue-ocean analysis`,
    body: msg`Find words and industries with strong demand and little competition.`,
  },
  {
    icon: 'compass',
    title: msg`Selection navigation`,
    body: msg`Big-data selection, market selection, keyword selection and a wholesale-marketplace selected-goods list.`,
  },
  {
    icon: 'target',
    title: msg`Competitive analysis`,
    body: msg`Compare traffic, follow competing shops and read the market before you move.`,
  },
  {
    icon: 'bolt',
    title: msg`Event marketing analysis`,
    body: msg`Time-limited spikes and other activities: what worked, for whom, and by how much.`,
  },
  {
    icon: 'eye',
    title: msg`Monitor centre`,
    body: msg`Watch shops, products, keywords and brands, and hear about every change.`,
  },
  {
    icon: 'calc',
    title: msg`Pricing and profit tools`,
    body: msg`Online pricing and a profit calculator: a price in 2 steps, margins you can trust.`,
  },
  {
    icon: 'plug',
    title: msg`Browser plugin`,
    body: msg`Download reviews, main images, video and per-SKU sales straight from the marketplace page.`,
  },
  {
    icon: 'phone',
    title: msg`Mini program and mobile app`,
    body: msg`Multi-shop chat with translation: manage 1000 shops from one phone.`,
  },
  {
    icon: 'layers',
    title: msg`Data ark for brands`,
    body: msg`Category, competitor and channel data packaged for brand teams.`,
  },
];
