import { formatDay, formatMonth } from './dates';

describe('formatDay', () => {
  it('writes a day in the reader\'s language, and an unreadable day as given', () => {
    expect(formatDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatDay('2026-11-26', 'zh')).toBe('2026年11月26日');
    expect(formatDay('not a day', 'en')).toBe('not a day');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
  });

  it('asks Intl once per language and day: a scrolling table writes the same days again', () => {
    // `format` is a getter handing out a bound function: each day written reads it once.
    const prototype = Intl.DateTimeFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(prototype, 'format');
    const read = format?.get;
    if (!format || !read) throw new Error('Intl.DateTimeFormat has no format getter');
    let reads = 0;
    Object.defineProperty(prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        reads += 1;
        return read.call(this);
      },
    });
    try {
      const first = formatDay('2025-03-14', 'vi');
      expect(reads).toBe(1);
      expect(formatDay('2025-03-14', 'vi')).toBe(first);
      expect(reads).toBe(1);
      formatDay('2025-03-14', 'th');
      expect(reads).toBe(2);
    } finally {
      Object.defineProperty(prototype, 'format', format);
    }
  });
});
