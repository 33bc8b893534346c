// The look of the blocks' form fields (native inputs and selects: they work on every phone and
// with every screen reader without a script).
import { focusRing } from './focus-ring';

export const fieldClass = `h-9 w-full min-w-0 rounded-md border border-border-strong bg-surface px-2 text-sm text-ink ${focusRing}`;
export const invalidFieldClass = 'border-danger-600';
export const labelClass = 'text-xs font-medium text-ink-muted';
export const errorClass = 'text-xs text-danger-700';
