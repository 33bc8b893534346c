import { OfflineBanner } from '@sealens/ui';
import { Outlet } from 'react-router';
import { MobileFooter } from '../../features/footer/mobile-footer';
import { MobileHeader } from '../../features/shell/mobile-header';
import { TabBar } from '../../features/shell/tab-bar';

/** Spec §2: mobile layout with header and bottom tab bar. */
export function MobileLayout() {
  return (
    <div className="flex min-h-dvh flex-col pt-12 pb-[calc(3.5rem+env(safe-area-inset-bottom))]">
      <MobileHeader />
      <OfflineBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <MobileFooter />
      <TabBar />
    </div>
  );
}
