import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, detectLocale, localeIso, mapBrowserLanguage } from './locales';

describe('locales', () => {
  it('has the seven locales of the spec in order, with BCP 47 tags', () => {
    expect(LOCALES.map((l) => l.code)).toEqual(['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id']);
    expect(LOCALES.map((l) => l.iso)).toEqual(['zh-CN', 'zh-TW', 'en', 'vi', 'th', 'pt', 'id']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(FALLBACK_LOCALE).toBe('zh');
    expect(localeIso('tw')).toBe('zh-TW');
  });

  it.each([
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh-Hant', 'tw'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans-SG', 'zh'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['id', 'id'],
    ['in', 'id'],
    ['th-TH', 'th'],
    ['vi', 'vi'],
    ['en-GB', 'en'],
    ['fr-FR', null],
    ['tw', null],
    ['', null],
  ])('maps browser language %s to %s', (tag, expected) => {
    expect(mapBrowserLanguage(tag)).toBe(expected);
  });

  it('prefers the saved language, then the cookie, then the first browser language that maps', () => {
    expect(detectLocale({ stored: 'th', cookie: 'vi', browserLanguages: ['id'] })).toBe('th');
    expect(detectLocale({ stored: 'xx', cookie: 'vi', browserLanguages: ['id'] })).toBe('vi');
    expect(detectLocale({ stored: null, cookie: null, browserLanguages: ['fr', 'de-DE', 'pt-BR', 'id'] })).toBe('pt');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLocale({ browserLanguages: ['fr', 'de'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });
});
