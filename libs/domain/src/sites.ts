// The site markets of spec §3, as two-letter codes in display order. Names live in @sealens/i18n (SITE_NAMES).
export const SITE_CODES = ['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN'] as const;

export type SiteCode = (typeof SITE_CODES)[number];
