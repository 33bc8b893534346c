// The interface language as a LocaleCode for the number and money formatters of @sealens/domain.
// Lingui's active locale is one of ours ('tw', not 'zh-TW'); anything else reads as English.
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@sealens/domain';

export function useFormatLocale(): LocaleCode {
  const { i18n } = useLingui();
  return isLocaleCode(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
