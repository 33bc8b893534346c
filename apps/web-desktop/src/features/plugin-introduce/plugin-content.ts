// What the plugin page says, as data: features, supported browsers, install steps and figures.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LineIconName } from '@sealens/ui';

export interface PluginFeature {
  icon: LineIconName;
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const PLUGIN_FEATURES: PluginFeature[] = [
  {
    icon: 'reviews',
    title: msg`Download reviews`,
    body: msg`Export a product's reviews in one click and learn what buyers love, and what they complain about, before you list.`,
  },
  {
    icon: 'image',
    title: msg`Save main images`,
    body: msg`Keep every main image of a listing at full size for competitor research and your own creative briefs.`,
  },
  {
    icon: 'video',
    title: msg`Save product video`,
    body: msg`Download the product video to study how the best sellers in your category present their goods.`,
  },
  {
    icon: 'sku',
    title: msg`Per-SKU sales`,
    body: msg`See sales for every SKU, not only the listing total, so you know which colour or size really sells.`,
  },
  {
    icon: 'chart',
    title: msg`Data on the page`,
    body: msg`SeaLens product and shop data, refreshed every 24 hours, right beside the marketplace page you are browsing.`,
  },
  {
    icon: 'globe',
    title: msg`All 9 site markets`,
    body: msg`Works on every site SeaLens covers, from Brazil and Mexico to Indonesia, Thailand and Vietnam.`,
  },
];

export interface SupportedBrowser {
  /** Each browser's own name in the reader's language (360浏览器, เบราว์เซอร์ QQ); Chrome and Edge keep theirs. */
  name: MessageDescriptor;
  initial: string;
}

export const SUPPORTED_BROWSERS: SupportedBrowser[] = [
  { name: msg`360 Browser`, initial: '360' },
  { name: msg`Google Chrome`, initial: 'C' },
  { name: msg`Microsoft Edge`, initial: 'E' },
  { name: msg`QQ Browser`, initial: 'QQ' },
  { name: msg`Sogou Browser`, initial: 'S' },
];

export interface InstallStep {
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const INSTALL_STEPS: InstallStep[] = [
  {
    title: msg`Download the plugin`,
    body: msg`Click the download button on this page to get the latest plugin package. It is free.`,
  },
  {
    title: msg`Add it to your browser`,
    body: msg`Open your browser's extensions page, switch on developer mode and drag the downloaded package onto the page.`,
  },
  {
    title: msg`Open the marketplace and sign in`,
    body: msg`Visit any Shopee product or shop page, sign in to your SeaLens account in the plugin panel, and the data appears.`,
  },
];

export interface PluginFigure {
  value: string;
  label: MessageDescriptor;
}

export const PLUGIN_FIGURES: PluginFigure[] = [
  { value: '600,000+', label: msg`Plugin installs` },
  { value: '96%', label: msg`Of users say the plugin raises their orders` },
  { value: '100%', label: msg`Say it improves their operating ability` },
  { value: 'T+1', label: msg`Data refresh, against 3 to 5 days for competitors` },
];
