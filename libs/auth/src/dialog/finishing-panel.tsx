// Spec §4 steps 4-5: token, user info and the finishing calls are running.
import { Trans } from '@lingui/react/macro';
import { Spinner } from '@sealens/ui';

export function FinishingPanel() {
  return (
    <div className="flex flex-col items-center gap-3 py-10">
      <Spinner size="lg" decorative className="text-brand-600" />
      <p role="status" className="text-sm text-ink-muted">
        <Trans>Logging in…</Trans>
      </p>
    </div>
  );
}
