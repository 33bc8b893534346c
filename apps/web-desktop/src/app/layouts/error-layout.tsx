import { OfflineBanner } from '@sealens/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../features/header/logo';
import { ErrorPageBoundary } from '../../features/errors/error-page-boundary';

/** Spec §2 error layout: logo bar and a centred message. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface-muted">
      <OfflineBanner />
      <header className="flex h-16 items-center border-b border-border bg-surface px-6">
        <Link to="/" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-6 py-16">
        <ErrorPageBoundary>{children}</ErrorPageBoundary>
      </main>
    </div>
  );
}
