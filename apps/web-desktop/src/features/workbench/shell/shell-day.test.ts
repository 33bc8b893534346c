import { shellDay } from './shell-day';

describe('the top bar days', () => {
  it("are written as the pages below write theirs, in the reader's calendar", () => {
    expect(shellDay('2026-11-27', 'th')).toBe('27 พ.ย. 2569');
    expect(shellDay('2026-11-27', 'zh')).toBe('2026年11月27日');
    expect(shellDay('2026-11-27', 'en')).toBe('Nov 27, 2026');
  });

  it('leave what is not a day as it came', () => {
    expect(shellDay('soon', 'th')).toBe('soon');
  });
});
