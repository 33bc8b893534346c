import { HoverCard as HoverCardPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export const HoverCard = HoverCardPrimitive.Root;
export const HoverCardTrigger = HoverCardPrimitive.Trigger;

/**
 * Hover cards are for sighted mouse users only (Radix hides them from keyboard/AT by design),
 * so never put the only copy of important information or actions here.
 */
export function HoverCardContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentPropsWithRef<typeof HoverCardPrimitive.Content>) {
  return (
    <HoverCardPrimitive.Portal>
      <HoverCardPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-(--z-popover) w-72 rounded-lg border border-border bg-surface p-4 text-sm text-ink shadow-md outline-none',
          className,
        )}
        {...props}
      />
    </HoverCardPrimitive.Portal>
  );
}
