// Where the chosen language is kept (spec §4, DESIGN.md §4): localStorage `language` and the
// `i18n_redirected` cookie for 365 days; `<html lang>` follows the active language.
import {
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_STORAGE_KEY,
  detectLocale,
  isLocaleCode,
  localeIso,
  type LocaleCode,
} from '@sealens/domain';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage can be blocked (private mode, policies); the cookie still works
  }
}

export function detectInitialLocale(): LocaleCode {
  return detectLocale({
    stored: readStorage(LANGUAGE_STORAGE_KEY),
    cookie: readCookie(LANGUAGE_COOKIE_NAME),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** The choice saved in this browser's storage (the server sees only the cookie), if any. */
export function savedLocale(): LocaleCode | null {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLocaleCode(stored) ? stored : null;
}

export function saveLocale(code: LocaleCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // ignored: the cookie below keeps the choice
  }
  document.cookie = languageCookie(code);
}

export function languageCookie(code: LocaleCode): string {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(code)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function applyDocumentLanguage(code: LocaleCode): void {
  document.documentElement.lang = localeIso(code);
}
