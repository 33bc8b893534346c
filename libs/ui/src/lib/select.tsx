import { Select as SelectPrimitive } from 'radix-ui';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = {
  /** Visible label; the trigger is named by it, so a select is never unlabelled. */
  label: ReactNode;
  /** Keep the label for assistive tech but do not show it. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
};

/**
 * A labelled select. Its list is mounted only while open, and the trigger shows the chosen option's
 * label itself: a closed Radix select otherwise renders every option once more after mounting (to
 * find the chosen one's text), a synchronous render that was the longest task of a phone's start
 * (issue 9: the home's site and category selects). So the closed trigger has no typeahead.
 */
export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  id,
  className,
  value,
  defaultValue,
  onValueChange,
  ...rootProps
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const [open, setOpen] = useState(false);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const chosen = options.find((option) => option.value === current);
  const choose = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label id={labelId} htmlFor={triggerId} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {/* '' is Radix's "nothing chosen" (the placeholder shows). */}
      <SelectPrimitive.Root {...rootProps} value={current ?? ''} onValueChange={choose} open={open} onOpenChange={setOpen}>
        <SelectPrimitive.Trigger
          id={triggerId}
          aria-labelledby={labelId}
          className={cn(
            'inline-flex h-10 min-w-40 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink',
            'data-[placeholder]:text-ink-muted disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
        >
          <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
          <SelectPrimitive.Icon className="text-ink-muted">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
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
                      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                        <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        )}
      </SelectPrimitive.Root>
    </div>
  );
}
