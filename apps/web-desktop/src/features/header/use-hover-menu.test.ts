import { act, renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_HOVER_CLOSE_DELAY_MS, MENU_HOVER_OPEN_DELAY_MS, useHoverMenu } from './use-hover-menu';

const mouse = (extra: Partial<PointerEvent> = {}) => ({ pointerType: 'mouse', preventDefault: vi.fn(), ...extra }) as unknown as PointerEvent;

describe('useHoverMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after the mouse rests 150 ms on the entry, and closes 250 ms after it left', () => {
    expect(MENU_HOVER_OPEN_DELAY_MS).toBe(150);
    expect(MENU_HOVER_CLOSE_DELAY_MS).toBe(250);
    const { result } = renderHook(() => useHoverMenu({}));
    act(() => result.current.triggerProps.onPointerEnter(mouse()));
    act(() => void vi.advanceTimersByTime(149));
    expect(result.current.open).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    act(() => result.current.triggerProps.onPointerLeave(mouse()));
    act(() => void vi.advanceTimersByTime(249));
    expect(result.current.open).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it('stays open while the mouse crosses from the entry into the menu', () => {
    const { result } = renderHook(() => useHoverMenu({}));
    act(() => result.current.triggerProps.onPointerEnter(mouse()));
    act(() => void vi.advanceTimersByTime(150));
    act(() => result.current.triggerProps.onPointerLeave(mouse()));
    act(() => void vi.advanceTimersByTime(100));
    act(() => result.current.contentProps.onPointerEnter(mouse()));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
  });

  it('a pointer that only crosses the entry opens nothing; touch never opens by hover', () => {
    const { result } = renderHook(() => useHoverMenu({}));
    act(() => result.current.triggerProps.onPointerEnter(mouse()));
    act(() => void vi.advanceTimersByTime(100));
    act(() => result.current.triggerProps.onPointerLeave(mouse()));
    act(() => result.current.triggerProps.onPointerEnter(mouse({ pointerType: 'touch' })));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(false);
  });

  it('a click on a hover-opened menu pins it open (Radix would toggle it shut)', () => {
    const { result } = renderHook(() => useHoverMenu({}));
    act(() => result.current.triggerProps.onPointerEnter(mouse()));
    act(() => void vi.advanceTimersByTime(150));
    const press = mouse();
    act(() => result.current.triggerProps.onPointerDown(press));
    expect(press.preventDefault).toHaveBeenCalled();
    act(() => result.current.triggerProps.onPointerLeave(mouse()));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
    act(() => result.current.onOpenChange(false));
    expect(result.current.open).toBe(false);
  });

  it('opens on arrival when the mouse was already on the first-paint entry', () => {
    const { result } = renderHook(() => useHoverMenu({ hoveredOnArrival: true }));
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current.open).toBe(true);
  });
});
