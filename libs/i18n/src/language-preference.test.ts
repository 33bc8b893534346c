import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, detectInitialLocale, languageCookie, saveLocale } from './language-preference';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

describe('language preference', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    setBrowserLanguages(['fr-FR']);
  });

  it('defaults to English when nothing is saved and the browser language is not one of ours', () => {
    expect(detectInitialLocale()).toBe('en');
  });

  it('maps the browser language when nothing is saved', () => {
    setBrowserLanguages(['zh-HK', 'en']);
    expect(detectInitialLocale()).toBe('tw');
  });

  it('saves to localStorage `language` and the cookie `i18n_redirected`, and reads it back first', () => {
    setBrowserLanguages(['vi']);
    saveLocale('th');
    expect(localStorage.getItem('language')).toBe('th');
    expect(document.cookie).toContain('i18n_redirected=th');
    expect(detectInitialLocale()).toBe('th');
  });

  it('keeps the cookie for 365 days (8760 hours) on the whole site', () => {
    expect(languageCookie('id')).toBe(`i18n_redirected=id; Max-Age=${8760 * 3600}; Path=/; SameSite=Lax`);
  });

  it('falls back to the cookie when storage is empty', () => {
    saveLocale('pt');
    localStorage.clear();
    expect(detectInitialLocale()).toBe('pt');
  });

  it('sets <html lang> to the BCP 47 tag', () => {
    applyDocumentLanguage('tw');
    expect(document.documentElement.lang).toBe('zh-TW');
    applyDocumentLanguage('th');
    expect(document.documentElement.lang).toBe('th');
  });
});
