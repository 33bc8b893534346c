// One labelled input of a dialog form with its validation message under it (spec §5). The message
// is the domain's English text, translated here; the input points at it with aria-describedby.
import { useLingui } from '@lingui/react/macro';
import { translateValidation } from '@sealens/i18n';
import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import type { FieldBinding } from './use-form-fields';

export interface FormFieldProps {
  binding: FieldBinding;
  label: ReactNode;
  type?: 'text' | 'password' | 'tel';
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'text';
  maxLength: number;
  placeholder?: string;
  /** Rendered beside the input, e.g. the SMS code button. */
  trailing?: ReactNode;
}

export function FormField({ binding, label, type = 'text', autoComplete, inputMode, maxLength, placeholder, trailing }: FormFieldProps) {
  const { i18n } = useLingui();
  const { id, errorId, value, error, onChange, onBlur } = binding;
  const invalid = error !== undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={id}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={
            'h-10 min-w-0 flex-1 rounded-md border bg-surface px-3 text-sm text-ink placeholder:text-ink-muted ' +
            'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-1 ' +
            (invalid ? 'border-danger-600' : 'border-border-strong')
          }
        />
        {trailing}
      </div>
      {invalid && (
        <p id={errorId} className="text-sm text-danger-700">
          {translateValidation(i18n, error)}
        </p>
      )}
    </div>
  );
}
