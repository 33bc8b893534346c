// Spec §4 step 3: identity auth succeeded; the machine counts AUTH_SUCCESS_COUNTDOWN_S down, then reloads.
import { Trans } from '@lingui/react/macro';
import { LineIcon } from '@sealens/ui';

export function AuthSuccessPanel({ secondsLeft }: { secondsLeft: number }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
        <LineIcon name="check" className="size-8" />
      </span>
      <p role="status" className="text-base text-ink">
        <Trans>Authentication successful, the page will reload in {secondsLeft} s</Trans>
      </p>
    </div>
  );
}
