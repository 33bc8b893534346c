// The phone's account popover itself (Radix Popover): its own chunk, loaded by account-popover.tsx
// when the browser is idle or on first contact with the button. Its content and the button's look
// come from there (they are in the shell's chunk already), so this chunk holds Radix's popover alone.
import { useFocusOnArrival, type DeferredMenuProps } from '@sealens/ui';
import { Popover } from 'radix-ui';
import { useRef, type ReactNode } from 'react';

export interface AccountPopoverPanelProps extends DeferredMenuProps {
  /** The button's and the popover's name. */
  name: string;
  triggerClassName: string;
  icon: ReactNode;
  children: ReactNode;
}

export default function AccountPopoverPanel({ name, triggerClassName, icon, children, defaultOpen = false, focusTrigger = false }: AccountPopoverPanelProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, { defaultOpen, focusTrigger });
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger ref={trigger} aria-label={name} className={triggerClassName} data-testid="workbench-account-button">
        {icon}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={name}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-(--z-popover) flex w-72 max-w-[calc(100vw-1rem)] flex-col items-start gap-3 rounded-md border border-border bg-surface p-3 text-sm text-ink shadow-md outline-none"
          data-testid="workbench-account-popover"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
