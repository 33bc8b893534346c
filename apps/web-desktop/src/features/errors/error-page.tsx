import { Trans } from '@lingui/react/macro';
import { isChunkLoadError } from '@sealens/domain';
import { StatusMessage, buttonClassName, reloadOnceForChunkError } from '@sealens/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** Spec §2: other errors show their status code (default 500) and a way home. */
export function ErrorPage() {
  const error = useRouteError();
  const status = errorStatus(error);

  // A chunk from an older deploy: reload once (guarded) instead of showing an error.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);

  if (status === 404) return <NotFoundPage />;

  return (
    <StatusMessage
      code={status}
      titleHidden
      title={<Trans>Application error</Trans>}
      // A full page load: whatever broke this page may have broken the client state too.
      action={
        <a href="/" className={buttonClassName('link', 'md', 'text-lg')}>
          <Trans>Application error, click to return home</Trans>
        </a>
      }
    />
  );
}
