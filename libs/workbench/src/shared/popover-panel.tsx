// The blocks' popover panel: Radix Popover (focus moves in, Escape and an outside click close it,
// focus returns to the trigger) with the look of libs/ui's menus.
import { DROPDOWN_MAX_HEIGHT_PX } from '@sealens/domain';
import { Popover } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export const PopoverRoot = Popover.Root;
export const PopoverTrigger = Popover.Trigger;
export const PopoverClose = Popover.Close;

export function PopoverPanel({ className, style, sideOffset = 4, align = 'end', ...props }: ComponentPropsWithRef<typeof Popover.Content>) {
  return (
    <Popover.Portal>
      <Popover.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cx('z-(--z-popover) w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-border bg-surface p-3 text-sm text-ink shadow-md', className)}
        style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX, ...style }}
        {...props}
      />
    </Popover.Portal>
  );
}
