// What a widget shows when its call failed (spec §8: never a blank widget): the reason in the
// reader's language and, when it can, a way to try again. Offline the reason is the network, in the
// words of spec §4's offline banner (issue 27 item 8).
import { Trans } from '@lingui/react/macro';
import { Button, useOnlineStatus } from '@sealens/ui';
import type { ReactNode } from 'react';

export function LoadFailed({ message, onRetry }: { message: ReactNode; onRetry?: (() => void) | undefined }) {
  const online = useOnlineStatus();
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 py-6 text-sm text-ink-muted">
      <p>{online ? message : <Trans>Network connection error, please check the network</Trans>}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
