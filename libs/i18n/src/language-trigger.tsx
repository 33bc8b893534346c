import type { LocaleCode } from '@sealens/domain';
import { FlagIcon } from './flag-icon';

/**
 * The trigger's look, shared by the light first-paint button and the real menu's trigger. A language's
 * name never wraps: in a crowded bar (the workbench's on a phone) "简体中文" stood a character a line.
 */
export function languageTriggerClass(tone: 'light' | 'dark', className = ''): string {
  return [
    'inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-focus',
    tone === 'light' ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-surface-muted',
    className,
  ].join(' ');
}

export function LanguageTriggerContent({ code, name, compact }: { code: LocaleCode; name: string; compact: boolean }) {
  return (
    <>
      <FlagIcon code={code} />
      {!compact && <span>{name}</span>}
      <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
        <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </>
  );
}
