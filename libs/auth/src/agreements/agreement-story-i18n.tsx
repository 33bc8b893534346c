// Storybook helper: a Lingui instance with the preview's English main catalog but without the
// agreements catalog, so a story sees the loading and error states even after another story merged it.
import { i18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState, type ReactNode } from 'react';

export function WithoutAgreementCatalog({ children }: { children: ReactNode }) {
  const [fresh] = useState(() => {
    const main = Object.fromEntries(Object.entries(i18n.messages).filter(([id]) => !id.startsWith('agreement.')));
    return setupI18n({ locale: 'en', messages: { en: main } });
  });
  return <I18nProvider i18n={fresh}>{children}</I18nProvider>;
}
