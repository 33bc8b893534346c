// Storybook helper: a Lingui instance of its own with one real catalog, so a story can show a
// widget in a long language (vi, th) without switching the preview's shared English instance.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { LocaleCode } from '@sealens/domain';

// A glob rather than an import: the catalogs are the i18n lib's files, read here for stories only.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../i18n/src/locales/*/messages.po');

export async function storyI18n(code: LocaleCode): Promise<I18n> {
  const load = catalogs[`../../../i18n/src/locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalog for ${code}`);
  const { messages } = await load();
  return setupI18n({ locale: code, messages: { [code]: messages } });
}
