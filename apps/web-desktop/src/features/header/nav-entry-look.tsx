// The look of the header's top-level entries, without any menu code: the first paint uses it, and
// the menus (their own chunks) use the same classes, so nothing moves when they arrive.
import type { ComponentProps } from 'react';

export const navTriggerClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 text-[15px] font-medium outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-focus data-[state=open]:bg-current/10';

export const navLinkClass =
  'inline-flex h-10 items-center rounded-md px-3 text-[15px] font-medium outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-focus';

export function Chevron() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** A menu entry before its menu's code arrived (first paint): identical to the real trigger. */
export function NavTriggerFirstPaint({ children, ...props }: ComponentProps<'button'>) {
  return (
    <button {...props} data-state="closed" className={navTriggerClass}>
      {children}
      <Chevron />
    </button>
  );
}
