// Every marketplace's site names (issue 32 item 3): Shopee's nine (@sealens/i18n, in every page's
// catalog) and Lazada's six, which only the workbench's marketplace lists show (its own catalog).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LazadaSiteCode, MarketSiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';

export const LAZADA_SITE_NAMES: Readonly<Record<LazadaSiteCode, MessageDescriptor>> = {
  'LZ-MY': msg`Lazada Malaysia`,
  'LZ-SG': msg`Lazada Singapore`,
  'LZ-TH': msg`Lazada Thailand`,
  'LZ-VN': msg`Lazada Vietnam`,
  'LZ-PH': msg`Lazada Philippines`,
  'LZ-ID': msg`Lazada Indonesia`,
};

export const MARKET_SITE_NAMES: Readonly<Record<MarketSiteCode, MessageDescriptor>> = { ...SITE_NAMES, ...LAZADA_SITE_NAMES };
