import { testI18n } from '@sealens/i18n/testing';
import { describe, expect, it } from 'vitest';
import { scopeSummary, type ScopeSummaryInput } from './scope-summary';

const base: ScopeSummaryInput = { site: 'TH', categoryId: undefined, period: 7, lazada: false, dataDay: false };
const summary = (input: Partial<ScopeSummaryInput>, locale: 'en' | 'th' = 'en') => scopeSummary({ ...base, ...input }, testI18n, locale);

describe("the phone's one-line scope", () => {
  it('names the site, the category and the period', () => {
    expect(summary({})).toBe('Thailand · All categories · 7 days');
    expect(summary({ site: 'VN', categoryId: 99991, period: 30 })).toBe('Vietnam · Digital electronics · 30 days');
    expect(summary({ site: 'BR', categoryId: 99998, period: 1 })).toBe('Brazil · Beauty and personal care · Yesterday');
  });

  it('says all sites (in US dollars) when no site is chosen, or one that is no site', () => {
    expect(summary({ site: 'all', period: 90 })).toBe('All sites (US dollars) · All categories · 90 days');
    expect(summary({ site: 'XX' })).toBe('All sites (US dollars) · All categories · 7 days');
  });

  it("names Lazada's sites on Lazada's lists", () => {
    expect(summary({ lazada: true, site: 'LZ-TH' })).toBe('Lazada Thailand · All categories · 7 days');
    expect(summary({ lazada: true, site: 'all' })).toBe('All Lazada sites (US dollars) · All categories · 7 days');
  });

  it('names a calendar month in the reader’s language', () => {
    expect(summary({ period: '2026-10' })).toBe('Thailand · All categories · October 2026');
    expect(summary({ period: '2026-10' }, 'th')).toMatch(/ · ตุลาคม 2569$/);
  });

  it("names a chosen sub-category instead of its category", () => {
    expect(summary({ categoryId: 99991, subCategoryName: 'Phone cases' })).toBe('Thailand · Phone cases · 7 days');
  });

  it('says the fixed period of a blue-ocean page, and none on a page of the data day alone', () => {
    expect(summary({ fixedDays: 30, period: 7 })).toBe('Thailand · All categories · 30 days');
    expect(summary({ dataDay: true })).toBe('Thailand · All categories');
  });
});
