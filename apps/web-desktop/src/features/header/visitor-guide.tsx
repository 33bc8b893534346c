// The benefits guide on hover over "Register | Log in" (spec §2): its own chunk, with the hover card.
import { Trans } from '@lingui/react/macro';
import { openLogin, preloadLogin } from '@sealens/auth';
import { buttonClassName, HoverCard, HoverCardContent, HoverCardTrigger, useFocusOnArrival, type DeferredMenuProps } from '@sealens/ui';
import { useRef } from 'react';

export default function VisitorGuide(arrival: DeferredMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, { focusTrigger: arrival.focusTrigger });
  const open = () => void openLogin();
  return (
    <HoverCard openDelay={150}>
      <HoverCardTrigger asChild>
        <button ref={trigger} type="button" className={buttonClassName('primary', 'sm')} onClick={open} onPointerEnter={preloadLogin} onFocus={preloadLogin}>
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
