// The header's data menu (spec §2): every link goes to the workbench with an urlCode query.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EXTERNAL_LINKS } from '../../config/external-links';

export interface MenuLink {
  label: MessageDescriptor;
  /** Path under /workbench/ (may carry its own query), or an absolute external URL. */
  to: string;
  external?: boolean;
}

export interface MenuGroup {
  title: MessageDescriptor;
  links: MenuLink[];
}

export const DATA_MENU: MenuGroup[] = [
  {
    title: msg`Product analysis`,
    links: [
      { label: msg`Product overview`, to: 'product/product-explanation' },
      { label: msg`Hot-selling products`, to: 'product/hot-sales-product' },
      { label: msg`Soaring products`, to: 'product/soaring-product' },
      { label: msg`Hot new products`, to: 'product/hot-sales-new-product' },
      { label: msg`Product comparison`, to: 'product/product-contrast' },
    ],
  },
  {
    title: msg`Selection`,
    links: [
      { label: msg`Big-data selection`, to: 'big-data-selection/big-data-product-selection' },
      { label: msg`Market selection`, to: 'big-data-selection/big-data-chooses-the-market' },
      { label: msg`Keyword selection`, to: 'big-data-selection/keyword-selection' },
      { label: msg`1688 selected goods`, to: 'big-data-selection/1688-selected-goods' },
    ],
  },
  {
    title: msg`Real-time ranking`,
    links: [
      { label: msg`Category real-time ranking`, to: 'raking/category-real-time' },
      { label: msg`Real-time search`, to: 'search/search?name=&type=6' },
    ],
  },
  {
    title: msg`Blue ocean`,
    links: [
      { label: msg`Blue-ocean words`, to: 'blue-ocean/blue-ocean-words' },
      { label: msg`Blue-ocean industries`, to: 'blue-ocean/blue-ocean-industry' },
    ],
  },
  {
    title: msg`Shop analysis`,
    links: [
      { label: msg`Shop overview`, to: 'store/store-explanation' },
      { label: msg`Hot-selling shops`, to: 'store/hot-sales-store' },
      { label: msg`Soaring shops`, to: 'store/soaring-store' },
      { label: msg`Hot new shops`, to: 'store/hot-sales-new-store' },
      { label: msg`Hot-selling brands`, to: 'store/hot-sales-brand' },
      { label: msg`Soaring brands`, to: 'store/soaring-brand' },
      { label: msg`Shop comparison`, to: 'store/store-contrast' },
    ],
  },
  {
    title: msg`Hot search words`,
    links: [
      { label: msg`Hot word overview`, to: 'hot-search-word/hot-search-word-explanation' },
      { label: msg`Hot-selling words`, to: 'hot-search-word/hot-sales-word' },
      { label: msg`Soaring hot words`, to: 'hot-search-word/soaring-hot-word' },
      { label: msg`Hot new words`, to: 'hot-search-word/hot-sales-new-word' },
      { label: msg`Hot word comparison`, to: 'hot-search-word/hot-search-word-contrast' },
    ],
  },
  {
    title: msg`Brand analysis`,
    links: [
      { label: msg`All-site brand analysis`, to: 'brandAnalysis/brand-all-site-analysis' },
      { label: msg`Site brand analysis`, to: 'brandAnalysis/brand-site-analysis' },
      { label: msg`Hot-selling brands`, to: 'brandAnalysis/hot-sales-brand' },
      { label: msg`Soaring brands`, to: 'brandAnalysis/soaring-brand' },
      { label: msg`Site hot-selling brands`, to: 'brandAnalysis/site-hot-sales-brand' },
    ],
  },
  {
    title: msg`Monitor centre`,
    links: [
      { label: msg`My shop`, to: 'dashboard/my-shop' },
      { label: msg`Product monitor`, to: 'dashboard/product-monitor' },
      { label: msg`Shop monitor`, to: 'dashboard/store-monitor' },
      { label: msg`Brand monitor`, to: 'dashboard/brand-monitor' },
      { label: msg`Keyword monitor`, to: 'dashboard/key-words-monitor' },
    ],
  },
  {
    title: msg`Live analysis`,
    links: [
      { label: msg`All-site live analysis`, to: 'live/live-all-site-analysis' },
      { label: msg`Site live analysis`, to: 'live/live-site-analysis' },
      { label: msg`Live hot products`, to: 'live/live-hot-product' },
      { label: msg`Live hot shops`, to: 'live/live-hot-store' },
      { label: msg`Live hot brands`, to: 'live/live-hot-brand' },
    ],
  },
  {
    title: msg`Site analysis`,
    links: [
      { label: msg`Site product analysis`, to: 'site-analysis/product-analysis' },
      { label: msg`Site shop analysis`, to: 'site-analysis/store-analysis' },
      { label: msg`Site industry analysis`, to: 'site-analysis/industry-analysis' },
    ],
  },
  {
    title: msg`Competitive analysis`,
    links: [
      { label: msg`Traffic comparison`, to: 'competition/traffic-comparison' },
      { label: msg`Competing shops`, to: 'competition/competitive-store' },
      { label: msg`Market insight`, to: 'competition/marketInsight' },
      { label: msg`Research admin`, to: 'competition/ResearchAdmin' },
    ],
  },
  {
    title: msg`Industry analysis`,
    links: [
      { label: msg`Industry overview`, to: 'industry/industry-explanation' },
      { label: msg`Hot-selling industries`, to: 'industry/hot-sales-industry' },
      { label: msg`Soaring industries`, to: 'industry/soaring-industry' },
      { label: msg`Industry comparison`, to: 'industry/industry-contrast' },
      { label: msg`Industry price analysis`, to: 'industry/industry-price-analysis' },
    ],
  },
  {
    title: msg`All-site analysis`,
    links: [
      { label: msg`All-site product analysis`, to: 'all-site-analysis/product-analysis' },
      { label: msg`All-site shop analysis`, to: 'all-site-analysis/store-analysis' },
      { label: msg`All-site industry analysis`, to: 'all-site-analysis/industry-analysis' },
    ],
  },
  {
    title: msg`Event marketing`,
    links: [
      { label: msg`Event marketing probe`, to: 'eventMarketingAnalysis/eventMarketingProbe' },
      { label: msg`Time-limited spike analysis`, to: 'eventMarketingAnalysis/timeLimitedSpikeAnalysis' },
      { label: msg`Other activities`, to: 'eventMarketingAnalysis/analysisOfOtherActivities' },
    ],
  },
  {
    title: msg`Operation aids`,
    links: [
      { label: msg`Profit calculator`, to: 'tools/leliao' },
      { label: msg`AI assistant`, to: EXTERNAL_LINKS.aiAssistant, external: true },
      { label: msg`Pricing simulator`, to: EXTERNAL_LINKS.pricingSimulator, external: true },
      { label: msg`IP isolation browser`, to: EXTERNAL_LINKS.ipIsolationBrowser, external: true },
      { label: msg`Short-video data`, to: EXTERNAL_LINKS.shortVideoData, external: true },
      { label: msg`Freight forwarder`, to: EXTERNAL_LINKS.freightForwarder, external: true },
    ],
  },
];

/** Default registration channel code for links that carry an urlCode (spec §2): in the domain, the first load reads it too. */
export { DEFAULT_URL_CODE } from '@sealens/domain';

export function workbenchHref(path: string, urlCode: string): string {
  const url = new URL(`/workbench/${path}`, 'http://x');
  url.searchParams.set('urlCode', urlCode);
  return url.pathname + url.search;
}
