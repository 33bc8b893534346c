import { OfflineBanner } from '@sealens/ui';
import { Outlet } from 'react-router';

/** Spec §2 blank layout: the page alone, plus the offline banner. */
export function BlankLayout() {
  return (
    <div className="min-h-screen">
      <OfflineBanner />
      <Outlet />
    </div>
  );
}
