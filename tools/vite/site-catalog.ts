// Each site ships only the messages its own code and the libraries can show. The one main catalog
// (libs/i18n/src/locales/<locale>/messages.po) holds the whole product: 550 of its 1,314 messages
// are used by the desktop site alone and 155 by the mobile site alone. A catalog is loaded before a
// page hydrates, so every first load carried the other site's interface too (the mobile English
// catalog: 23.9 KB gzip, 13.6 KB now). The .po files keep each message's origins (`#:` lines); after Lingui's
// plugin compiles a catalog, this plugin drops the messages whose every origin is in another app.
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import type { Plugin } from 'vite';

/** The main catalog's files (the agreements catalog is loaded on demand and left whole). */
export const MAIN_CATALOG = /[\\/]libs[\\/]i18n[\\/]src[\\/]locales[\\/][a-z]+[\\/]messages\.po(\?.*)?$/;

/** True when a message with these origins can be shown by `app` (a library counts for every app). */
export function shownBy(app: string, origins: readonly string[]): boolean {
  if (origins.length === 0) return true;
  return origins.some((origin) => !origin.startsWith('apps/') || origin.startsWith(`apps/${app}/`));
}

/** The compiled ids of the messages of a .po text that `app` can show. */
export function messageIdsFor(app: string, poText: string): Set<string> {
  const ids = new Set<string>();
  for (const item of PO.parse(poText).items) {
    if (shownBy(app, item.references)) ids.add(generateMessageId(item.msgid, item.msgctxt ?? undefined));
  }
  return ids;
}

const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/** Rewrites Lingui's compiled catalog module to keep only `ids`. */
export function keepMessages(code: string, ids: ReadonlySet<string>): string {
  const match = COMPILED.exec(code);
  // Fail the build rather than ship a whole or an empty catalog if Lingui changes its output.
  if (!match?.[1]) throw new Error('site-catalog: the compiled catalog is not `JSON.parse("...")` any more');
  const messages = JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));
  return code.replace(match[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(kept))})`);
}

export function siteCatalog(app: string): Plugin {
  return {
    name: 'sealens:site-catalog',
    // After Lingui's own transform has compiled the .po file into a module.
    enforce: 'post',
    transform(code, id) {
      if (!MAIN_CATALOG.test(id)) return null;
      const ids = messageIdsFor(app, readFileSync(id.split('?')[0] ?? id, 'utf8'));
      return { code: keepMessages(code, ids), map: null };
    },
  };
}
