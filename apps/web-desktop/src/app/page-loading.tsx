import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@sealens/ui';

/** Shown while the first page's chunk arrives; fills the viewport so nothing jumps when it lands. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-label={t`Loading`}>
      <Spinner size="lg" />
    </div>
  );
}
