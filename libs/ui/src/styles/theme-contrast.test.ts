// The text colours of the theme keep WCAG AA (4.5:1 for normal text) on every surface text sits on.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A path, not a URL object: jsdom replaces the global URL, which node:fs does not accept.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`theme.css has no hex --color-${name}`);
  return match[1];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA_NORMAL_TEXT = 4.5;

describe('theme text contrast (WCAG AA)', () => {
  it('measures contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#8a919c', '#ffffff')).toBeCloseTo(3.18, 2);
  });

  for (const ink of ['ink', 'ink-muted', 'ink-subtle']) {
    for (const surface of ['surface', 'surface-muted', 'surface-sunken']) {
      it(`${ink} on ${surface} is at least ${AA_NORMAL_TEXT}:1`, () => {
        expect(contrast(token(ink), token(surface))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      });
    }
  }
});
