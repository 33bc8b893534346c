import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createRendererFrom, isLoadedEntry, loadSiteEntry } from './site-renderer';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function dirs() {
  const root = mkdtempSync(join(tmpdir(), 'sealens-ssr-'));
  roots.push(root);
  return { serverDir: join(root, 'server'), siteDir: join(root, 'site'), root };
}

describe('loadSiteEntry', () => {
  it('says why when the server entry is missing', async () => {
    const { serverDir, siteDir } = dirs();
    const entry = await loadSiteEntry(serverDir, siteDir);
    expect(isLoadedEntry(entry)).toBe(false);
    expect('error' in entry && entry.error).toContain('entry-server.js does not exist');
  });

  it('loads a built entry and its template, and creates a renderer that reaches the API in process', async () => {
    const { root } = dirs();
    writeFileSync(
      join(root, 'entry-server.js'),
      `export const createRenderer = ({ template, apiFetch }) => ({
         render: async (request) => new Response(template + (await (await apiFetch(new Request('http://x/api/health'))).text())),
       });`,
    );
    writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
    const entry = await loadSiteEntry(root, root);
    expect(isLoadedEntry(entry)).toBe(true);
    if (!isLoadedEntry(entry)) return;
    const renderer = createRendererFrom(entry, async () => new Response('ok'));
    expect(renderer).not.toBeNull();
    expect(await (await renderer?.render(new Request('http://x/')))?.text()).toBe('<div id="root"></div>ok');
  });

  it('refuses an entry without createRenderer', async () => {
    const { root } = dirs();
    writeFileSync(join(root, 'entry-server.js'), 'export const other = 1;');
    writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
    const entry = await loadSiteEntry(root, root);
    expect('error' in entry && entry.error).toContain('exports no createRenderer');
  });
});
