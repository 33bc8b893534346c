import { Trans } from '@lingui/react/macro';
import { Button, HoverCard, HoverCardContent, HoverCardTrigger, buttonClassName } from '@sealens/ui';
import { useIsLoggedIn } from '../session/use-is-logged-in';
import { workbenchHref } from './data-menu';
import { useUrlCode } from './use-url-code';

/** Spec §2: members get the backstage button; visitors get register|login and the benefits guide. */
export function AccountEntry() {
  const loggedIn = useIsLoggedIn();
  const urlCode = useUrlCode();
  const loginHref = workbenchHref('login', urlCode);

  if (loggedIn) {
    return (
      <Button asChild size="sm">
        <a href="/workbench/home" target="_blank" rel="noopener">
          <Trans>Go to backstage</Trans>
        </a>
      </Button>
    );
  }

  return (
    <HoverCard openDelay={150}>
      <HoverCardTrigger asChild>
        <a href={loginHref} className={buttonClassName('primary', 'sm')}>
          <Trans>Register | Log in</Trans>
        </a>
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
        <a href={loginHref} className={buttonClassName('primary', 'md', 'mt-4 w-full')}>
          <Trans>Sign in now</Trans>
        </a>
      </HoverCardContent>
    </HoverCard>
  );
}
