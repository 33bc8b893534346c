// A row of mutually exclusive choices (period, order ...) as pressed/unpressed buttons: every
// choice is visible at once and reachable by Tab, and the pressed one is announced as such.
import { cx } from '../shared/cx';

export interface ChoiceGroupProps<Value extends string | number> {
  /** The group's accessible name. */
  label: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className?: string;
}

export function ChoiceGroup<Value extends string | number>({ label, value, choices, onChange, className }: ChoiceGroupProps<Value>) {
  return (
    <div role="group" aria-label={label} className={cx('inline-flex rounded-md border border-border-strong p-0.5', className)}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => choice.value !== value && onChange(choice.value)}
          className={cx(
            'h-8 rounded px-3 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-focus',
            choice.value === value ? 'bg-brand-600 text-ink-inverse' : 'text-ink hover:bg-surface-muted',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
