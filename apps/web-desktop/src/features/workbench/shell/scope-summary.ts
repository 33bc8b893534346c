// The phone's one-line scope (session 10): "Thailand · All categories · 7 days" in the reader's
// language, what the collapsed scope controls are set to.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CATEGORY_NAMES } from '@sealens/market';
import { isCategoryId, LAZADA_SITE_CODES, SITE_CODES, type LazadaSiteCode, type LocaleCode, type RankingPeriod, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { formatMonth, LAZADA_SITE_NAMES } from '@sealens/workbench';

export interface ScopeSummaryInput {
  /** The query's site: a site code, or 'all'. */
  site: string;
  categoryId: number | undefined;
  /** The chosen sub-category's name in the reader's language, when one is chosen and named. */
  subCategoryName?: string;
  period: RankingPeriod;
  lazada: boolean;
  /** A page whose figures are always over these days (blue ocean). */
  fixedDays?: RankingPeriod;
  /** A page that reads the data day alone (the probe): no period is named. */
  dataDay: boolean;
}

const PERIOD_NAMES = { 1: msg`Yesterday`, 7: msg`7 days`, 30: msg`30 days`, 90: msg`90 days` } as const;

const isSite = (code: string): code is SiteCode => (SITE_CODES as readonly string[]).includes(code);
const isLazadaSite = (code: string): code is LazadaSiteCode => (LAZADA_SITE_CODES as readonly string[]).includes(code);

function siteName(site: string, lazada: boolean, i18n: I18n): string {
  if (lazada) return isLazadaSite(site) ? i18n._(LAZADA_SITE_NAMES[site]) : i18n._(msg`All Lazada sites (US dollars)`);
  return isSite(site) ? i18n._(SITE_NAMES[site]) : i18n._(msg`All sites (US dollars)`);
}

function periodName(period: RankingPeriod, locale: LocaleCode, i18n: I18n): string {
  return typeof period === 'string' ? formatMonth(period, locale) : i18n._(PERIOD_NAMES[period]);
}

/** The scope in one line, its parts joined by a middle dot. */
export function scopeSummary(input: ScopeSummaryInput, i18n: I18n, locale: LocaleCode): string {
  const category =
    input.subCategoryName ?? (input.categoryId !== undefined && isCategoryId(input.categoryId) ? i18n._(CATEGORY_NAMES[input.categoryId]) : i18n._(msg`All categories`));
  const parts = [siteName(input.site, input.lazada, i18n), category];
  if (!input.dataDay) parts.push(periodName(input.fixedDays ?? input.period, locale, i18n));
  return parts.join(' · ');
}
