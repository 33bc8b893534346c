import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenuLabel, DropdownMenuLinkItem, DropdownMenuGroup, type DeferredMenuProps } from '@sealens/ui';
import { DATA_MENU, workbenchHref } from './data-menu';
import { NavMenu } from './nav-trigger';
import { useUrlCode } from './use-url-code';
import { useVisitorGuard } from './use-visitor-guard';

/** The menu itself: its own chunk, loaded by header-menus.tsx on first contact or when the browser is idle. */
export default function DataMenuDropdown(arrival: DeferredMenuProps) {
  const { i18n } = useLingui();
  const urlCode = useUrlCode();
  const guard = useVisitorGuard();
  return (
    <NavMenu arrival={arrival} label={<Trans>Data</Trans>} align="start" className="grid w-[min(960px,92vw)] grid-cols-5 gap-x-2">
        {DATA_MENU.map((group) => (
          <DropdownMenuGroup key={group.title.id} className="pb-2">
            <DropdownMenuLabel>{i18n._(group.title)}</DropdownMenuLabel>
            {group.links.map((link) =>
              link.external ? (
                <DropdownMenuLinkItem key={link.to} href={link.to} target="_blank" rel="noopener noreferrer">
                  {i18n._(link.label)}
                </DropdownMenuLinkItem>
              ) : (
                <DropdownMenuLinkItem key={link.to} href={workbenchHref(link.to, urlCode)} onClick={guard}>
                  {i18n._(link.label)}
                </DropdownMenuLinkItem>
              ),
            )}
          </DropdownMenuGroup>
        ))}
      </NavMenu>
  );
}
