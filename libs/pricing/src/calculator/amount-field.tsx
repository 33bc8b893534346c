// One typed input of the calculator: a text field (what was typed stays, even when wrong), its unit,
// and its validation message tied to it for assistive tech.
import { useLingui } from '@lingui/react/macro';
import { cx as cn, FIELD_FOCUS as focusRing } from './class-names';
import type { PricingFieldError } from '../core/query';
import { FIELD_ERROR_MESSAGES } from './pricing-labels';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown after the field ("CNY", "g", "%"). */
  unit: string;
  error?: PricingFieldError | undefined;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
}

export function AmountField({ id, label, value, onChange, onBlur, unit, error, hint, inputMode = 'decimal', className }: AmountFieldProps) {
  const { i18n } = useLingui();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-10 w-full min-w-0 rounded-md border bg-surface px-3 text-sm text-ink tabular-nums',
            error ? 'border-danger-600' : 'border-border-strong',
            focusRing,
          )}
        />
        <span className="shrink-0 text-sm text-ink-muted">{unit}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger-600">
          {i18n._(FIELD_ERROR_MESSAGES[error])}
        </p>
      )}
    </div>
  );
}
