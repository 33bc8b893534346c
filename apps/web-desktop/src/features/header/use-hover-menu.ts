// Sites of this field open their header menus on hover (issue #13): after a short intent delay, so a
// pointer crossing the header does not flash every menu; click and keyboard keep working, and a
// click on a menu opened by hover pins it open instead of closing it.
import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** How long the mouse rests on an entry before its menu opens. */
export const MENU_HOVER_OPEN_DELAY_MS = 150;
/** How long the menu stays after the mouse left entry and menu (time to cross the gap between them). */
export const MENU_HOVER_CLOSE_DELAY_MS = 250;

export function useHoverMenu({ defaultOpen = false, hoveredOnArrival = false }: { defaultOpen?: boolean; hoveredOnArrival?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => clearTimeout(timer.current);
  const schedule = (next: boolean, delayMs: number) => {
    clear();
    timer.current = setTimeout(() => {
      openedByHover.current = next;
      setOpen(next);
    }, delayMs);
  };

  useEffect(() => {
    // The mouse was already resting on the first-paint entry when this menu's code arrived.
    if (hoveredOnArrival && !defaultOpen) schedule(true, MENU_HOVER_OPEN_DELAY_MS);
    return clear;
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') schedule(true, MENU_HOVER_OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (openedByHover.current) schedule(false, MENU_HOVER_CLOSE_DELAY_MS);
      else clear();
    },
  };

  return {
    open,
    onOpenChange: (next: boolean) => {
      clear();
      openedByHover.current = false;
      setOpen(next);
    },
    triggerProps: {
      ...hoverProps,
      onPointerDown: (event: PointerEvent) => {
        if (!open || !openedByHover.current) return;
        // Radix would toggle the menu shut: a click on a hover-opened menu pins it instead.
        event.preventDefault();
        openedByHover.current = false;
        clear();
      },
    },
    contentProps: hoverProps,
  };
}
