import { useLingui } from '@lingui/react/macro';
import { cn } from './cn';
import { useOnlineStatus } from './use-online-status';

export type OfflineBannerProps = { className?: string };

/** Shown while the browser is offline (spec §2: blank and mobile layouts). Renders nothing when online. */
export function OfflineBanner({ className }: OfflineBannerProps) {
  const { t } = useLingui();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="alert" className={cn('bg-danger-600 px-4 py-2 text-center text-sm font-medium text-ink-inverse', className)}>
      {t`Network connection error, please check the network`}
    </div>
  );
}
