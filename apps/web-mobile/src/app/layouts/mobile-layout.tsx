import { HydrateWhenVisible } from '@sealens/ssr';
import { OfflineBanner } from '@sealens/ui';
import type { ComponentType } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import type { FriendlyLink } from '@sealens/site-services';
import { MobileHeader } from '../../features/shell/mobile-header';
import { TabBar } from '../../features/shell/tab-bar';

/** The id of this layout's route: its lazy half (features/footer/footer-data.ts) brings the footer. */
export const MOBILE_LAYOUT_ROUTE_ID = 'mobile-layout';

/** What the layout route's lazy module gives it: the footer (kept out of the first load). */
export interface LayoutHandle {
  Footer: ComponentType<{ links: readonly FriendlyLink[] }>;
}

/** Spec §2: mobile layout with header, footer and bottom tab bar. */
export function MobileLayout() {
  const Footer = (useMatches().find((match) => match.id === MOBILE_LAYOUT_ROUTE_ID)?.handle as LayoutHandle | undefined)?.Footer;
  const links = (useLoaderData() as { friendlyLinks?: FriendlyLink[] } | undefined)?.friendlyLinks ?? [];
  return (
    <div className="flex min-h-dvh flex-col pt-12 pb-[calc(3.5rem+env(safe-area-inset-bottom))]">
      <MobileHeader />
      <OfflineBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {Footer ? (
        <HydrateWhenVisible>
          <Footer links={links} />
        </HydrateWhenVisible>
      ) : null}
      <TabBar />
    </div>
  );
}
