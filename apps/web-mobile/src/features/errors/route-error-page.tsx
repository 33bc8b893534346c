import { Trans } from '@lingui/react/macro';
import { isChunkLoadError } from '@sealens/domain';
import { OfflineBanner, StatusMessage, buttonClassName, reloadOnceForChunkError } from '@sealens/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MobileHeader } from '../shell/mobile-header';
import { TabBar } from '../shell/tab-bar';
import { NotFoundPage } from './not-found-page';

/**
 * Spec §2: the status code (default 500) and a way home; a stale chunk reloads once instead. A page's
 * 404 (its loader found nothing) is the not-found page in the same frame as an unknown address's,
 * header and tab bar included (it came bare: two 404 layouts, issue 27 item 11); another error keeps
 * the bare page, since the shell itself may be what failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);

  if (status === 404) {
    return (
      // The frame of MobileLayout (app/layouts/mobile-layout.tsx), which the error replaces.
      <div className="flex min-h-dvh flex-col pt-12 pb-[calc(3.5rem+env(safe-area-inset-bottom))]" data-testid="not-found-frame">
        <MobileHeader />
        <OfflineBanner />
        <main id="main" className="flex-1">
          <NotFoundPage />
        </main>
        <TabBar />
      </div>
    );
  }
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center">
      <OfflineBanner />
      <StatusMessage
        code={status}
        titleHidden
        title={<Trans>Application error</Trans>}
        action={
          <a href="/m" className={buttonClassName('link', 'md', 'text-base')}>
            <Trans>Application error, click to return home</Trans>
          </a>
        }
      />
    </main>
  );
}
