// The member's account menu: its own chunk, loaded on first contact or when idle. Issue 27 item 4:
// the workbench, the plan, a password change and the language beside "Log out".
import { Trans, useLingui } from '@lingui/react/macro';
import { logOut, openLogin } from '@sealens/auth';
import { LOCALES, isLocaleCode } from '@sealens/domain';
import { changeLocale } from '@sealens/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFocusOnArrival,
  type DeferredMenuProps,
} from '@sealens/ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { WORKBENCH_PLAN_ANCHOR } from '../footer/site-links';

export interface MemberMenuProps extends DeferredMenuProps {
  name: string;
  /** The header's look (account-entry.tsx): the same as the first-paint button's. */
  triggerClassName: string;
}

export default function MemberMenu({ name, triggerClassName, ...arrival }: MemberMenuProps) {
  const { i18n } = useLingui();
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, arrival);
  const current = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  return (
    <DropdownMenu defaultOpen={arrival.defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={triggerClassName}>
        {name || <Trans>My account</Trans>}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        {name && <DropdownMenuLabel>{name}</DropdownMenuLabel>}
        {name && <DropdownMenuSeparator />}
        <DropdownMenuLinkItem asChild>
          <Link to="/workbench/home">
            <Trans>My workbench</Trans>
          </Link>
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem asChild>
          <Link to={`/workbench/home#${WORKBENCH_PLAN_ANCHOR}`}>
            <Trans>My plan</Trans>
          </Link>
        </DropdownMenuLinkItem>
        {/* The password reset of the login dialog (SMS code, new password): it ends the sessions opened before it. */}
        <DropdownMenuItem onSelect={() => void openLogin({ view: { mode: 'passwordReset' } })}>
          <Trans>Change password</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <Trans>Language</Trans>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLocaleCode(value) && value !== current) void changeLocale(value);
          }}
        >
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale.code} value={locale.code} lang={locale.iso}>
              {locale.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
