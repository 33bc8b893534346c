import { BackToTop, OfflineBanner } from '@sealens/ui';
import type { FriendlyLink } from '@sealens/site-services';
import type { ComponentType } from 'react';
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { headerOverlaysPage } from '../../features/header/header-appearance';
import { SiteHeader } from '../../features/header/site-header';

/** The id of this layout's route: its lazy half (features/footer/footer-data.ts) brings the footer. */
export const SITE_LAYOUT_ROUTE_ID = 'site-layout';

/** What the layout route's lazy module gives it: the footer (kept out of the first load). */
export interface LayoutHandle {
  Footer: ComponentType<{ links: readonly FriendlyLink[] }>;
}

/** Spec §2 default layout: header, page, back-to-top button, footer. */
export function DefaultLayout() {
  const { pathname } = useLocation();
  const Footer = (useMatches().find((match) => match.id === SITE_LAYOUT_ROUTE_ID)?.handle as LayoutHandle | undefined)?.Footer;
  const links = (useLoaderData() as { friendlyLinks?: FriendlyLink[] } | undefined)?.friendlyLinks ?? [];
  return (
    <div className="flex min-h-screen flex-col">
      <OfflineBanner />
      <SiteHeader />
      <main id="main" className={headerOverlaysPage(pathname) ? 'flex-1' : 'flex-1 pt-16'}>
        <Outlet />
      </main>
      <BackToTop />
      {Footer ? <Footer links={links} /> : null}
    </div>
  );
}
