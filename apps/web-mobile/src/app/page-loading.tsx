import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@sealens/ui';

export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label={t`Loading`}>
      <Spinner size="lg" />
    </div>
  );
}
