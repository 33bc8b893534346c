// What the mobile about page says, as data; the page maps over these.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Figure {
  value: string;
  label: MessageDescriptor;
}

export const FIGURES: Figure[] = [
  { value: '300,000+', label: msg`Sellers rely on SeaLens` },
  { value: '600,000+', label: msg`Browser plugin installs` },
  { value: 'T+1', label: msg`Data refresh, against 3 to 5 days for competitors` },
  { value: '18', label: msg`Months of history to query` },
  { value: '100', label: msg`Basic functions in 20 big modules` },
  { value: '20', label: msg`Data dimensions` },
];

export interface Offering {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const OFFERINGS: Offering[] = [
  {
    title: msg`Market and competitor analysis`,
    body: msg`Sites, industries, brands, products, shops, live streams and keywords, with blue-ocean and event-marketing analysis.`,
  },
  {
    title: msg`Selection and rankings`,
    body: msg`Big-data selection, real-time rankings and hot and surging lists to find your next winner.`,
  },
  {
    title: msg`Monitoring and pricing`,
    body: msg`Watch shops, products, keywords and brands, and price a product in 2 steps with the profit calculator.`,
  },
  {
    title: msg`Tools for every screen`,
    body: msg`A browser plugin, a mini program and a mobile app that runs 1000 shops from one phone.`,
  },
];
