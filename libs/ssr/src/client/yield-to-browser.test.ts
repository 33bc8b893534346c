import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves in a later task, not in this one’s microtasks', async () => {
    vi.useFakeTimers();
    let resumed = false;
    const done = yieldToBrowser({}).then(() => (resumed = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    expect(resumed).toBe(true);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const scheduler = { yield: vi.fn(function (this: unknown) {
      expect(this).toBe(scheduler); // called as a method: Chromium throws on a detached call
      return Promise.resolve();
    }) };
    await yieldToBrowser({ scheduler });
    expect(scheduler.yield).toHaveBeenCalledOnce();
  });
});
