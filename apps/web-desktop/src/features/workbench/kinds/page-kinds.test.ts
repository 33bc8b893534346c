import { describe, expect, it } from 'vitest';
import { WORKBENCH_PAGES } from '../workbench-pages';
import { loadedPageKind, loadPageKind } from './page-kinds';

describe('page kinds', () => {
  it('loads every configured page kind as a module with a loader and a view, once', async () => {
    const kinds = [...new Set(WORKBENCH_PAGES.map((page) => page.kind))];
    for (const name of kinds) {
      expect(loadedPageKind(name)).toBeUndefined();
      const first = loadPageKind(name);
      expect(loadPageKind(name)).toBe(first);
      const kind = await first;
      expect(typeof kind.load).toBe('function');
      expect(typeof kind.View).toBe('function');
      expect(loadedPageKind(name)).toBe(kind);
    }
    // Transforming the kinds' modules takes seconds on a busy machine.
  }, 60_000);
});
