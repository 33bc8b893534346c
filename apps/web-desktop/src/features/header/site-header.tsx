import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '@sealens/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountEntry } from './account-entry';
import { headerLook } from './header-appearance';
import { ClassroomMenuEntry, DataMenuEntry, MobileMenuEntry, ProductMenuEntry } from './header-menus';
import { Logo } from './logo';
import { navLinkClass } from './nav-entry-look';
import { useWindowScrollY } from './use-window-scroll-y';

export function SiteHeader() {
  const { pathname } = useLocation();
  const scrollY = useWindowScrollY();
  const { i18n, t } = useLingui();
  const look = headerLook(pathname, scrollY);
  const transparent = look === 'transparent';
  const showClassroom = i18n.locale === 'zh' || i18n.locale === 'tw';

  return (
    <header
      data-transparent={transparent}
      data-look={look}
      className={[
        'fixed inset-x-0 top-0 z-(--z-header) h-16 transition-[background-color,box-shadow,color] duration-200',
        transparent ? 'bg-transparent text-white' : look === 'scrolled' ? 'bg-surface text-ink shadow-md' : 'bg-surface text-ink shadow-sm',
      ].join(' ')}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:text-ink">
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-6 px-6">
        <Link to="/" aria-label={t`SeaLens home`} className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus">
          <Logo tone={transparent ? 'light' : 'dark'} />
        </Link>
        <nav aria-label={t`Main`} className="flex flex-1 items-center gap-1">
          <NavLink to="/" end className={navLinkClass}>
            <Trans>Home</Trans>
          </NavLink>
          <DataMenuEntry />
          <ProductMenuEntry />
          {showClassroom && <ClassroomMenuEntry />}
          <MobileMenuEntry />
          <Link to="/pluginIntroduce" className={navLinkClass}>
            <Trans>Plugin introduction</Trans>
          </Link>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitcher tone={transparent ? 'light' : 'dark'} />
          <AccountEntry tone={transparent ? 'light' : 'dark'} />
        </div>
      </div>
    </header>
  );
}
