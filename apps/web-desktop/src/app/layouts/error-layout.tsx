import { OfflineBanner } from '@sealens/ui';
import type { ReactNode } from 'react';
import { Link, useRouteError } from 'react-router';
import { errorStatus } from '../../features/errors/error-page';
import { Logo } from '../../features/header/logo';
import { SiteHeader } from '../../features/header/site-header';
import { ErrorPageBoundary } from '../../features/errors/error-page-boundary';

/**
 * Spec §2 error layout: a centred message. The not-found page gets the site's header (navigation,
 * language) so a visitor has a way on, whether the address is unknown or a page's loader answered
 * 404 (that one had the plain bar: two 404 layouts, issue 27 item 11); an application error keeps the
 * plain logo bar, since the header itself may be what failed.
 */
export function ErrorLayout({ children, withSiteHeader }: { children: ReactNode; withSiteHeader?: boolean }) {
  const error = useRouteError();
  const siteHeader = withSiteHeader ?? (error !== undefined && errorStatus(error) === 404);
  return (
    <div className="flex min-h-screen flex-col bg-surface-muted">
      <OfflineBanner />
      {siteHeader ? (
        <SiteHeader />
      ) : (
        <header className="flex h-16 items-center border-b border-border bg-surface px-6">
          <Link to="/" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus">
            <Logo />
          </Link>
        </header>
      )}
      <main id="main" className={['flex flex-1 items-center justify-center px-6 py-16', siteHeader ? 'mt-16' : ''].join(' ')}>
        <ErrorPageBoundary>{children}</ErrorPageBoundary>
      </main>
    </div>
  );
}
