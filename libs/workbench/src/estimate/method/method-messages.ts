// The method article's catalog (lingui.config.ts): its long texts are downloaded by the method pages
// only, never with a workbench page's or a public page's first load (both have size budgets).
import type { Messages } from '@lingui/core';
import type { LocaleCode } from '@sealens/domain';
import { registerCatalogPart } from '@sealens/i18n';

const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/method.po');

export async function loadMethodMessages(code: LocaleCode): Promise<Messages> {
  const load = catalogs[`./locales/${code}/method.po`];
  if (!load) throw new Error(`No method catalog for locale ${code}`);
  return (await load()).messages;
}

/**
 * Makes the method article's messages part of every locale's catalog and, in the browser, loads the
 * active one's (a method page renders after this resolves). The server registers it at start.
 */
export function registerMethodCatalog({ server = false } = {}): Promise<void> {
  return registerCatalogPart('method', loadMethodMessages, server ? null : undefined);
}
