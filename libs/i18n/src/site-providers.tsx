import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ToastProvider } from '@sealens/ui';
import type { ReactNode } from 'react';
import { i18n } from './activate-locale';

/**
 * What both sites wrap around their router: the active language and the one-at-a-time toast.
 * The browser uses the shared instance; a server render passes its own (createRequestI18n).
 */
export function SiteProviders({ children, i18n: instance = i18n }: { children: ReactNode; i18n?: I18n }) {
  return (
    <I18nProvider i18n={instance}>
      <ToastProvider>{children}</ToastProvider>
    </I18nProvider>
  );
}
