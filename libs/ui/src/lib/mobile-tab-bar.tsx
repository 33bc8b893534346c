// Spec §2: the mobile site's bottom tab bar, four tabs. Shared by the mobile site (client-side
// links with the current tab marked) and the desktop site's mobile promotion pages, which link to
// the mobile site with plain links (spec §2: /promote/mobile counts as a tab-bar route).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';

export interface MobileTab {
  /** The tab's full path on the mobile site. */
  path: '/m' | '/m/product' | '/m/QACommunity' | '/m/about';
  label: MessageDescriptor;
  icon: string;
}

export const MOBILE_TABS: readonly MobileTab[] = [
  { path: '/m', label: msg`Home`, icon: 'M3 11l9-8 9 8v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1v-9z' },
  { path: '/m/product', label: msg`Product`, icon: 'M4 7l8-4 8 4v10l-8 4-8-4V7zm0 0l8 4 8-4m-8 4v10' },
  { path: '/m/QACommunity', label: msg`Knowledge base`, icon: 'M4 5h16v11H8l-4 4V5zm5 5h6' },
  { path: '/m/about', label: msg`About us`, icon: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v.5M12 11v6' },
];

/** A tab's look; the current one is marked. */
export function mobileTabClass(active: boolean): string {
  return [
    'flex h-full flex-col items-center justify-center gap-0.5 text-[11px] outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset',
    active ? 'font-semibold text-brand-700' : 'text-ink-muted',
  ].join(' ');
}

export interface MobileTabBarProps {
  /** How a tab links (the mobile site passes its router's NavLink); a plain link by default. */
  renderLink?: (tab: MobileTab, content: ReactNode) => ReactNode;
}

const plainLink = (tab: MobileTab, content: ReactNode) => (
  <a href={tab.path} className={mobileTabClass(false)}>
    {content}
  </a>
);

export function MobileTabBar({ renderLink = plainLink }: MobileTabBarProps) {
  const { i18n, t } = useLingui();
  return (
    <nav
      aria-label={t`Tab bar`}
      className="fixed inset-x-0 bottom-0 z-(--z-header) border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid h-14 grid-cols-4">
        {MOBILE_TABS.map((tab) => (
          <li key={tab.path}>
            {renderLink(
              tab,
              <>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                  <path d={tab.icon} />
                </svg>
                {i18n._(tab.label)}
              </>,
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
