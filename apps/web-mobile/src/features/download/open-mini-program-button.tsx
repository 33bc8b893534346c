// "Open the mini program": a real link to the weixin:// address the server gives (GET
// /public/mini/urlScheme), asked for as soon as the button shows, so one tap opens WeChat (iOS
// follows a link only from the tap itself). Loading, and an error with a retry, take its place.
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { Button, LineIcon, Spinner, buttonClassName } from '@sealens/ui';
import { useCallback, useEffect, useState } from 'react';
import { fetchMiniProgramLink, type MiniProgramLink } from './mini-program-link';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; link: MiniProgramLink };

export interface OpenMiniProgramButtonProps {
  /** Asks for the link; the site's call by default (tests pass a fake). */
  fetchLink?: () => Promise<MiniProgramLink>;
}

export function OpenMiniProgramButton({ fetchLink }: OpenMiniProgramButtonProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    (fetchLink ?? (() => fetchMiniProgramLink(siteApi().main)))().then(
      (link) => setState({ status: 'ready', link }),
      () => setState({ status: 'failed' }),
    );
  }, [fetchLink]);
  useEffect(load, [load]);

  if (state.status === 'ready') {
    return (
      <a href={state.link.openlink} className={buttonClassName('primary', 'lg', 'w-full')} data-testid="open-mini-program">
        <LineIcon name="mini" /> <Trans>Open the mini program</Trans>
      </a>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-stretch gap-2">
        <p className="text-sm text-danger-700">
          <Trans>The mini program link could not be had. Check the network and try again.</Trans>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setState({ status: 'loading' });
            load();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <span role="status" className={buttonClassName('primary', 'lg', 'w-full opacity-70')} aria-busy="true">
      <Spinner decorative /> <Trans>Preparing the mini program link…</Trans>
    </span>
  );
}
