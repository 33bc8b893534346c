import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { isPdfjs, PDFJS_MARKERS } from './bundle-budget.mjs';

const pdfjs = (file: string) => readFileSync(createRequire(import.meta.url).resolve(`pdfjs-dist/build/${file}`), 'utf8');

describe('bundle budget: pdf.js in no initial chunk (issue 14)', () => {
  it('recognises pdf.js, minified or not', () => {
    expect(PDFJS_MARKERS.length).toBeGreaterThan(0);
    expect(isPdfjs(pdfjs('pdf.min.mjs'))).toBe(true);
    expect(isPdfjs(pdfjs('pdf.mjs'))).toBe(true);
  });
  it('does not take our own code for pdf.js', () => {
    const ours = readFileSync(new URL('../../libs/pdf-viewer/src/lib/pdf-viewer.tsx', import.meta.url), 'utf8');
    expect(isPdfjs(ours)).toBe(false);
    expect(isPdfjs('import{a}from"./react.js";GlobalWorkerOptions')).toBe(false);
  });
});

describe('bundle budget: what a workbench page loads before it renders (issue 26)', () => {
  it('follows static imports, not dynamic ones', async () => {
    // @ts-expect-error -- a plain .mjs script without types
    const { staticClosure } = await import('./bundle-budget.mjs');
    const files: Record<string, string> = {
      'page.js': 'import{a as b}from"./shared.js";import"./style.js";const x=()=>import("./lazy.js");',
      'shared.js': 'import{j}from"./framework.js";export const a=1;',
      'style.js': '',
      'framework.js': '',
      'lazy.js': 'import"./never.js";',
    };
    const closure = staticClosure('.', ['page.js'], (name: string) => files[name] ?? '');
    expect([...closure].sort()).toEqual(['framework.js', 'page.js', 'shared.js', 'style.js']);
  });
});

describe('bundle budget: the workbench pages checked (their chunks and catalog parts)', () => {
  it('counts a page kind chunk closure and the largest language of each catalog part it waits for', async () => {
    // @ts-expect-error -- a plain .mjs script without types
    const { workbenchPageLoad, WORKBENCH_PAGES_CHECKED, WORKBENCH_PAGE_BUDGET_KB } = await import('./bundle-budget.mjs');
    expect(WORKBENCH_PAGE_BUDGET_KB).toBe(230);
    const [ranking, explanation] = WORKBENCH_PAGES_CHECKED;
    expect(ranking.name).toBe('ranking');
    expect(explanation.name).toBe('explanation');
    const languages = ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'];
    const code: Record<string, string> = {
      'index-A.js': 'import"./framework-B.js";',
      'framework-B.js': '',
      'workbench-shell-route-C.js': 'import"./labels-D.js";',
      'workbench-page-route-E.js': 'const k=()=>import("./workbench-home-page-F.js");',
      'ranking-kind-G.js': 'import"./ranking-columns-H.js";',
      'product-column-set-K.js': 'import"./ranking-columns-H.js";',
      'explanation-kind-I.js': 'import"./line-chart-J.js";',
      'labels-D.js': '',
      'ranking-columns-H.js': '',
      'line-chart-J.js': '',
      'workbench-home-page-F.js': '',
    };
    // Sizes in KB: each language of a catalog part one KB apart, the largest is what counts.
    const size: Record<string, number> = { 'index-A.js': 100, 'framework-B.js': 50, 'workbench-shell-route-C.js': 4, 'workbench-page-route-E.js': 5, 'ranking-kind-G.js': 3, 'explanation-kind-I.js': 6, 'labels-D.js': 2, 'ranking-columns-H.js': 7, 'line-chart-J.js': 9, 'workbench-home-page-F.js': 30, 'product-column-set-K.js': 1 };
    languages.forEach((l, i) => {
      size[`workbench-${l}000000.js`] = 5 + i;
      size[`workbench-kinds-${l}000000.js`] = 1 + i;
    });
    const names = Object.keys(size);
    const sizeOf = (f: string) => (size[f] ?? 0) * 1024;
    const read = (f: string) => code[f] ?? '';
    const rankingLoad = workbenchPageLoad(names, ['index-A.js'], ranking, sizeOf, read);
    // 100 + 50 + 4 + 5 + 3 + 1 (the product set) + 2 + 7 (not the home page, a dynamic import), + the largest `workbench` (11).
    expect(rankingLoad).toMatchObject({ missing: [], files: 8, codeKb: 172, catalogKb: [11], kb: 183 });
    const explanationLoad = workbenchPageLoad(names, ['index-A.js'], explanation, sizeOf, read);
    expect(explanationLoad).toMatchObject({ missing: [], codeKb: 100 + 50 + 4 + 5 + 2 + 6 + 9, catalogKb: [11, 7] });
    // A build without a kind's chunk or with a language missing fails, it does not measure less.
    const withoutKinds = names.filter((n) => n !== 'workbench-kinds-th000000.js' && n !== 'explanation-kind-I.js');
    expect(workbenchPageLoad(withoutKinds, ['index-A.js'], explanation, sizeOf, read).missing).toHaveLength(2);
  });
});
