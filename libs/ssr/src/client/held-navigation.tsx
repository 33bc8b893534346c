// Offline keeps the page (issue 27 item 8): the chunk that holds a started router's navigations for
// the network (offline-navigation.ts) and shows their notice. start-site.tsx loads it once the page has
// started, so the first load does not carry it (its default export: the shortest call there). The
// notice is a small root of its own (the server rendered nothing of it), in the reader's language.
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { dismissHeldNavigation, holdRoutes, isNavigationHeld, retryHeldNavigation, retryWhenOnline, subscribeHeldNavigation } from './offline-navigation';

type Router = ReturnType<typeof createBrowserRouter>;

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

/** Holds `router`'s loaders and route modules for the network and shows the notice of a held navigation. */
export default function holdNavigations(router: Router): void {
  holdRoutes(router.routes, () => {
    const to = router.state.navigation.location;
    return to ? router.createHref(to) : null;
  });
  retryWhenOnline();
  // Offline, the chunk guard (libs/ui chunk-reload-guard.ts) does not reload, so a failed module
  // download reaches the held route.
  // A navigation that finished (elsewhere) ends the notice of one that was held.
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') dismissHeldNavigation();
  });
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <HeldNavigationNotice />
    </I18nProvider>,
  );
}
