// The workbench's side navigation: the header's data menu (spec §2, its 15 groups and their
// urlCode), with the pages not built yet marked as such. They stay links: opening one answers the
// honest not-found page, as any address that does not exist. The links are plain anchors with one
// click handler for them all (use-link-navigation.ts: a <NavLink> each cost every page's render).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DATA_MENU, workbenchHref } from '../../header/data-menu';
import { useUrlCode } from '../../header/use-url-code';
import { isActiveLink, useLinkNavigation } from './use-link-navigation';
import { ALERT_RULES_PATH, isBuiltWorkbenchPath, METHOD_PATH, NOTIFICATIONS_PATH, pageHeading, WORKBENCH_PAGES } from '../workbench-pages';

// Spec §2's marketplace lists are in no header menu (issue 32): the side navigation lists them after the data menu.
const MARKETPLACE_LISTS = WORKBENCH_PAGES.filter((page) => page.kind === 'ranking' && page.marketplace);
// The short-video marketplace's four lists (issue 32 item 4), a group of their own beside them.
const TIKTOK_LISTS = WORKBENCH_PAGES.filter((page) => page.kind === 'tiktok' && page.view === 'list');

const LINK_CLASS = 'flex items-center justify-between gap-2 rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-focus';
const linkClass = (isActive: boolean) => `${LINK_CLASS} ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink hover:bg-surface-sunken'}`;

/** A link of the navigation: marked as the current page (its look and aria-current) when it is. */
function NavItem({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <a href={href} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
      {children}
    </a>
  );
}

export function WorkbenchNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const urlCode = useUrlCode();
  const { pathname } = useLocation();
  const onClick = useLinkNavigation(onNavigate);
  const item = (path: string, children: ReactNode, { end = false, built = true } = {}) => {
    const href = workbenchHref(path, urlCode);
    return (
      <NavItem href={href} active={built && isActiveLink(pathname, href, end)}>
        {children}
      </NavItem>
    );
  };
  return (
    // The links' clicks, handled here (a plain anchor per link).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav aria-label={t`Workbench`} className="flex flex-col gap-4 p-3" onClick={onClick}>
      {item('home', <Trans>My workbench</Trans>, { end: true })}
      {DATA_MENU.map((group) => (
        <section key={group.title.id} aria-labelledby={`wb-nav-${group.title.id}`}>
          <h2 id={`wb-nav-${group.title.id}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {i18n._(group.title)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.links.map((link) => {
              const label = i18n._(link.label);
              if (link.external) {
                return (
                  <li key={link.to}>
                    <a href={link.to} target="_blank" rel="noopener noreferrer" className={linkClass(false)}>
                      {label}
                      <span className="sr-only">
                        <Trans>(opens in a new tab)</Trans>
                      </span>
                    </a>
                  </li>
                );
              }
              const built = isBuiltWorkbenchPath(link.to);
              return (
                <li key={link.to}>
                  {item(
                    link.to,
                    <>
                      <span className={built ? undefined : 'text-ink-muted'}>{label}</span>
                      {!built && (
                        <span className="shrink-0 rounded bg-surface-sunken px-1.5 text-[11px] text-ink-muted">
                          <Trans>Coming</Trans>
                        </span>
                      )}
                    </>,
                    { built },
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <section aria-labelledby="wb-nav-marketplace-lists">
        <h2 id="wb-nav-marketplace-lists" className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          <Trans>Marketplace lists</Trans>
        </h2>
        <ul className="flex flex-col gap-0.5">
          {MARKETPLACE_LISTS.map((page) => (
            <li key={page.path}>{item(page.path, pageHeading(page, i18n._(page.title)))}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="wb-nav-tiktok">
        {/* A brand, the same in every language. */}
        <h2 id="wb-nav-tiktok" className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          TikTok
        </h2>
        <ul className="flex flex-col gap-0.5">
          {TIKTOK_LISTS.map((page) => (
            <li key={page.path}>{item(page.path, i18n._(page.title))}</li>
          ))}
        </ul>
      </section>
      {/* The monitor centre's own pages (issue 31), beside the data menu's four monitors. */}
      <section aria-labelledby="wb-nav-alerts">
        <h2 id="wb-nav-alerts" className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          <Trans>Alerts</Trans>
        </h2>
        <ul className="flex flex-col gap-0.5">
          <li>{item(ALERT_RULES_PATH, <Trans>Alert rules</Trans>)}</li>
          <li>{item(NOTIFICATIONS_PATH, <Trans>Notifications</Trans>)}</li>
        </ul>
      </section>
      {/* How each figure is made (issue 33 item 4): where every estimate's mark leads too. */}
      {item(METHOD_PATH, <Trans>How our figures are made</Trans>)}
    </nav>
  );
}
