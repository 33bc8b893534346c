import { OfflineBanner } from '@sealens/ui';
import { Outlet } from 'react-router';
import { TabBar } from '../../features/shell/tab-bar';

/** Spec §2: mobile layout without header (full-bleed landing pages), tab bar kept. */
export function MobileNoHeaderLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))]">
      <OfflineBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <TabBar />
    </div>
  );
}
