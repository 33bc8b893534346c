// Session 8's phone screenshots: the screen-reader text in a table inside a scrolling frame widened the
// page, since a static scroller does not clip absolutely placed descendants. The theme makes every
// scroller their containing block, in the base layer so a position utility (sticky, absolute) still wins.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');

/** The base layer's rules, as selector and declarations. */
function baseRules(): { selector: string; body: string }[] {
  const start = css.indexOf('@layer base {');
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  let end = start;
  for (let i = css.indexOf('{', start); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const layer = css.slice(css.indexOf('{', start) + 1, end).replace(/\/\*[\s\S]*?\*\//g, '');
  return [...layer.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: (m[1] ?? '').trim(), body: m[2] ?? '' }));
}

describe('scrolling frames', () => {
  it('are the containing block of what they scroll, for every overflow utility that scrolls, without specificity', () => {
    const rule = baseRules().find((r) => /position:\s*relative/.test(r.body));
    expect(rule?.selector.startsWith(':where(')).toBe(true);
    for (const utility of ['.overflow-auto', '.overflow-x-auto', '.overflow-y-auto', '.overflow-scroll', '.overflow-x-scroll']) expect(rule?.selector).toContain(utility);
  });
});
