// Each page kind is a chunk of its own, so a page downloads its kind's code only: a ranking page does
// not carry the explanation's charts or the contrast's table (the workbench page budget,
// tools/checks/bundle-budget.mjs, measures the ranking page with its kind's chunk).
// A new kind is a line here and a `<kind>-kind.ts` module beside its page.
import { registerWorkbenchKindsCatalog } from '@sealens/workbench';
import type { PageKind, PageKindName } from './page-kind';

const KIND_MODULES: { [K in PageKindName]: () => Promise<{ kind: PageKind<K> }> } = {
  ranking: () => import('./ranking/ranking-kind'),
  explanation: () => import('./explanation/explanation-kind'),
  contrast: () => import('./contrast/contrast-kind'),
  'blue-ocean': () => import('./blue-ocean/blue-ocean-kind'),
  realtime: () => import('./realtime/realtime-kind'),
  search: () => import('./search/search-kind'),
  analysis: () => import('./analysis/analysis-kind'),
  matrix: () => import('./matrix/matrix-kind'),
  finder: () => import('./finder/finder-kind'),
  method: () => import('./method/method-kind'),
  sourcing: () => import('./sourcing/sourcing-kind'),
  tools: () => import('./tools/tools-kind'),
  monitor: () => import('./monitor/monitor-kind'),
  tiktok: () => import('./tiktok/tiktok-kind'),
};

// The kinds whose strings are all in the workbench catalog's first part, which the shell loads (the
// method page's article and the monitors have their own catalogs, their kinds' `ready`). Every other kind's blocks are in
// `workbench-kinds` (lingui.config.ts), loaded with the kind's chunk so a ranking page skips them.
export const KINDS_WITHOUT_KINDS_CATALOG: ReadonlySet<PageKindName> = new Set(['ranking', 'method', 'tools', 'monitor']);

const loaded = new Map<PageKindName, PageKind>();
// One promise per kind while it loads (React's `use` needs the same one on every render).
const loading = new Map<PageKindName, Promise<PageKind>>();

/** Loads a kind's module (once); the page route's loader awaits it, so the page renders at once. */
export function loadPageKind<K extends PageKindName>(name: K): Promise<PageKind<K>> {
  let pending = loading.get(name);
  if (!pending) {
    // Fetched beside the kind's chunk, not after it.
    const catalog = KINDS_WITHOUT_KINDS_CATALOG.has(name) ? undefined : registerWorkbenchKindsCatalog();
    pending = KIND_MODULES[name]().then(async (module) => {
      // The chunk-reload guard swallows a failed chunk load, so the import resolves with nothing.
      if (!module?.kind) throw new Error(`workbench: the ${name} page's code did not load`);
      // What the kind needs before its first render (its catalog part), hydration included.
      await Promise.all([catalog, module.kind.ready?.()]);
      loaded.set(name, module.kind as unknown as PageKind);
      return module.kind as unknown as PageKind;
    });
    // A failed load is tried again by the next navigation.
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending as unknown as Promise<PageKind<K>>;
}

/** A kind already loaded (by the route's loader, or before the first hydration), else undefined. */
export function loadedPageKind<K extends PageKindName>(name: K): PageKind<K> | undefined {
  return loaded.get(name) as unknown as PageKind<K> | undefined;
}
