import { Select as SelectPrimitive } from 'radix-ui';
import { useId } from 'react';
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
  /** Form field name; Radix renders a hidden native select so the value submits with forms. */
  name?: string;
  id?: string;
  className?: string;
};

export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  id,
  className,
  ...rootProps
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label id={labelId} htmlFor={triggerId} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <SelectPrimitive.Root {...rootProps}>
        <SelectPrimitive.Trigger
          id={triggerId}
          aria-labelledby={labelId}
          className={cn(
            'inline-flex h-10 min-w-40 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink',
            'data-[placeholder]:text-ink-muted disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon className="text-ink-muted">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
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
      </SelectPrimitive.Root>
    </div>
  );
}
