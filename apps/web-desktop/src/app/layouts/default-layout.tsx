import { BackToTop, OfflineBanner } from '@sealens/ui';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../../features/footer/site-footer';
import { headerOverlaysPage } from '../../features/header/header-appearance';
import { SiteHeader } from '../../features/header/site-header';

/** Spec §2 default layout: header, page, back-to-top button, footer. */
export function DefaultLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <OfflineBanner />
      <SiteHeader />
      <main id="main" className={headerOverlaysPage(pathname) ? 'flex-1' : 'flex-1 pt-16'}>
        <Outlet />
      </main>
      <BackToTop />
      <SiteFooter />
    </div>
  );
}
