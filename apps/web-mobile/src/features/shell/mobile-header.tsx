import { useLingui } from '@lingui/react/macro';
import { isMobileTabRoute } from '@sealens/domain';
import { LanguageSwitcher } from '@sealens/i18n';
import { useLocation, useNavigate } from 'react-router';
import { AccountButton } from './account-button';

/** Spec §2: always the product title; a back button outside the tab-bar routes. */
export function MobileHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const showBack = !isMobileTabRoute(pathname === '/' ? '/m' : `/m${pathname}`);

  function goBack() {
    // Opened from a link or a fresh tab there is nothing to go back to: go home instead.
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/');
  }

  return (
    <header className="fixed inset-x-0 top-0 z-(--z-header) grid h-12 grid-cols-[minmax(3rem,1fr)_auto_minmax(3rem,1fr)] items-center border-b border-border bg-surface px-1">
      {showBack ? (
        <button
          type="button"
          onClick={goBack}
          aria-label={t`Back`}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
      ) : (
        <span />
      )}
      <p className="text-center text-base font-semibold text-ink">SeaLens</p>
      <div className="flex items-center justify-self-end">
        <AccountButton />
        <LanguageSwitcher className="h-11 px-2 text-xs" compact />
      </div>
    </header>
  );
}
