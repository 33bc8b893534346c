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
  width = 288,
  style,
  ...props
}: ComponentPropsWithRef<typeof HoverCardPrimitive.Content> & {
  /** Card width in pixels. */
  width?: number;
}) {
  return (
    <HoverCardPrimitive.Portal>
      <HoverCardPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-(--z-popover) rounded-lg border border-border bg-surface p-4 text-sm text-ink shadow-md outline-none',
          className,
        )}
        style={{ width, ...style }}
        {...props}
      />
    </HoverCardPrimitive.Portal>
  );
}
