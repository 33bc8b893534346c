// The seven interface languages (spec §1, §3) and the detection order of DESIGN.md §4.

export const LOCALE_CODES = ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export interface Locale {
  code: LocaleCode;
  /** BCP 47 tag for `<html lang>` and Intl. */
  iso: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
}

export const LOCALES: readonly Locale[] = [
  { code: 'zh', iso: 'zh-CN', name: '简体中文' },
  { code: 'tw', iso: 'zh-TW', name: '繁體中文' },
  { code: 'en', iso: 'en', name: 'English' },
  { code: 'vi', iso: 'vi', name: 'Tiếng Việt' },
  { code: 'th', iso: 'th', name: 'ไทย' },
  { code: 'pt', iso: 'pt', name: 'Português' },
  { code: 'id', iso: 'id', name: 'Bahasa Indonesia' },
];

/** Used when nothing saved or offered by the browser matches. */
export const DEFAULT_LOCALE: LocaleCode = 'en';
/** A message missing from a catalog falls back to this one. */
export const FALLBACK_LOCALE: LocaleCode = 'zh';
/** localStorage key and cookie name of the saved choice (spec §4). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE_NAME = 'i18n_redirected';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeIso(code: LocaleCode): string {
  return LOCALES.find((l) => l.code === code)?.iso ?? code;
}

/** Maps one browser language tag (`zh-HK`, `pt-BR`, `in`) to one of ours, or null. */
export function mapBrowserLanguage(tag: string): LocaleCode | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const [primary] = lower.split(/[-_]/);
  if (primary === 'zh') {
    if (/^zh[-_](tw|hk|mo)\b/.test(lower) || /^zh[-_]hant/.test(lower)) return 'tw';
    return 'zh';
  }
  if (primary === 'in') return 'id';
  return isLocaleCode(primary) && primary !== 'tw' ? primary : null;
}

/** Saved choice first (storage, then cookie), then the browser's languages in order, else English. */
export function detectLocale(input: {
  stored?: string | null;
  cookie?: string | null;
  browserLanguages?: readonly string[];
}): LocaleCode {
  if (isLocaleCode(input.stored)) return input.stored;
  if (isLocaleCode(input.cookie)) return input.cookie;
  for (const tag of input.browserLanguages ?? []) {
    const mapped = mapBrowserLanguage(tag);
    if (mapped) return mapped;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language tags of an `Accept-Language` header, most preferred first (q-values respected,
 * `*` and q=0 dropped). Servers have no `navigator.languages`: this is its equivalent.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32) // a hostile header must not cost more than a well-formed one
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Reads one cookie from a `Cookie` header (server side; browsers use document.cookie). */
export function readCookieHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** DESIGN §4 on the server: the saved cookie, else `Accept-Language`, else English. */
export function detectRequestLocale(headers: { cookie?: string | null; acceptLanguage?: string | null }): LocaleCode {
  return detectLocale({
    cookie: readCookieHeader(headers.cookie, LANGUAGE_COOKIE_NAME),
    browserLanguages: parseAcceptLanguage(headers.acceptLanguage),
  });
}
