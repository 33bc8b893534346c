// The interface language as a LocaleCode: the language content is asked for and dates are written in.
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@sealens/domain';

export function useReaderLocale(): LocaleCode {
  const { i18n } = useLingui();
  return isLocaleCode(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
