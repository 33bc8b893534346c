// Where each kind of reading content lives on the desktop site (spec §2 routes; README "Content
// routes"). In the college's own paths (…/online-courses/1) the optional segment is a PAGE NUMBER
// (the classroom menu links page 1); in the article-like paths (/article/…/{id}, /lesson/{id},
// /IndustryNewsDetails/{id}, /electricity-detail/{id}, /noviceGuide/{id}, /resource/{detail}) it is
// an ITEM ID. Lists without a segment of their own (/lesson, /IndustryNews, /noviceGuide,
// /freeVideoTutorial, /resource, /successfulCase) carry the page as `?page=`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentSource, ContentSummary } from '@sealens/content';

export type SectionKey =
  | 'courses'
  | 'lessons'
  | 'tips'
  | 'ecommerce'
  | 'community'
  | 'releases'
  | 'reports'
  | 'news'
  | 'guides'
  | 'tutorials'
  | 'resources'
  | 'cases';

export interface ContentSection {
  source: ContentSource;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The list's own address of page `page`. */
  listPath: (page: number) => string;
  /** The canonical address of page `page` (another list showing the same items). */
  canonicalListPath?: (page: number) => string;
  /** Where an item opens; undefined: items are read in the list. */
  detailPath?: (item: Pick<ContentSummary, 'id'>) => string;
  /** Inside the business college (its section menu and breadcrumb). */
  inCollege: boolean;
}

const college = (segment: string) => (page: number) => `/business-college/${segment}/${page}`;
const query = (path: string) => (page: number) => (page > 1 ? `${path}?page=${page}` : path);

export const SECTIONS: Record<SectionKey, ContentSection> = {
  courses: {
    source: 'course',
    title: msg`Online courses`,
    description: msg`Video courses on selling across Southeast Asia's marketplaces, from listing to advertising.`,
    listPath: college('online-courses'),
    detailPath: (item) => `/lesson/${encodeURIComponent(item.id)}`,
    inCollege: true,
  },
  lessons: {
    source: 'course',
    title: msg`Lessons`,
    description: msg`Every lesson of the business college, with video and captions.`,
    listPath: query('/lesson'),
    canonicalListPath: college('online-courses'),
    detailPath: (item) => `/lesson/${encodeURIComponent(item.id)}`,
    inCollege: false,
  },
  tips: {
    source: 'tip',
    title: msg`Operating tips`,
    description: msg`Short, practical tips for running a marketplace shop.`,
    listPath: college('operate'),
    detailPath: (item) => `/article/operate/${encodeURIComponent(item.id)}`,
    inCollege: true,
  },
  ecommerce: {
    source: 'article',
    title: msg`E-commerce news`,
    description: msg`Articles on cross-border e-commerce: markets, categories and campaigns.`,
    listPath: college('ecommerce-intro'),
    detailPath: (item) => `/article/ecommerce/${encodeURIComponent(item.id)}`,
    inCollege: true,
  },
  community: {
    source: 'case',
    title: msg`Community`,
    description: msg`Sellers of the community tell how they grew their shops.`,
    listPath: college('electricity'),
    detailPath: (item) => `/electricity-detail/${encodeURIComponent(item.id)}`,
    inCollege: true,
  },
  releases: {
    source: 'release',
    title: msg`Release records`,
    description: msg`What changed in SeaLens, release by release.`,
    listPath: college('release-record'),
    inCollege: true,
  },
  reports: {
    source: 'report',
    title: msg`Reports`,
    description: msg`Market and category reports of the business college.`,
    listPath: college('report'),
    detailPath: (item) => `/report/${encodeURIComponent(item.id)}`,
    inCollege: true,
  },
  news: {
    source: 'news',
    title: msg`Industry news`,
    description: msg`News of the marketplaces and cross-border trade in Southeast Asia.`,
    listPath: query('/IndustryNews'),
    detailPath: (item) => `/IndustryNewsDetails/${encodeURIComponent(item.id)}`,
    inCollege: false,
  },
  guides: {
    source: 'guide',
    title: msg`Novice guide`,
    description: msg`Step-by-step guides for sellers new to SeaLens and the marketplaces.`,
    listPath: query('/noviceGuide'),
    detailPath: (item) => `/noviceGuide/${encodeURIComponent(item.id)}`,
    inCollege: false,
  },
  tutorials: {
    source: 'tutorial',
    title: msg`Free video tutorials`,
    description: msg`Short free video tutorials with captions.`,
    listPath: query('/freeVideoTutorial'),
    detailPath: (item) => `/freeVideoTutorial?play=${encodeURIComponent(item.id)}`,
    inCollege: false,
  },
  resources: {
    source: 'resource',
    title: msg`Seller resources`,
    description: msg`Templates, checklists and references for marketplace sellers.`,
    listPath: query('/resource'),
    detailPath: (item) => `/resource/${encodeURIComponent(item.id)}`,
    inCollege: false,
  },
  cases: {
    source: 'case',
    title: msg`Success stories`,
    description: msg`How sellers grew their shops with market data.`,
    listPath: query('/successfulCase'),
    canonicalListPath: query('/successfulCase'),
    detailPath: (item) => `/electricity-detail/${encodeURIComponent(item.id)}`,
    inCollege: false,
  },
};

/** The report's article page (its summary, with the way to the report itself). */
export const reportArticlePath = (item: Pick<ContentSummary, 'id'>) => `/article/report/${encodeURIComponent(item.id)}`;

/** The business college's section menu, in the classroom menu's order, then the rest. */
export const COLLEGE_MENU: readonly SectionKey[] = ['courses', 'tips', 'ecommerce', 'community', 'releases', 'reports'];

export const COLLEGE_TITLE = msg`Business college`;
export const COLLEGE_PATH = '/business-college';
