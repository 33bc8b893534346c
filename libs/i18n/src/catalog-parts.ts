// Registering a catalog part (activate-locale.ts `catalogParts`): kept out of the first load, which
// only merges what is registered.
import { i18n, type I18n } from '@lingui/core';
import type { LocaleCode } from '@sealens/domain';
import { activationUnderWay, catalogParts, type CatalogPartLoader } from './activate-locale';

/**
 * Registers a catalog part and, in the browser, loads it into the active locale at once (a page of
 * the part renders only after this resolves); later locale changes load it with the main catalog.
 * The server passes `null`: each request's instance gets it from loadMessages.
 */
export async function registerCatalogPart(name: string, load: CatalogPartLoader, instance: I18n | null | undefined = i18n): Promise<void> {
  if (!catalogParts.has(name)) catalogParts.set(name, load);
  // The shared instance may be switching locale: load into the one it ends on, not the one it leaves.
  const underWay = instance === i18n ? activationUnderWay() : null;
  if (underWay) await underWay.catch(() => undefined);
  const code = instance?.locale as LocaleCode | undefined;
  if (instance && code) instance.load(code, await load(code));
}
