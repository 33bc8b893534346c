// Class-name helpers of the calculator. FIELD_FOCUS is the look of libs/ui's focus ring (not
// exported there) so keyboard focus looks the same as every other control.
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

export const FIELD_FOCUS = 'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

export const SELECT_CLASS = 'h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-ink';
