import { MobileAccountButton } from '@sealens/auth';
import { isMobileTabRoute } from '@sealens/domain';
import { LanguageSwitcher } from '@sealens/i18n';
import { MobileTabBar, MobileTopBar, OfflineBanner } from '@sealens/ui';
import { Outlet, useLocation, useNavigate } from 'react-router';

/**
 * Spec §2's "mobile with header and tab bar" layout for the mobile promotion pages this site serves
 * (/promote/mobile, mobile2, mobile3 and their success pages): the mobile header (a back button
 * except on /promote/mobile, which counts as a tab-bar route) and the tab bar, whose tabs open the
 * mobile site. Loaded with those pages only (a lazy layout route), never in the first load.
 */
export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function goBack() {
    // Opened from an ad or a fresh tab there is nothing to go back to: the promotion's own page.
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/promote/mobile');
  }

  return (
    <div className="flex min-h-dvh flex-col pt-12 pb-[calc(3.5rem+env(safe-area-inset-bottom))]" data-layout="mobile">
      <MobileTopBar
        {...(isMobileTabRoute(pathname) ? {} : { onBack: goBack })}
        trailing={
          <>
            <MobileAccountButton />
            <LanguageSwitcher className="h-11 px-2 text-xs" compact />
          </>
        }
      />
      <OfflineBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <MobileTabBar />
    </div>
  );
}
