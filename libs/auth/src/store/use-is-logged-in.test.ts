// The header imports useIsLoggedIn on every page: its import graph must stay free of the API
// clients, the UI kit, the catalogs, date-fns and the dialogs (DESIGN.md §5 "pages are fast").
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function importGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    // Value imports only: `import type` is erased at build time.
    for (const match of source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'|^export\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)) {
      const spec = match[1] ?? match[2] ?? '';
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found) visit(found);
      } else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('useIsLoggedIn bundle cost', () => {
  it('pulls in only the store, jotai, React and @sealens/domain', () => {
    const { files, packages } = importGraph(resolve(here, 'use-is-logged-in.ts'));
    expect([...packages].sort()).toEqual(['@sealens/domain', 'jotai/vanilla', 'react']);
    for (const file of files) expect(file).not.toMatch(/dialog|member-gift|session|user-atoms|member-product/);
  });
});
