// A radio group drawn as segments (WAI-ARIA APG "Radio Group"): one tab stop, on the checked
// option; arrow keys move the focus and the choice together, wrapping at the ends.
import { useRef, type KeyboardEvent } from 'react';
import { cx } from './cx';
import { focusRing } from './focus-ring';
import { nth } from './nth';

export interface SegmentedRadioProps<T extends string | number> {
  /** The group's name: the id of its visible label. */
  labelledBy: string;
  options: readonly { value: T; label: string }[];
  /** Undefined when no option is chosen (the first one is then the tab stop). */
  value: T | undefined;
  onChange(value: T): void;
  className?: string;
}

export function SegmentedRadio<T extends string | number>({ labelledBy, options, value, onChange, className }: SegmentedRadioProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((o) => o.value === value);
  const tabStop = checkedIndex >= 0 ? checkedIndex : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    buttons.current[next]?.focus();
    onChange(nth(options, next).value);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={cx('inline-flex self-start rounded-md border border-border-strong p-0.5', className)}>
      {options.map((option, index) => {
        const checked = index === checkedIndex;
        return (
          <button
            key={String(option.value)}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx('h-8 rounded px-3 text-sm whitespace-nowrap', checked ? 'bg-brand-600 text-ink-inverse hover:bg-brand-700' : 'text-ink hover:bg-surface-muted', focusRing)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
