// The real select (Radix, with floating-ui and the scroll lock): its own chunk, loaded by select.tsx
// on first contact with a select or when the browser is idle.
import { Select as SelectPrimitive } from 'radix-ui';
import { useRef, useState, type ReactNode } from 'react';
import { CheckIcon } from './check-icon';
import { cn } from './cn';
import { useFocusOnArrival, type DeferredMenuProps } from './deferred';
import type { SelectOption } from './select';
import { SelectChevron, selectTriggerClass } from './select-trigger';

export interface SelectMenuProps extends DeferredMenuProps {
  triggerId: string;
  labelId: string;
  options: readonly SelectOption[];
  /** '' when nothing is chosen (Radix shows the placeholder). */
  value: string;
  onValueChange: (value: string) => void;
  chosenLabel: ReactNode;
  placeholder?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/**
 * The list is mounted only while open, and the trigger shows the chosen option's label itself: a
 * closed Radix select otherwise renders every option once more after mounting (to find the chosen
 * one's text), a synchronous render that was the longest task of a phone's start (issue 9).
 */
export default function SelectMenu({
  triggerId,
  labelId,
  options,
  value,
  onValueChange,
  chosenLabel,
  placeholder,
  defaultOpen = false,
  focusTrigger = false,
  ...rootProps
}: SelectMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, { defaultOpen, focusTrigger });
  return (
    <SelectPrimitive.Root {...rootProps} value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
      <SelectPrimitive.Trigger ref={trigger} id={triggerId} aria-labelledby={labelId} className={selectTriggerClass}>
        <SelectPrimitive.Value placeholder={placeholder}>{chosenLabel}</SelectPrimitive.Value>
        <SelectPrimitive.Icon className="text-ink-muted">
          <SelectChevron />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {open && (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-(--z-popover) max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface shadow-md"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cn(
                    'relative flex cursor-pointer items-center rounded-sm py-2 pr-8 pl-3 text-sm text-ink outline-none select-none',
                    'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
                  )}
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
                    <CheckIcon />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      )}
    </SelectPrimitive.Root>
  );
}
