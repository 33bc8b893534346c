// Test helper: each test gets its own Lingui instance, so catalogs merged by one test never leak into the next.
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export function renderInLocale(ui: ReactElement, locale = 'en'): ReturnType<typeof render> & { i18n: I18n } {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  // A wrapper (not a parent element) keeps the provider around `rerender` too.
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const result = render(ui, { wrapper });
  return { ...result, i18n };
}
