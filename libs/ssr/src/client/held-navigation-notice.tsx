// The notice of a navigation held for the network (offline-navigation.ts): the page the reader is on
// stays; this says why nothing opened and offers to try again.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useSyncExternalStore } from 'react';
import { isNavigationHeld, retryHeldNavigation, subscribeHeldNavigation } from './offline-navigation';

export function HeldNavigationNotice() {
  const { t } = useLingui();
  const held = useSyncExternalStore(subscribeHeldNavigation, isNavigationHeld, () => false);
  if (!held) return null;
  return (
    <div
      role="alert"
      data-testid="held-navigation"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg bg-ink px-4 py-3 text-sm text-ink-inverse shadow-lg"
    >
      <p className="flex-1">{t`The page could not be opened: check the network. You stay on this page.`}</p>
      <Button size="sm" variant="secondary" onClick={retryHeldNavigation}>
        {t`Retry`}
      </Button>
    </div>
  );
}
