import { DropdownMenuTrigger, useFocusOnArrival, type DeferredMenuProps } from '@sealens/ui';
import { useRef, type ReactNode } from 'react';
import { Chevron, navTriggerClass } from './nav-entry-look';

/** A top-level header entry that opens a menu (inside the menu's own chunk). */
export function NavTrigger({ children, arrival }: { children: ReactNode; arrival: DeferredMenuProps }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(ref, arrival);
  return (
    <DropdownMenuTrigger ref={ref} className={navTriggerClass}>
      {children}
      <Chevron />
    </DropdownMenuTrigger>
  );
}
