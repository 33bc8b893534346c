// What a content page shows when its data could not be had: the reason in the reader's language
// and a retry that runs the page's loader again.
import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@sealens/ui';

export interface ContentLoadErrorProps {
  onRetry: () => void;
  /** The retry is running. */
  retrying?: boolean;
}

export function ContentLoadError({ onRetry, retrying = false }: ContentLoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-md bg-surface-muted py-10 text-center" data-testid="content-error">
      <p className="text-ink">
        <Trans>The content could not be loaded. Check the network and try again.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner size="sm" decorative /> : null}
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
