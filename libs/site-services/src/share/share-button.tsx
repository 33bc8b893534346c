import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useState } from 'react';
import type { SharedPage, ShareOutcome } from './wechat-share';

export interface ShareButtonProps {
  /** What is shared (read when the button is pressed: the page's current title and address). */
  page: () => SharedPage;
  className?: string;
}

/** A share button: WeChat's share menu inside WeChat, the share sheet or a copied link elsewhere. */
export function ShareButton({ page, className }: ShareButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const share = async () => {
    setBusy(true);
    // The sharing code and the API clients (and, in WeChat, its SDK) are fetched on the first press only.
    const { shareWithSiteApi } = await import('./share-with-site-api');
    setOutcome(await shareWithSiteApi(page()));
    setBusy(false);
  };
  const said: Record<ShareOutcome, string> = {
    'wechat-ready': t`Tap ··· at the top right to send this page to a friend or to Moments.`,
    shared: t`Shared.`,
    copied: t`Link copied: paste it to share this page.`,
    cancelled: '',
    failed: t`Sharing is not available here: copy the address from the address bar.`,
  };
  return (
    <div className={className}>
      <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => void share()}>
        <Trans>Share this page</Trans>
      </Button>
      <p aria-live="polite" className="mt-2 text-sm text-ink-muted" data-testid="share-outcome" data-outcome={outcome ?? ''}>
        {outcome ? said[outcome] : ''}
      </p>
    </div>
  );
}
