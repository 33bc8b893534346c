// Gives each module an app imports lazily (its route modules, layouts, idle-loaded parts) an export
// naming its manifest key: `export const __module = 'src/features/home/home-route.tsx'`. A lazy
// route's module lands on the route object (React Router copies what `lazy` returns), so the server
// renderer can tell which chunks the page it rendered will load and hint them in its HTML
// (libs/ssr page-preloads.ts). Build only: an extra export would end Fast Refresh in development.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const LAZY_IMPORT = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative specifiers of a module's dynamic imports. */
export function lazyImportsOf(code: string): string[] {
  return [...code.matchAll(LAZY_IMPORT)].map((m) => m[1] ?? '').filter(Boolean);
}

export function withModuleKey(code: string, key: string): string {
  return `${code}\nexport const __module = ${JSON.stringify(key)};\n`;
}

export function routeModules(root: string): Plugin {
  const lazyTargets = new Set<string>();
  const ownSource = (id: string) => id.startsWith(`${root}/src/`) && /\.tsx?$/.test(id);
  return {
    name: 'sealens:route-modules',
    apply: 'build',
    // Before the TypeScript transform, on the source as written; an importer is transformed before
    // the modules it imports are loaded, so a lazy target is known by the time it is transformed.
    enforce: 'pre',
    async transform(code, id) {
      if (!ownSource(id)) return null;
      for (const specifier of lazyImportsOf(code)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) lazyTargets.add(resolved.id);
      }
      return lazyTargets.has(id) ? { code: withModuleKey(code, relative(root, id)), map: null } : null;
    },
  };
}
