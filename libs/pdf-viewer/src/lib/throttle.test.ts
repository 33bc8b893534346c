import { throttle } from './throttle';
import { PDF_SCROLL_THROTTLE_MS } from './viewer-constants';

describe('scroll throttle (spec §9: 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 300 ms', () => expect(PDF_SCROLL_THROTTLE_MS).toBe(300));

  it('runs at once, then at most once per 300 ms with the latest arguments', () => {
    const seen: number[] = [];
    const handle = throttle((n: number) => seen.push(n), PDF_SCROLL_THROTTLE_MS);
    handle(1);
    handle(2);
    handle(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(PDF_SCROLL_THROTTLE_MS);
    handle(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('drops the pending call when cancelled', () => {
    const seen: number[] = [];
    const handle = throttle((n: number) => seen.push(n), PDF_SCROLL_THROTTLE_MS);
    handle(1);
    handle(2);
    handle.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1]);
  });
});
