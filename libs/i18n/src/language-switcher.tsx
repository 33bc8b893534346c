import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocaleCode, type LocaleCode } from '@sealens/domain';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@sealens/ui';
import { useState } from 'react';
import { changeLocale } from './activate-locale';
import { FlagIcon } from './flag-icon';

export interface LanguageSwitcherProps {
  /** Visual style of the trigger: on a dark/transparent header or on a light surface. */
  tone?: 'light' | 'dark';
  /** Flag only (small headers); the language name stays in the accessible label. */
  compact?: boolean;
  className?: string;
}

/** Spec §2: the seven languages with flag and own-language label; starts on the active language. */
export function LanguageSwitcher({ tone = 'dark', compact = false, className }: LanguageSwitcherProps) {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState(false);
  const current = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const currentLocale = LOCALES.find((l) => l.code === current) ?? LOCALES[2];

  async function choose(value: string) {
    if (!isLocaleCode(value) || value === current) return;
    setPending(true);
    try {
      await changeLocale(value as LocaleCode);
    } finally {
      setPending(false);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t`Language: ${currentLocale?.name ?? ''}`}
        aria-busy={pending || undefined}
        className={[
          'inline-flex h-9 items-center gap-2 rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-focus',
          tone === 'light' ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-surface-muted',
          className ?? '',
        ].join(' ')}
      >
        <FlagIcon code={current} />
        {!compact && <span>{currentLocale?.name}</span>}
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={current} onValueChange={choose}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale.code} value={locale.code} lang={locale.iso}>
              <FlagIcon code={locale.code} />
              {locale.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
