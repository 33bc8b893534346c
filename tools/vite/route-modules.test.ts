import { describe, expect, it } from 'vitest';
import { lazyImportsOf, withModuleKey } from './route-modules';

describe('route modules: each lazily imported module names its manifest key', () => {
  it('finds the relative dynamic imports of a module as written', () => {
    const routes = `
      { index: true, lazy: () => import('../features/home/home-route') },
      { path: 'q', lazy: () => import("../features/qa/qa-routes").then((m) => m.list) },
      const pdf = () => import('pdfjs-dist');`;
    expect(lazyImportsOf(routes)).toEqual(['../features/home/home-route', '../features/qa/qa-routes']);
  });

  it('adds the key as an export, which React Router copies onto the route', () => {
    expect(withModuleKey('export const loader = 1;', 'src/features/home/home-route.tsx')).toBe(
      'export const loader = 1;\nexport const __module = "src/features/home/home-route.tsx";\n',
    );
  });
});
