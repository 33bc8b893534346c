import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  detectLocale,
  detectRequestLocale,
  localeIso,
  mapBrowserLanguage,
  parseAcceptLanguage,
  readCookieHeader,
} from './locales';

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

describe('request locale (server side)', () => {
  it('orders Accept-Language tags by q-value, keeping header order on ties, dropping * and q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, th-TH, vi;q=0.9, *;q=0.1, pt;q=0')).toEqual(['th-TH', 'vi', 'en']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookieHeader('a=1; i18n_redirected=th; b=2', 'i18n_redirected')).toBe('th');
    expect(readCookieHeader('xi18n_redirected=th', 'i18n_redirected')).toBeNull();
    expect(readCookieHeader('i18n_redirected=%E0%A4', 'i18n_redirected')).toBeNull();
  });

  it('takes the saved cookie first, then Accept-Language by the DESIGN §4 mapping, else en', () => {
    expect(detectRequestLocale({ cookie: 'i18n_redirected=vi', acceptLanguage: 'th' })).toBe('vi');
    expect(detectRequestLocale({ cookie: 'i18n_redirected=xx', acceptLanguage: 'zh-HK,en' })).toBe('tw');
    expect(detectRequestLocale({ acceptLanguage: 'de, pt-BR;q=0.8' })).toBe('pt');
    expect(detectRequestLocale({ acceptLanguage: 'in' })).toBe('id');
    expect(detectRequestLocale({})).toBe('en');
  });
});
