import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { deferred, useDeferredTrigger } from './deferred';
import type { SelectMenuProps } from './select-menu';
import { SelectChevron, selectTriggerClass } from './select-trigger';

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

// Radix's select brings floating-ui and the scroll lock (~20 KB gzip): not in a page's first
// JavaScript. A look-alike trigger paints and hydrates first; the real one swaps in on first
// contact (opening at once if it was pressed) or when the browser is idle.
const DeferredSelectMenu = deferred<SelectMenuProps>(() => import('./select-menu'));

/** A labelled select. The choice lives here, so it survives the swap to the real trigger. */
export function Select({ label, hideLabel = false, options, placeholder, id, className, value, defaultValue, onValueChange, disabled, required }: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const chosen = options.find((option) => option.value === current);
  const choose = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredSelectMenu.preload);

  // The attributes and markup of Radix's closed trigger, so the swap is invisible and unheard.
  const firstPaint = (
    <button
      {...triggerProps}
      aria-haspopup={undefined}
      // Like Radix's select: a mouse opens it on press, a finger on release (a touch may be a scroll).
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') triggerProps.onPointerDown(event);
      }}
      role="combobox"
      // Closed, like Radix's own trigger: the list it will control is not mounted yet.
      aria-expanded={false}
      aria-controls={`${triggerId}-list`}
      aria-autocomplete="none"
      aria-required={required}
      id={triggerId}
      aria-labelledby={labelId}
      disabled={disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      className={selectTriggerClass}
    >
      <span className="pointer-events-none">{chosen ? chosen.label : placeholder}</span>
      <span aria-hidden="true" className="text-ink-muted">
        <SelectChevron />
      </span>
    </button>
  );

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label id={labelId} htmlFor={triggerId} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <DeferredSelectMenu
        fallback={firstPaint}
        triggerId={triggerId}
        labelId={labelId}
        options={options}
        // '' is Radix's "nothing chosen" (the placeholder shows).
        value={current ?? ''}
        onValueChange={choose}
        chosenLabel={chosen?.label}
        placeholder={placeholder}
        {...(disabled !== undefined ? { disabled } : {})}
        {...(required !== undefined ? { required } : {})}
        {...menuProps}
      />
    </div>
  );
}
