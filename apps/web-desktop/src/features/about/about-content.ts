// What the about page says, as data: the section nav, the offer cards, and the figures all map over these.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LineIconName } from '@sealens/ui';

export interface AboutSection {
  id: string;
  label: MessageDescriptor;
}

/** In page order; ids are the scroll targets of the section nav and of /about#… links. */
export const ABOUT_SECTIONS = [
  { id: 'about-mission', label: msg`Our mission` },
  { id: 'about-offer', label: msg`What we offer` },
  { id: 'about-numbers', label: msg`In numbers` },
  { id: 'about-markets', label: msg`Markets` },
  { id: 'about-contact', label: msg`Contact` },
] as const satisfies readonly AboutSection[];

export type AboutSectionId = (typeof ABOUT_SECTIONS)[number]['id'];

export interface AboutCard {
  icon: LineIconName;
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const PRINCIPLES: AboutCard[] = [
  {
    icon: 'refresh',
    title: msg`Fresh data`,
    body: msg`Refreshed every 24 hours (T+1), while other tools leave you waiting 3 to 5 days for the same picture.`,
  },
  {
    icon: 'clock',
    title: msg`Deep history`,
    body: msg`Query up to 18 months back to see seasons, cycles and long-term trends, not only yesterday.`,
  },
  {
    icon: 'layers',
    title: msg`Built for operators`,
    body: msg`20 big modules with 100 basic functions across 20 data dimensions, shaped by the way sellers actually work.`,
  },
];

export const OFFERINGS: AboutCard[] = [
  {
    icon: 'chart',
    title: msg`Market and competitor analysis`,
    body: msg`Sites, industries, brands, products, shops, live streams, keywords and hot words, with blue-ocean, competitive and event-marketing analysis.`,
  },
  {
    icon: 'compass',
    title: msg`Selection navigation`,
    body: msg`Big-data selection, market selection, keyword selection and a wholesale-marketplace selected-goods list to find your next winner.`,
  },
  {
    icon: 'rank',
    title: msg`Rankings and hot lists`,
    body: msg`Real-time category rankings, hot-sales and surging lists for products, shops, brands and search words.`,
  },
  {
    icon: 'eye',
    title: msg`Monitor centre`,
    body: msg`Follow shops, products, keywords and brands, and see every change in price, sales and ranking.`,
  },
  {
    icon: 'calc',
    title: msg`Pricing and profit`,
    body: msg`Online pricing and a profit calculator: a sound price in 2 steps, with every fee and margin in view.`,
  },
  {
    icon: 'plug',
    title: msg`Browser plugin`,
    body: msg`Download reviews, main images, video and per-SKU sales straight from the marketplace page.`,
  },
  {
    icon: 'phone',
    title: msg`Mini program and mobile app`,
    body: msg`Check data on the go, and chat with buyers of 1000 shops from one phone with built-in translation.`,
  },
  {
    icon: 'layers',
    title: msg`Data ark for brands`,
    body: msg`Category, competitor and channel data packaged for brand teams planning their cross-border growth.`,
  },
  {
    icon: 'tools',
    title: msg`Sister tools`,
    body: msg`Free translation, image optimisation, image-to-video, influencer invitation and a cloud computer that connects in 3 seconds.`,
  },
  {
    icon: 'book',
    title: msg`Business college and community`,
    body: msg`Courses, operating tips, industry reports and a Q&A community where sellers help each other.`,
  },
];

export interface AboutFigure {
  value: string;
  label: MessageDescriptor;
}

export const FIGURES: AboutFigure[] = [
  { value: '300,000+', label: msg`Sellers rely on SeaLens` },
  { value: '600,000+', label: msg`Browser plugin installs` },
  { value: '96%', label: msg`Of plugin users say it raises their orders` },
  { value: '100%', label: msg`Say it improves their operating ability` },
  { value: 'T+1', label: msg`Data refresh, against 3 to 5 days for competitors` },
  { value: '18', label: msg`Months of history to query` },
  { value: '100', label: msg`Basic functions in 20 big modules` },
  { value: '20', label: msg`Data dimensions` },
];
