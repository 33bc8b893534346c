// Issue 28: a member's ranking page repeated the focus ring's four utilities in every row's links (~8 KB
// of its HTML). The blocks now name one theme class; the theme's class must draw exactly what the list did.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';

import { focusRing, insetFocusRing } from './focus-ring';

const stylesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../ui/src/styles');

/**
 * The declarations Tailwind generates for these classes with the theme, each with whether it applies on
 * :focus-visible only (a variant's selector or the utility's nested `&:focus-visible`), order-free.
 */
async function declarations(classes: string[]): Promise<string[]> {
  const compiler = await compile('@import "tailwindcss/utilities";\n@import "./theme.css";', { base: stylesDir, onDependency: () => undefined });
  const css = compiler.build(classes).replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const selectors: string[] = [];
  let text = '';
  const flush = () => {
    if (text.trim()) found.push(`${selectors.some((s) => s.includes(':focus-visible')) ? 'focus-visible' : 'always'} ${text.trim()}`);
    text = '';
  };
  for (const char of css) {
    if (char === '{') {
      selectors.push(text.trim());
      text = '';
    } else if (char === '}') {
      flush();
      selectors.pop();
    } else if (char === ';') flush();
    else text += char;
  }
  return found.sort();
}

describe('the focus ring classes (issue 28)', () => {
  it('are one theme class each, drawing what the four utilities drew', async () => {
    expect(focusRing).toBe('focus-ring');
    expect(insetFocusRing).toBe('focus-ring-inset');
    const offset = await declarations([focusRing]);
    expect(offset.length).toBeGreaterThan(4);
    expect(offset).toEqual(await declarations(['outline-none', 'focus-visible:ring-2', 'focus-visible:ring-focus', 'focus-visible:ring-offset-2', 'focus-visible:ring-offset-surface']));
    const inset = await declarations([insetFocusRing]);
    expect(inset).toContain('focus-visible --tw-ring-inset: inset');
    expect(inset).toEqual(await declarations(['outline-none', 'focus-visible:ring-2', 'focus-visible:ring-focus', 'focus-visible:ring-inset']));
  }, 30_000);
});
