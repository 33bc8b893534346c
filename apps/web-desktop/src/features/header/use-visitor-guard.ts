import { useLingui } from '@lingui/react/macro';
import { showToast } from '@sealens/ui';
import type { MouseEvent } from 'react';
import { useIsLoggedIn } from '@sealens/auth';

/** Spec §2/§6: visitors may open only /, /college/home and /pluginIntroduce; other targets warn. */
export function useVisitorGuard() {
  const loggedIn = useIsLoggedIn();
  const { t } = useLingui();
  return (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    // Spec §2's warning: visitors must log in first (issue 27 item 5: not "You are a tourist").
    showToast({ kind: 'warning', message: t`Visitors must log in first: log in to open this page.` });
  };
}
