import { I18nProvider } from '@lingui/react';
import { ToastProvider } from '@sealens/ui';
import type { ReactNode } from 'react';
import { i18n } from './activate-locale';

/** What both sites wrap around their router: the active language and the one-at-a-time toast. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nProvider>
  );
}
