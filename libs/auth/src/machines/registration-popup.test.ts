import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from './fake-clock';
import { armRegistrationPopup, nextMidnight, type ClickTarget } from './registration-popup';

function fakeTarget() {
  const listeners = new Set<() => void>();
  const target: ClickTarget = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return { target, listeners, click: () => [...listeners].forEach((l) => l()) };
}

function setup(overrides: { loggedIn?: boolean; shown?: boolean } = {}) {
  const clock = createFakeClock(new Date(2026, 10, 22, 15, 30).getTime());
  const page = fakeTarget();
  let shown = overrides.shown ?? false;
  const setShownCookie = vi.fn(() => {
    shown = true;
  });
  const openSmsLogin = vi.fn();
  const disarm = armRegistrationPopup({
    clock,
    target: page.target,
    isLoggedIn: () => overrides.loggedIn ?? false,
    hasShownCookie: () => shown,
    setShownCookie,
    openSmsLogin,
  });
  return { clock, page, setShownCookie, openSmsLogin, disarm };
}

describe('registration pop-up', () => {
  it('listens for clicks only once 150 s have passed', () => {
    const { clock, page, openSmsLogin } = setup();
    clock.advance(149_999);
    page.click();
    expect(page.listeners.size).toBe(0);
    expect(openSmsLogin).not.toHaveBeenCalled();
    clock.advance(1);
    expect(page.listeners.size).toBe(1);
  });

  it('opens SMS login on the next click, sets the flag until midnight and removes the listener', () => {
    const { clock, page, openSmsLogin, setShownCookie } = setup();
    clock.advance(150_000);
    page.click();
    expect(openSmsLogin).toHaveBeenCalledTimes(1);
    expect(setShownCookie).toHaveBeenCalledWith(new Date(2026, 10, 23, 0, 0, 0, 0));
    expect(page.listeners.size).toBe(0);
    page.click();
    expect(openSmsLogin).toHaveBeenCalledTimes(1);
  });

  it('does nothing for members or when it was shown today', () => {
    for (const options of [{ loggedIn: true }, { shown: true }]) {
      const { clock, page, openSmsLogin } = setup(options);
      clock.advance(200_000);
      page.click();
      expect(page.listeners.size).toBe(0);
      expect(openSmsLogin).not.toHaveBeenCalled();
      expect(clock.pendingTimers()).toBe(0);
    }
  });

  it('can be disarmed before and after it starts listening', () => {
    const early = setup();
    early.disarm();
    early.clock.advance(150_000);
    expect(early.page.listeners.size).toBe(0);
    const late = setup();
    late.clock.advance(150_000);
    late.disarm();
    expect(late.page.listeners.size).toBe(0);
  });

  it('computes the next local midnight', () => {
    expect(nextMidnight(new Date(2026, 11, 31, 23, 59))).toEqual(new Date(2027, 0, 1, 0, 0, 0, 0));
  });
});
