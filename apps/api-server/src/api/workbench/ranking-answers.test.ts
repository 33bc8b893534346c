// The kept ranking answers (issue 28 item 1): per data version, bounded, shared while being made.
import { describe, expect, it } from 'vitest';

import { rankingAnswers } from './ranking-answers';

const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = (answer: Uint8Array | undefined) => (answer === undefined ? undefined : new TextDecoder().decode(answer));

function counted() {
  let made = 0;
  const make = (text: string | undefined) => async () => {
    made += 1;
    return text === undefined ? undefined : bytes(text);
  };
  return { make, made: () => made };
}

describe('rankingAnswers', () => {
  it('makes an answer once per key and data version, and afresh when the version moves', async () => {
    let version = '7';
    const answers = rankingAnswers(async () => ({ value: version }));
    const { make, made } = counted();
    expect(textOf(await answers.answer('a', make('A1')))).toBe('A1');
    expect(textOf(await answers.answer('a', make('A2')))).toBe('A1');
    expect(textOf(await answers.answer('b', make('B1')))).toBe('B1');
    expect(made()).toBe(2);
    version = '8';
    expect(textOf(await answers.answer('a', make('A3')))).toBe('A3');
    // The old version's answers are all gone, not only the one asked again.
    expect(answers.size()).toBe(1);
    expect(textOf(await answers.answer('b', make('B2')))).toBe('B2');
    expect(made()).toBe(4);
  });

  it('keeps at most its entries, the least recently used leaving first', async () => {
    const answers = rankingAnswers(async () => ({ value: '1' }), { maxEntries: 2 });
    const { make, made } = counted();
    await answers.answer('a', make('A'));
    await answers.answer('b', make('B'));
    await answers.answer('a', make('A?'));
    await answers.answer('c', make('C'));
    expect(answers.size()).toBe(2);
    // b was the least recently used: made again; a was kept.
    expect(textOf(await answers.answer('a', make('A!')))).toBe('A');
    expect(textOf(await answers.answer('b', make('B2')))).toBe('B2');
    expect(made()).toBe(4);
  });

  it('keeps at most its bytes', async () => {
    const answers = rankingAnswers(async () => ({ value: '1' }), { maxBytes: 10 });
    const { make, made } = counted();
    await answers.answer('a', make('x'.repeat(6)));
    await answers.answer('b', make('y'.repeat(6)));
    expect(answers.size()).toBe(1);
    expect(textOf(await answers.answer('b', make('?')))).toBe('yyyyyy');
    expect(textOf(await answers.answer('a', make('z')))).toBe('z');
    expect(made()).toBe(3);
  });

  it('shares an answer being made, and keeps no failure', async () => {
    const answers = rankingAnswers(async () => ({ value: '1' }));
    let made = 0;
    let release: (answer: Uint8Array) => void = () => undefined;
    const slow = () => {
      made += 1;
      return new Promise<Uint8Array>((resolve) => (release = resolve));
    };
    const both = Promise.all([answers.answer('a', slow), answers.answer('a', slow)]);
    await new Promise((r) => setImmediate(r));
    release(bytes('A'));
    expect((await both).map(textOf)).toEqual(['A', 'A']);
    expect(made).toBe(1);

    const { make, made: madeNone } = counted();
    expect(textOf(await answers.answer('none', make(undefined)))).toBeUndefined();
    expect(textOf(await answers.answer('none', make(undefined)))).toBeUndefined();
    expect(madeNone()).toBe(2);
    await expect(answers.answer('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(textOf(await answers.answer('bad', make('ok')))).toBe('ok');
    expect(answers.size()).toBe(2);
  });
});
