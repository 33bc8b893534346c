// Issue 27 item 10: the shipped Thai face came after system-ui, so a system UI face with Thai glyphs drew
// Thai text in its own shapes and metrics. Every font stack of the theme names it first.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');
const stacks = [...css.matchAll(/--font-sans:\s*([^;]+);/g)].map((m) => (m[1] ?? '').split(',').map((face) => face.trim().replace(/^'|'$/g, '')));

describe('theme font stacks', () => {
  it('put the shipped Thai face first in every stack (the default one and the Traditional Chinese one)', () => {
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) {
      expect(stack[0]).toBe('SeaLens Thai');
      expect(stack.indexOf('SeaLens Thai')).toBeLessThan(stack.indexOf('system-ui'));
    }
  });

  it('keeps the Thai face to Thai letters, so Latin text still reaches Inter and the system face', () => {
    const face = /@font-face\s*{[^}]*font-family: 'SeaLens Thai';[^}]*}/.exec(css)?.[0] ?? '';
    expect(face).toContain('unicode-range: U+0E01-0E5B, U+25CC;');
  });
});
