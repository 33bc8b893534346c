// Unit tests render components the way the sites do: inside a Lingui provider, here with no
// catalog, so the English source text shows. One copy for every library's tests.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export const testI18n = setupI18n({ locale: 'en', messages: { en: {} } });

export function wrapI18n(node: ReactNode) {
  return <I18nProvider i18n={testI18n}>{node}</I18nProvider>;
}

function Providers({ children }: { children: ReactNode }) {
  return wrapI18n(children);
}

export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
