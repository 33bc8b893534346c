import { Trans } from '@lingui/react/macro';
import { logOut, openLogin, preloadLogin, useHydrated, useIsLoggedIn, useUser } from '@sealens/auth';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  HoverCard,
  HoverCardContent,
  HoverCardTrigger,
  buttonClassName,
} from '@sealens/ui';

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
  return (
    <div className="flex items-center gap-2">
      <Button asChild size="sm">
        <a href="/workbench/home" target="_blank" rel="noopener">
          <Trans>Go to backstage</Trans>
        </a>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger className={buttonClassName('ghost', 'sm', 'max-w-40 truncate')}>
          {name || <Trans>My account</Trans>}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {name && <DropdownMenuLabel>{name}</DropdownMenuLabel>}
          {name && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={() => void logOut()}>
            <Trans>Log out</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function VisitorEntry() {
  const open = () => void openLogin();
  return (
    <HoverCard openDelay={150}>
      <HoverCardTrigger asChild>
        <button type="button" className={buttonClassName('primary', 'sm')} onClick={open} onPointerEnter={preloadLogin} onFocus={preloadLogin}>
          <Trans>Register | Log in</Trans>
        </button>
      </HoverCardTrigger>
      <HoverCardContent align="end" width={320}>
        <p className="font-semibold text-ink">
          <Trans>Members get more</Trans>
        </p>
        <ul className="mt-3 space-y-2 text-sm text-ink-muted">
          <li>✓ <Trans>Free membership for new users</Trans></li>
          <li>✓ <Trans>Latest cross-border operation content</Trans></li>
          <li>✓ <Trans>Multi-dimension rankings</Trans></li>
          <li>✓ <Trans>One-to-one tutor</Trans></li>
        </ul>
        <button type="button" className={buttonClassName('primary', 'md', 'mt-4 w-full')} onClick={open}>
          <Trans>Sign in now</Trans>
        </button>
      </HoverCardContent>
    </HoverCard>
  );
}
