// Local state of one dialog form: the typed values (kept through failed submits and re-renders,
// spec §5 "loses nothing already typed"), the validation message of each field (shown on blur and
// on submit), and stable ids for labels, inputs and their messages.
import * as v from 'valibot';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';

/** A field's rule: the domain's message text of the first broken rule, or undefined when valid. */
export type FieldRule<K extends string> = (values: Readonly<Record<K, string>>) => string | undefined;

// valibot's own structural type of "any schema", so every @sealens/domain schema fits.
type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first issue message of a schema for one value (the one a form shows). */
export function firstIssue(schema: AnySchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

/** The first issue message of an object schema that lands on one key (e.g. the confirm of a password pair). */
export function issueAt(schema: AnySchema, input: unknown, key: string): string | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  return result.issues.find((issue) => v.getDotPath(issue) === key)?.message;
}

export interface FieldBinding {
  id: string;
  errorId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface FormFields<K extends string> {
  values: Readonly<Record<K, string>>;
  field(name: K): FieldBinding;
  /**
   * Validates one field now and shows its message (e.g. the phone before an SMS code is sent);
   * an invalid field takes focus so the user lands where the fix is needed.
   */
  validateField(name: K): boolean;
  /** Form onSubmit: validates every active field; calls onValid with the values or focuses the first invalid field. */
  handleSubmit(onValid: (values: Readonly<Record<K, string>>) => void): (event: FormEvent<HTMLFormElement>) => void;
}

export interface FormFieldsOptions<K extends string> {
  /** Fields in display order, with their initial values. */
  initial: Record<K, string>;
  rules: Partial<Record<K, FieldRule<K>>>;
  /** Fields currently hidden are neither validated nor shown (e.g. SMS login's set-password field). */
  isActive?: (name: K) => boolean;
  /** Per-field input filter applied on change, e.g. stripWhitespace for phone and code. */
  normalize?: Partial<Record<K, (value: string) => string>>;
}

export function useFormFields<K extends string>({ initial, rules, isActive, normalize }: FormFieldsOptions<K>): FormFields<K> {
  const prefix = useId();
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const names = Object.keys(initial) as K[];
  const firstName = names[0];

  const idOf = useCallback((name: K) => `${prefix}-${name}`, [prefix]);
  const focus = useCallback((name: K) => document.getElementById(idOf(name))?.focus(), [idOf]);

  // The form mounts when its dialog mode opens: focus its first field. This runs before Radix's
  // focus scope looks for something to focus, so the scope keeps it.
  useEffect(() => {
    if (firstName !== undefined) focus(firstName);
  }, [focus, firstName]);

  const check = (name: K, all: Record<K, string>): string | undefined =>
    isActive && !isActive(name) ? undefined : rules[name]?.(all);

  const showError = (name: K): string | undefined => {
    const message = check(name, values);
    setErrors((previous) => ({ ...previous, [name]: message }));
    return message;
  };

  const validateField = (name: K): boolean => {
    if (showError(name) === undefined) return true;
    focus(name);
    return false;
  };

  const field = (name: K): FieldBinding => ({
    id: idOf(name),
    errorId: `${idOf(name)}-error`,
    value: values[name],
    error: errors[name],
    onChange: (raw) => {
      const filter = normalize?.[name];
      const next = { ...values, [name]: filter ? filter(raw) : raw };
      setValues(next);
      // A field already showing a message re-checks as the user corrects it.
      if (errors[name] !== undefined) setErrors((previous) => ({ ...previous, [name]: check(name, next) }));
    },
    onBlur: () => {
      showError(name);
    },
  });

  const handleSubmit =
    (onValid: (values: Readonly<Record<K, string>>) => void) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      const next: Partial<Record<K, string>> = {};
      for (const name of names) next[name] = check(name, values);
      setErrors(next);
      const firstInvalid = names.find((name) => next[name] !== undefined);
      if (firstInvalid === undefined) onValid(values);
      else focus(firstInvalid);
    };

  return { values, field, validateField, handleSubmit };
}
