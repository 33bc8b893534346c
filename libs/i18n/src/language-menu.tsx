// The language menu itself (Radix dropdown): its own chunk, loaded by language-switcher.tsx on first
// contact or when the browser is idle.
import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocaleCode, type LocaleCode } from '@sealens/domain';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  useFocusOnArrival,
  type DeferredMenuProps,
} from '@sealens/ui';
import { useRef, useState } from 'react';
import { changeLocale } from './activate-locale';
import type { FlagIcon } from './flag-icon';
import type { LanguageTriggerContent, languageTriggerClass } from './language-trigger';

/**
 * The trigger's look and the flags, given by the switcher (they are in the first load already): a
 * lazy chunk that imported them itself, beside the first load and the workbench's top bar, made the
 * bundler cut them into a chunk of their own, one more file before every page hydrates.
 */
export interface LanguageMenuLook {
  Flag: typeof FlagIcon;
  TriggerContent: typeof LanguageTriggerContent;
  triggerClass: typeof languageTriggerClass;
}

export interface LanguageMenuProps extends DeferredMenuProps {
  tone: 'light' | 'dark';
  compact: boolean;
  className?: string;
  look: LanguageMenuLook;
}

export default function LanguageMenu({ tone, compact, className, look, defaultOpen = false, focusTrigger = false }: LanguageMenuProps) {
  const { Flag: FlagIcon, TriggerContent: LanguageTriggerContent, triggerClass: languageTriggerClass } = look;
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const current = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const currentLocale = LOCALES.find((l) => l.code === current) ?? LOCALES[2];

  useFocusOnArrival(trigger, { defaultOpen, focusTrigger });

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
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={t`Language: ${currentLocale?.name ?? ''}`}
        aria-busy={pending || undefined}
        className={languageTriggerClass(tone, className)}
      >
        <LanguageTriggerContent code={current} name={currentLocale?.name ?? ''} compact={compact} />
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
