import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger, useFocusOnArrival, type DeferredMenuProps } from '@sealens/ui';
import { useRef, type ReactNode } from 'react';
import { Chevron, navTriggerClass } from './nav-entry-look';
import { useHoverMenu } from './use-hover-menu';

export interface NavMenuProps {
  /** The entry's text in the header. */
  label: ReactNode;
  /** What happened to the first-paint entry before this menu's code arrived. */
  arrival: DeferredMenuProps;
  align?: 'start' | 'end';
  /** Classes of the menu panel (its grid and width). */
  className?: string;
  children: ReactNode;
}

/** A top-level header entry and its menu (inside the menu's own chunk): opens on hover, click or keyboard. */
export function NavMenu({ label, arrival, align = 'start', className, children }: NavMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(ref, arrival);
  const { open, onOpenChange, triggerProps, contentProps } = useHoverMenu(arrival);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger ref={ref} className={navTriggerClass} {...triggerProps}>
        {label}
        <Chevron />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className={className} {...contentProps}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
