import { Trans } from '@lingui/react/macro';
import { openLogin, preloadLogin, useHydrated, useIsLoggedIn, useUser } from '@sealens/auth';
import { Button, buttonClassName, deferred, useDeferredTrigger, type DeferredMenuProps } from '@sealens/ui';
import type { MemberMenuProps } from './member-menu';

// The hover guide and the account menu are their own chunks (issue #9): their first-paint buttons
// look the same and already work (register|login opens the dialog before the guide's code arrives).
const DeferredVisitorGuide = deferred<DeferredMenuProps>(() => import('./visitor-guide'));
const DeferredMemberMenu = deferred<MemberMenuProps>(() => import('./member-menu'));

/** Spec §2: members get the backstage button; visitors get register|login (the login dialog) and the benefits guide. */
export function AccountEntry() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <MemberEntry /> : <VisitorEntry />;
}

function MemberEntry() {
  const user = useUser();
  // The server knows the member's cookie, not their name: the name appears right after hydration.
  const hydrated = useHydrated();
  const name = hydrated ? user?.nickName || user?.account || '' : '';
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredMemberMenu.preload);
  return (
    <div className="flex items-center gap-2">
      <Button asChild size="sm">
        <a href="/workbench/home" target="_blank" rel="noopener">
          <Trans>Go to backstage</Trans>
        </a>
      </Button>
      <DeferredMemberMenu
        name={name}
        {...menuProps}
        fallback={
          <button {...triggerProps} data-state="closed" className={buttonClassName('ghost', 'sm', 'max-w-40 truncate')}>
            {name || <Trans>My account</Trans>}
          </button>
        }
      />
    </div>
  );
}

function VisitorEntry() {
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredVisitorGuide.preload);
  return (
    <DeferredVisitorGuide
      {...menuProps}
      fallback={
        <button
          type="button"
          className={buttonClassName('primary', 'sm')}
          onClick={() => void openLogin()}
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
        </button>
      }
    />
  );
}
