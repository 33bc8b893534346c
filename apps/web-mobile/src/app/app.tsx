import type { I18n } from '@lingui/core';
import { ServerMemberViewProvider } from '@sealens/auth';
import { SiteProviders } from '@sealens/i18n';
import type { ReactNode } from 'react';

/** The providers around the router, the same on the server and in the browser. */
export function SiteApp({ router, i18n, member }: { router: ReactNode; i18n?: I18n; member: boolean }) {
  return (
    <SiteProviders i18n={i18n}>
      <ServerMemberViewProvider member={member}>{router}</ServerMemberViewProvider>
    </SiteProviders>
  );
}
