import { Trans } from '@lingui/react/macro';
import { isChunkLoadError } from '@sealens/domain';
import { OfflineBanner, StatusMessage, buttonClassName, reloadOnceForChunkError } from '@sealens/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** Spec §2: the status code (default 500) and a way home; a stale chunk reloads once instead. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);

  if (status === 404) return <NotFoundPage />;
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
