// The benefits guide on hover over "Register | Log in" (spec §2): its own chunk, with the hover card.
import { Trans } from '@lingui/react/macro';
import { openLogin, preloadLogin } from '@sealens/auth';
import { buttonClassName, HoverCard, HoverCardContent, HoverCardTrigger, useFocusOnArrival, type DeferredMenuProps } from '@sealens/ui';
import { useRef, type MouseEvent } from 'react';

export interface VisitorGuideProps extends DeferredMenuProps {
  /** The login page of this page (account-entry.tsx): the trigger stays the first paint's real link. */
  loginHref: string;
  /** What a click on it does once the page runs (login-link.ts openLoginInPlace, given: not imported by this chunk). */
  onLoginClick: (event: MouseEvent) => void;
}

export default function VisitorGuide({ loginHref, onLoginClick, ...arrival }: VisitorGuideProps) {
  const trigger = useRef<HTMLAnchorElement>(null);
  useFocusOnArrival(trigger, { focusTrigger: arrival.focusTrigger });
  const open = () => void openLogin();
  return (
    <HoverCard openDelay={150}>
      <HoverCardTrigger asChild>
        <a ref={trigger} href={loginHref} className={buttonClassName('primary', 'sm')} onClick={onLoginClick} onPointerEnter={preloadLogin} onFocus={preloadLogin}>
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
        <button type="button" className={buttonClassName('primary', 'md', 'mt-4 w-full')} onClick={open}>
          <Trans>Sign in now</Trans>
        </button>
      </HoverCardContent>
    </HoverCard>
  );
}
