import { DROPDOWN_MAX_HEIGHT_PX } from '@sealens/domain';
import { DropdownMenu as MenuPrimitive, Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon } from './check-icon';
import { cn } from './cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

const itemClass =
  'relative flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm text-ink outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export function DropdownMenuContent({
  className,
  style,
  sideOffset = 4,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-(--z-popover) min-w-48 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-md',
          className,
        )}
        // Spec §2/§9: every dropdown stops at this height and scrolls.
        style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX, ...style }}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={cn(itemClass, className)} {...props} />;
}

export type DropdownMenuLinkItemProps = ComponentPropsWithRef<'a'> & {
  /** Render the child (e.g. a router Link) instead of an <a>. */
  asChild?: boolean;
  disabled?: boolean;
};

/** A menu item that navigates. It stays a real link so middle-click and "open in new tab" work. */
export function DropdownMenuLinkItem({ className, asChild = false, disabled, ...props }: DropdownMenuLinkItemProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <MenuPrimitive.Item asChild disabled={disabled} className={cn(itemClass, className)}>
      <Comp {...props} />
    </MenuPrimitive.Item>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}

export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;

/** A single-choice item (e.g. the language switcher); the check mark shows the current choice. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cn(itemClass, 'pr-8', className)} {...props}>
      {children}
      <MenuPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <CheckIcon />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  );
}
