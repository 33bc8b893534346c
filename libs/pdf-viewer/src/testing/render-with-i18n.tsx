// Component tests render inside a Lingui provider with no catalog, so the English source text shows.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

export function renderWithI18n(ui: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
