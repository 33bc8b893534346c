// Loads a site's built server entry (dist/apps/<site>-server/entry-server.js) at start. The server
// imports no React: it only knows the SiteRenderer interface of libs/domain, and a site that was
// built without its server entry is simply served as the client-rendered shell.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { CreateSiteRenderer, InProcessFetch, SiteRenderer } from '@sealens/domain';

import { RenderPool, type RenderPoolOptions, type RenderWorkerData, type SiteName } from './render-workers';

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

/**
 * The sites' entries rendered by `workers` render threads (render-workers.ts): each worker imports
 * the entries itself, so this process loads no React. A site no worker could load is left out, with
 * the reason, and served as the client-rendered shell.
 */
export async function startSiteWorkers(
  sites: { name: SiteName; serverDir: string; siteDir: string }[],
  workers: number,
  options: Pick<RenderPoolOptions, 'workerUrl' | 'publicAnswerMaxAgeMs'> = {},
): Promise<{ pool: RenderPool | null; entries: Partial<Record<SiteName, LoadedSiteEntry>>; errors: Partial<Record<SiteName, string>> }> {
  const errors: Partial<Record<SiteName, string>> = {};
  const found: RenderWorkerData['sites'] = [];
  for (const { name, serverDir, siteDir } of sites) {
    const entryPath = join(serverDir, SERVER_ENTRY_FILE);
    const index = join(siteDir, 'index.html');
    if (!existsSync(entryPath)) errors[name] = `${entryPath} does not exist`;
    else if (!existsSync(index)) errors[name] = `${index} does not exist`;
    else found.push({ name, entryPath, template: await readFile(index, 'utf8') });
  }
  if (found.length === 0) return { pool: null, entries: {}, errors };
  const started = await RenderPool.start({ sites: found, size: workers, ...options });
  const entries: Partial<Record<SiteName, LoadedSiteEntry>> = {};
  for (const { name, template } of found) {
    const error = started.errors[name];
    if (error) errors[name] = error;
    else entries[name] = { template, createRenderer: ({ apiFetch }) => started.pool.renderer(name, apiFetch) };
  }
  return { pool: started.pool, entries, errors };
}

export function isLoadedEntry(value: LoadedSiteEntry | { error: string } | undefined): value is LoadedSiteEntry {
  return !!value && 'createRenderer' in value;
}

export function createRendererFrom(entry: LoadedSiteEntry | undefined, apiFetch: InProcessFetch): SiteRenderer | null {
  return entry ? entry.createRenderer({ template: entry.template, apiFetch }) : null;
}
