// Loads a site's built server entry (dist/apps/<site>-server/entry-server.js) at start. The server
// imports no React: it only knows the SiteRenderer interface of libs/domain, and a site that was
// built without its server entry is simply served as the client-rendered shell.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { CreateSiteRenderer, InProcessFetch, SiteRenderer } from '@sealens/domain';

export interface LoadedSiteEntry {
  createRenderer: CreateSiteRenderer;
  template: string;
}

export const SERVER_ENTRY_FILE = 'entry-server.js';

/** The entry and the site's index.html, or null (with the reason) when either is missing or broken. */
export async function loadSiteEntry(serverDir: string, siteDir: string): Promise<LoadedSiteEntry | { error: string }> {
  const entry = join(serverDir, SERVER_ENTRY_FILE);
  const index = join(siteDir, 'index.html');
  if (!existsSync(entry)) return { error: `${entry} does not exist` };
  if (!existsSync(index)) return { error: `${index} does not exist` };
  try {
    const module = (await import(pathToFileURL(entry).href)) as { createRenderer?: unknown };
    if (typeof module.createRenderer !== 'function') return { error: `${entry} exports no createRenderer` };
    return { createRenderer: module.createRenderer as CreateSiteRenderer, template: await readFile(index, 'utf8') };
  } catch (error) {
    return { error: `${entry} failed to load: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export function isLoadedEntry(value: LoadedSiteEntry | { error: string } | undefined): value is LoadedSiteEntry {
  return !!value && 'createRenderer' in value;
}

export function createRendererFrom(entry: LoadedSiteEntry | undefined, apiFetch: InProcessFetch): SiteRenderer | null {
  return entry ? entry.createRenderer({ template: entry.template, apiFetch }) : null;
}
