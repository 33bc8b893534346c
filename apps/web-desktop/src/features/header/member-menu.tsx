// The member's account menu (name, log out): its own chunk, loaded on first contact or when idle.
import { Trans } from '@lingui/react/macro';
import { logOut } from '@sealens/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFocusOnArrival,
  type DeferredMenuProps,
} from '@sealens/ui';
import { useRef } from 'react';

export interface MemberMenuProps extends DeferredMenuProps {
  name: string;
  /** The header's look (account-entry.tsx): the same as the first-paint button's. */
  triggerClassName: string;
}

export default function MemberMenu({ name, triggerClassName, ...arrival }: MemberMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, arrival);
  return (
    <DropdownMenu defaultOpen={arrival.defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={triggerClassName}>
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
  );
}
