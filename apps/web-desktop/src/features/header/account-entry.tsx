import { Trans } from '@lingui/react/macro';
import { preloadLogin, useHydrated, useIsLoggedIn, useUser } from '@sealens/auth';
import { Button, buttonClassName, deferred, useDeferredTrigger } from '@sealens/ui';
import { Link, useLocation } from 'react-router';
import type { MemberMenuProps } from './member-menu';
import type { VisitorGuideProps } from './visitor-guide';
import { openLoginInPlace, useLoginPageHref } from './login-link';

// The hover guide and the account menu are their own chunks (issue #9): their first-paint buttons
// look the same and already work (register|login opens the dialog before the guide's code arrives).
const DeferredVisitorGuide = deferred<VisitorGuideProps>(() => import('./visitor-guide'));
const DeferredMemberMenu = deferred<MemberMenuProps>(() => import('./member-menu'));

/** The account button's look on the header: white over the transparent (dark hero) header, ink on the solid one. */
export function accountMenuTriggerClass(tone: 'light' | 'dark'): string {
  return buttonClassName(tone === 'light' ? 'ghostInverse' : 'ghost', 'sm', 'max-w-40 truncate');
}

/** Spec §2: members get the backstage button; visitors get register|login (the login dialog) and the benefits guide. */
export function AccountEntry({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <MemberEntry tone={tone} /> : <VisitorEntry />;
}

function MemberEntry({ tone }: { tone: 'light' | 'dark' }) {
  const user = useUser();
  // Issue 27 item 4: not on the workbench itself, and in the same tab (the member goes there, not beside it).
  const onWorkbench = useLocation().pathname.startsWith('/workbench');
  // The server knows the member's cookie, not their name: the name appears right after hydration.
  const hydrated = useHydrated();
  const name = hydrated ? user?.nickName || user?.account || '' : '';
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredMemberMenu.preload);
  return (
    <div className="flex items-center gap-2">
      {onWorkbench ? null : (
        <Button asChild size="sm">
          <Link to="/workbench/home">
            <Trans>My workbench</Trans>
          </Link>
        </Button>
      )}
      <DeferredMemberMenu
        name={name}
        triggerClassName={accountMenuTriggerClass(tone)}
        {...menuProps}
        fallback={
          <button {...triggerProps} data-state="closed" className={accountMenuTriggerClass(tone)}>
            {name || <Trans>My account</Trans>}
          </button>
        }
      />
    </div>
  );
}

function VisitorEntry() {
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredVisitorGuide.preload);
  const loginHref = useLoginPageHref();
  return (
    <DeferredVisitorGuide
      {...menuProps}
      loginHref={loginHref}
      onLoginClick={openLoginInPlace}
      fallback={
        <a
          href={loginHref}
          className={buttonClassName('primary', 'sm')}
          onClick={openLoginInPlace}
          onPointerEnter={() => {
            preloadLogin();
            DeferredVisitorGuide.preload();
          }}
          onFocus={() => {
            preloadLogin();
            triggerProps.onFocus();
          }}
          onBlur={triggerProps.onBlur}
        >
          <Trans>Register | Log in</Trans>
        </a>
      }
    />
  );
}
