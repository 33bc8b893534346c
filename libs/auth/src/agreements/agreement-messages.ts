import type { Messages } from '@lingui/core';

/** Fetches the agreements catalog of one locale; the dialog merges it into the active i18n instance. */
export type AgreementMessagesLoader = (locale: string) => Promise<Messages>;

// One chunk per language, compiled from the .po by @lingui/vite-plugin: the texts are downloaded only
// when a visitor opens an agreement, and only in the language they read.
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/agreements.po');

/** The real loader: the compiled agreements catalog of `locale` (a LocaleCode such as `zh` or `tw`). */
export const loadAgreementMessages: AgreementMessagesLoader = async (locale) => {
  const load = catalogs[`./locales/${locale}/agreements.po`];
  if (!load) throw new Error(`No agreements catalog for locale ${locale}`);
  return (await load()).messages;
};
