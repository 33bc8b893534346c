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
    showToast({ kind: 'warning', message: t`You are a tourist and need to log in before viewing more information` });
  };
}
