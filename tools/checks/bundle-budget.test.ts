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
