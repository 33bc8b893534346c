// What a message reads in a language, from the catalogs the sites are built from: tests check the
// server's HTML in several languages without copying translations into the specs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const catalogs = new Map<string, Map<string, string>>();

function unquote(text: string): string {
  return JSON.parse(text) as string;
}

function catalog(locale: string): Map<string, string> {
  let entries = catalogs.get(locale);
  if (entries) return entries;
  entries = new Map();
  // The main catalog and the workbench's own, its parts (lingui.config.ts).
  const workbench = `../../libs/workbench/src/locales/${locale}`;
  for (const file of [`../../libs/i18n/src/locales/${locale}/messages.po`, `${workbench}/workbench.po`, `${workbench}/workbench-kinds.po`, `${workbench}/workbench-monitor.po`]) {
    const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
    for (const match of source.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) entries.set(unquote(match[1] ?? '""'), unquote(match[2] ?? '""'));
  }
  catalogs.set(locale, entries);
  return entries;
}

/** The message in `locale` (its English text in `en`); throws when the catalog lacks it. */
export function translated(locale: string, english: string): string {
  if (locale === 'en') return english;
  const text = catalog(locale).get(english);
  if (!text) throw new Error(`no ${locale} translation of "${english}"`);
  return text;
}

/** HTML text as React renders it (`&` `<` `>` `"` `'` escaped). */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
