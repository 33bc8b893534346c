import { describe, expect, it } from 'vitest';
import { createFakeClock } from './fake-clock';

describe('createFakeClock', () => {
  it('fires timeouts and intervals in due order and respects clear', () => {
    const clock = createFakeClock();
    const log: string[] = [];
    clock.setTimeout(() => log.push(`t250@${clock.now()}`), 250);
    const iv = clock.setInterval(() => log.push(`i100@${clock.now()}`), 100);
    const cancelled = clock.setTimeout(() => log.push('never'), 50);
    clock.clearTimeout(cancelled);
    clock.advance(99);
    expect(log).toEqual([]);
    clock.advance(201);
    expect(log).toEqual(['i100@100', 'i100@200', 't250@250', 'i100@300']);
    clock.clearInterval(iv);
    clock.advance(1000);
    expect(log).toHaveLength(4);
    expect(clock.now()).toBe(1300);
    expect(clock.pendingTimers()).toBe(0);
  });
});
