// A simulated clock for tests: time moves only when advance() is called.
import type { Clock, TimerHandle } from './clock';

interface Timer {
  id: number;
  due: number;
  fn: () => void;
  /** Repeat period for intervals; undefined for one-shot timeouts. */
  every: number | undefined;
}

export interface FakeClock extends Clock {
  /** Moves time forward by ms, firing due timers in order of due time (then creation order). */
  advance(ms: number): void;
  /** Number of timers still scheduled. */
  pendingTimers(): number;
}

export function createFakeClock(start = 0): FakeClock {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const schedule = (fn: () => void, ms: number, every: number | undefined): TimerHandle => {
    const id = nextId++;
    timers.set(id, { id, due: current + Math.max(0, ms), fn, every });
    return id;
  };
  const clear = (handle: TimerHandle): void => {
    if (typeof handle === 'number') timers.delete(handle);
  };
  const nextDue = (limit: number): Timer | undefined => {
    let found: Timer | undefined;
    for (const t of timers.values()) {
      if (t.due > limit) continue;
      if (!found || t.due < found.due || (t.due === found.due && t.id < found.id)) found = t;
    }
    return found;
  };

  return {
    now: () => current,
    setTimeout: (fn, ms) => schedule(fn, ms, undefined),
    clearTimeout: clear,
    setInterval: (fn, ms) => schedule(fn, ms, Math.max(1, ms)),
    clearInterval: clear,
    pendingTimers: () => timers.size,
    advance(ms: number): void {
      const target = current + ms;
      for (let t = nextDue(target); t; t = nextDue(target)) {
        current = t.due;
        if (t.every === undefined) timers.delete(t.id);
        else t.due += t.every;
        t.fn();
      }
      current = target;
    },
  };
}
