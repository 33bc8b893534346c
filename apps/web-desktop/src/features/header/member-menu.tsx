// The member's account menu (name, log out): its own chunk, loaded on first contact or when idle.
import { Trans } from '@lingui/react/macro';
import { logOut } from '@sealens/auth';
import {
  buttonClassName,
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
}

export const memberMenuTriggerClass = buttonClassName('ghost', 'sm', 'max-w-40 truncate');

export default function MemberMenu({ name, ...arrival }: MemberMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, arrival);
  return (
    <DropdownMenu defaultOpen={arrival.defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={memberMenuTriggerClass}>
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
