// The workbench's own catalog (lingui.config.ts): its interface is downloaded with the first
// workbench page, never with the public site's pages. One chunk per language.
import type { Messages } from '@lingui/core';
import type { LocaleCode } from '@sealens/domain';
import { registerCatalogPart } from '@sealens/i18n';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/workbench.po');

export async function loadWorkbenchMessages(code: LocaleCode): Promise<Messages> {
  const load = catalogs[`../locales/${code}/workbench.po`];
  if (!load) throw new Error(`No workbench catalog for locale ${code}`);
  return (await load()).messages;
}

/**
 * Makes the workbench's messages part of every locale's catalog and, in the browser, loads the
 * active one's. The server registers it at start (`{ server: true }`): every request's catalog then has it.
 */
export function registerWorkbenchCatalog({ server = false } = {}): Promise<void> {
  return registerCatalogPart('workbench', loadWorkbenchMessages, server ? null : undefined);
}
