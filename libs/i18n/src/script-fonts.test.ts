import { describe, expect, it, vi } from 'vitest';
import { loadScriptFont, SCRIPT_FONT_WAIT_MS, SCRIPT_FONTS } from './script-fonts';

function deps(load: () => Promise<FontFace[]>) {
  const waits: number[] = [];
  let release: () => void = () => undefined;
  const wait = (ms: number) => {
    waits.push(ms);
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { fonts: { load: vi.fn(load) }, wait, waits, release: () => release() };
}

describe('loadScriptFont', () => {
  it('loads the shipped Thai face with Thai text, so its unicode-range matches', async () => {
    const d = deps(() => Promise.resolve([]));
    await loadScriptFont('th', d);
    expect(d.fonts.load).toHaveBeenCalledWith('1em "SeaLens Thai"', 'ภาษาไทย');
    expect(SCRIPT_FONTS.th?.sample).toMatch(/^[\u0E01-\u0E5B]+$/);
  });

  it('waits at most 500 ms for a slow font', async () => {
    const d = deps(() => new Promise<FontFace[]>(() => undefined));
    let done = false;
    const loading = loadScriptFont('th', d).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(d.waits).toEqual([SCRIPT_FONT_WAIT_MS]);
    expect(SCRIPT_FONT_WAIT_MS).toBe(500);
    expect(done).toBe(false);
    d.release();
    await loading;
    expect(done).toBe(true);
  });

  it('a failing font does not fail the language switch', async () => {
    const d = deps(() => Promise.reject(new Error('network')));
    await expect(loadScriptFont('th', d)).resolves.toBeUndefined();
  });

  it('does nothing for languages whose faces every system has, or without a document', async () => {
    const d = deps(() => Promise.resolve([]));
    for (const code of ['zh', 'tw', 'en', 'vi', 'pt', 'id'] as const) await loadScriptFont(code, d);
    expect(d.fonts.load).not.toHaveBeenCalled();
    await expect(loadScriptFont('th', { fonts: undefined, wait: d.wait })).resolves.toBeUndefined();
  });
});
