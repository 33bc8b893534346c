// What the closed select looks like, shared by its first-paint trigger (select.tsx) and the real
// Radix trigger (select-menu.tsx): the swap on first contact changes nothing visible.
import { cn } from './cn';
import { focusRing } from './focus-ring';

export const selectTriggerClass = cn(
  'inline-flex h-10 min-w-40 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink',
  // The chosen label stays on the trigger's one line, from its start: a long one (Thai "ทุกไซต์ (ดอลลาร์สหรัฐ)"
  // in a phone's half-width box) wrapped to two centred lines over the border. The open list shows it whole.
  '[&>span:first-child]:truncate [&>span:first-child]:text-left',
  'data-[placeholder]:text-ink-muted disabled:cursor-not-allowed disabled:opacity-50',
  focusRing,
);

export function SelectChevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
