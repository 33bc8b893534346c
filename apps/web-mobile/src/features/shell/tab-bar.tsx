import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { NavLink } from 'react-router';

// Spec §2: four tabs. Paths are relative to the /m basename.
export const TABS = [
  { to: '/', label: msg`Home`, icon: 'M3 11l9-8 9 8v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1v-9z' },
  { to: '/product', label: msg`Product`, icon: 'M4 7l8-4 8 4v10l-8 4-8-4V7zm0 0l8 4 8-4m-8 4v10' },
  { to: '/QACommunity', label: msg`Knowledge base`, icon: 'M4 5h16v11H8l-4 4V5zm5 5h6' },
  { to: '/about', label: msg`About us`, icon: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v.5M12 11v6' },
] as const;

export function TabBar() {
  const { i18n, t } = useLingui();
  return (
    <nav
      aria-label={t`Tab bar`}
      className="fixed inset-x-0 bottom-0 z-(--z-header) border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid h-14 grid-cols-4">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                [
                  'flex h-full flex-col items-center justify-center gap-0.5 text-[11px] outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset',
                  isActive ? 'font-semibold text-brand-700' : 'text-ink-muted',
                ].join(' ')
              }
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                <path d={tab.icon} />
              </svg>
              {i18n._(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
