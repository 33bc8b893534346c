import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocaleCode } from '@sealens/domain';
import { deferred, useDeferredTrigger } from '@sealens/ui';
import { FlagIcon } from './flag-icon';
import type { LanguageMenuLook, LanguageMenuProps } from './language-menu';
import { LanguageTriggerContent, languageTriggerClass } from './language-trigger';

// The menu's code (Radix, floating-ui) is not in the first JavaScript of a page: a look-alike
// button paints first and the menu swaps in on first contact or when the browser is idle.
const DeferredLanguageMenu = deferred<LanguageMenuProps>(() => import('./language-menu'));
const LOOK: LanguageMenuLook = { Flag: FlagIcon, TriggerContent: LanguageTriggerContent, triggerClass: languageTriggerClass };

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
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredLanguageMenu.preload);
  const current = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const currentLocale = LOCALES.find((l) => l.code === current);
  const name = currentLocale?.name ?? '';

  const firstPaint = (
    <button {...triggerProps} aria-label={t`Language: ${currentLocale?.name ?? ''}`} className={languageTriggerClass(tone, className)}>
      <LanguageTriggerContent code={current} name={name} compact={compact} />
    </button>
  );

  return <DeferredLanguageMenu fallback={firstPaint} tone={tone} compact={compact} className={className} look={LOOK} {...menuProps} />;
}
