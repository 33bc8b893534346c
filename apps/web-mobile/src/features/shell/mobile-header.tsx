import { MobileAccountButton } from '@sealens/auth';
import { isMobileTabRoute } from '@sealens/domain';
import { LanguageSwitcher } from '@sealens/i18n';
import { MobileTopBar } from '@sealens/ui';
import { useLocation, useNavigate } from 'react-router';

/** Spec §2: always the product title; a back button outside the tab-bar routes. */
export function MobileHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showBack = !isMobileTabRoute(pathname === '/' ? '/m' : `/m${pathname}`);

  function goBack() {
    // Opened from a link or a fresh tab there is nothing to go back to: go home instead.
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/');
  }

  return (
    <MobileTopBar
      {...(showBack ? { onBack: goBack } : {})}
      trailing={
        <>
          <MobileAccountButton />
          <LanguageSwitcher className="h-11 px-2 text-xs" compact />
        </>
      }
    />
  );
}
