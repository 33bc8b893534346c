// The site markets of spec §3, as two-letter codes in display order. Names live in @sealens/i18n (SITE_NAMES).
export const SITE_CODES = ['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN'] as const;

export type SiteCode = (typeof SITE_CODES)[number];

/** Each site's marketplace host (without `www.`): what a pasted product or shop link is matched against. */
export const SITE_DOMAINS: Readonly<Record<SiteCode, string>> = {
  BR: 'shopee.com.br',
  ID: 'shopee.co.id',
  MY: 'shopee.com.my',
  MX: 'shopee.com.mx',
  PH: 'shopee.ph',
  SG: 'shopee.sg',
  TW: 'shopee.tw',
  TH: 'shopee.co.th',
  VN: 'shopee.vn',
};

/** ISO 4217 currency each site sells in: money figures of one site are shown in it. */
export const SITE_CURRENCIES: Readonly<Record<SiteCode, string>> = {
  BR: 'BRL',
  ID: 'IDR',
  MY: 'MYR',
  MX: 'MXN',
  PH: 'PHP',
  SG: 'SGD',
  TW: 'TWD',
  TH: 'THB',
  VN: 'VND',
};

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);
}

/** The site whose marketplace host this is (`www.`/`m.` prefixes and letter case ignored), or undefined. */
export function siteOfHost(host: string): SiteCode | undefined {
  const bare = host.trim().toLowerCase().replace(/^(www|m)\./, '');
  return SITE_CODES.find((site) => SITE_DOMAINS[site] === bare);
}
