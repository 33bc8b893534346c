import { DropdownMenuTrigger } from '@sealens/ui';
import type { ReactNode } from 'react';

/** The look of a top-level header entry that opens a menu. */
export function NavTrigger({ children }: { children: ReactNode }) {
  return (
    <DropdownMenuTrigger className="inline-flex h-10 items-center gap-1 rounded-md px-3 text-[15px] font-medium outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-focus data-[state=open]:bg-current/10">
      {children}
      <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
        <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </DropdownMenuTrigger>
  );
}

export const navLinkClass =
  'inline-flex h-10 items-center rounded-md px-3 text-[15px] font-medium outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-focus';
