import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { localeIso, type LocaleCode } from '@sealens/domain';
import { applyDocumentLanguage, saveLocale } from './language-preference';
import { loadScriptFont } from './script-fonts';

// Each catalog is its own chunk: a visitor downloads only the language they use.
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

/** Loads one catalog part's messages of a locale (its own chunk per language). */
export type CatalogPartLoader = (code: LocaleCode) => Promise<Messages>;

/**
 * Parts of the interface with a catalog of their own (the members' workbench), loaded with the main
 * catalog once registered (catalog-parts.ts: by the part's first page in the browser, at start on the server).
 */
export const catalogParts = new Map<string, CatalogPartLoader>();

/** The main catalog of a locale with every registered part's messages. */
export async function loadMessages(code: LocaleCode): Promise<Messages> {
  const load = catalogs[`./locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalog for locale ${code}`);
  return Object.assign({}, ...(await Promise.all([load().then((m) => m.messages), ...[...catalogParts.values()].map((part) => part(code))])));
}

/**
 * A message missing from the catalog reaches the reader as its id (a six-character hash): said as an
 * error, so the e2e suites (which fail on console errors) catch a text a site's catalog left out.
 */
export function reportMissingMessages(instance: I18n): void {
  instance.on('missing', ({ id, locale }) => console.error(`[i18n] the ${locale} catalog has no message ${id}`));
}

let reporting = false;

let activating: Promise<void> | null = null;

/**
 * The activation under way, if any: a catalog part registered while it runs waits for it and loads
 * into the locale it ends on (registered after the activation took its late parts, it would miss it).
 */
export function activationUnderWay(): Promise<void> | null {
  return activating;
}

/** Loads and activates a locale and keeps `<html lang>` in step. */
export function activateLocale(code: LocaleCode): Promise<void> {
  const activation = loadAndActivate(code);
  activating = activation;
  const settle = () => {
    if (activating === activation) activating = null;
  };
  activation.then(settle, settle);
  return activation;
}

async function loadAndActivate(code: LocaleCode): Promise<void> {
  if (!reporting) reportMissingMessages(i18n);
  reporting = true;
  // The script's web font (Thai) loads beside the catalog: the first render already has its glyphs.
  const known = new Set(catalogParts.values());
  const [messages] = await Promise.all([loadMessages(code), loadScriptFont(code)]);
  // A part registered meanwhile (a workbench page's routes resolve beside the catalog) comes along.
  const late = [...catalogParts.values()].filter((part) => !known.has(part));
  i18n.load(code, Object.assign(messages, ...(await Promise.all(late.map((part) => part(code))))));
  // Lingui's own codes are ours (`tw` is not BCP 47); Intl formatting gets the real tag.
  i18n.activate(code, [localeIso(code)]);
  applyDocumentLanguage(code);
}

/** What the switcher calls: activate, then remember the choice. */
export async function changeLocale(code: LocaleCode): Promise<void> {
  await activateLocale(code);
  saveLocale(code);
}

export { i18n };

/**
 * A separate i18n instance for one server render: requests in different languages are rendered
 * side by side, so none of them may switch the shared instance.
 */
export async function createRequestI18n(code: LocaleCode): Promise<I18n> {
  const instance = setupI18n();
  reportMissingMessages(instance);
  instance.load(code, await loadMessages(code));
  instance.activate(code, [localeIso(code)]);
  return instance;
}
