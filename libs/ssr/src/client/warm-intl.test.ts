import { describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it('makes a number format and plural rules for the language, which loads their data', () => {
    const format = vi.fn(() => '0');
    const select = vi.fn(() => 'one');
    const NumberFormat = vi.fn(function () {
      return { format };
    });
    const PluralRules = vi.fn(function () {
      return { select };
    });
    warmIntl('th', { NumberFormat, PluralRules } as never);
    expect(NumberFormat).toHaveBeenCalledWith('th');
    expect(PluralRules).toHaveBeenCalledWith('th');
    expect([format, select].map((f) => f.mock.calls.length)).toEqual([1, 1]);
  });

  it('never throws, whatever the tag', () => {
    expect(() => warmIntl('not a tag!')).not.toThrow();
  });
});
