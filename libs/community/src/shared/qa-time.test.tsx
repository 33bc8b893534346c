import { describe, expect, it } from 'vitest';
import { formatQaTime } from './qa-time';

describe('formatQaTime', () => {
  it("shows the server's China time in the reader's language", () => {
    expect(formatQaTime('2026-06-29 09:05:00', 'en')).toBe('Jun 29, 2026, 9:05 AM');
    expect(formatQaTime('2026-06-29 09:05:00', 'zh')).toContain('2026年6月29日');
    expect(formatQaTime('2026-06-29 09:05:00', 'pt')).toContain('29 de jun. de 2026');
  });
  it('leaves a time it cannot read as it is', () => expect(formatQaTime('yesterday', 'en')).toBe('yesterday'));
});
