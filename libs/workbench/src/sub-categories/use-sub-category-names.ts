// Sub-category names in the reader's language, loaded on first use: the names (a module) and the
// active language's catalog of them come together, once per language, and are merged into the
// page's Lingui instance. Until they are there (and on the server) a name is unknown: callers show
// what they had (the data's English, or the id).
import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

type Names = Readonly<Record<number, MessageDescriptor>>;

const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/sub-categories.po');
let namesModule: Promise<Names> | null = null;
const loadedLocales = new WeakMap<I18n, Set<string>>();

/** Loads the names and `i18n.locale`'s catalog of them into `i18n`; resolves with the names. */
export async function loadSubCategoryNames(i18n: I18n): Promise<Names> {
  const locale = i18n.locale;
  namesModule ??= import('./sub-category-names').then((m) => m.SUB_CATEGORY_NAMES);
  const loaded = loadedLocales.get(i18n) ?? new Set<string>();
  loadedLocales.set(i18n, loaded);
  if (!loaded.has(locale)) {
    const load = catalogs[`./locales/${locale}/sub-categories.po`];
    if (!load) throw new Error(`No sub-categories catalog for locale ${locale}`);
    const [{ messages }] = await Promise.all([load(), namesModule]);
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  return namesModule;
}

/**
 * `nameOf(id)`: a sub-category's name in the reader's language, or undefined while the names load
 * (or for an id the names do not hold). Loads only when `wanted` (a page that shows no sub-category
 * downloads nothing).
 */
export function useSubCategoryNames(wanted = true): (id: number) => string | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [state, setState] = useState<{ locale: string; names: Names } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadSubCategoryNames(i18n).then(
      (names) => live && setState({ locale, names }),
      // Without the names the data's own names stay: nothing to tell the reader.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [i18n, locale, wanted]);
  const names = state?.locale === locale ? state.names : null;
  return (id) => {
    const descriptor = names?.[id];
    return descriptor ? i18n._(descriptor) : undefined;
  };
}
