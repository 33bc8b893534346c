import { OfflineBanner } from '@sealens/ui';
import { Outlet } from 'react-router';

/** Spec §2: mobile blank layout (pop-up pages such as the lottery results). */
export function MobileBlankLayout() {
  return (
    <div className="min-h-dvh">
      <OfflineBanner />
      <Outlet />
    </div>
  );
}
