import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenuLabel, DropdownMenuLinkItem, DropdownMenuGroup, type DeferredMenuProps } from '@sealens/ui';
import { DATA_MENU, workbenchHref } from './data-menu';
import { NavMenu } from './nav-trigger';
import { useUrlCode } from './use-url-code';
import { useVisitorGuard } from './use-visitor-guard';

// Marked important (!): they must win over the menu item's own padding and size (cn merges nothing).
const COMPACT_ITEM = 'py-0.5! text-[13px]! leading-5!';

/** The menu itself: its own chunk, loaded by header-menus.tsx on first contact or when the browser is idle. */
export default function DataMenuDropdown(arrival: DeferredMenuProps) {
  const { i18n } = useLingui();
  const urlCode = useUrlCode();
  const guard = useVisitorGuard();
  return (
    // Issue 27 item 11: every group in sight within the spec's 500 px (no group below a scroll): five
    // balanced columns of compact entries, a group never split across two.
    <NavMenu arrival={arrival} label={<Trans>Data</Trans>} align="start" className="w-[min(1120px,96vw)] columns-5 gap-x-2">
        {DATA_MENU.map((group) => (
          <DropdownMenuGroup key={group.title.id} className="break-inside-avoid pb-1.5">
            <DropdownMenuLabel className="pt-1.5!">{i18n._(group.title)}</DropdownMenuLabel>
            {group.links.map((link) =>
              link.external ? (
                <DropdownMenuLinkItem key={link.to} href={link.to} target="_blank" rel="noopener noreferrer" className={COMPACT_ITEM}>
                  {i18n._(link.label)}
                </DropdownMenuLinkItem>
              ) : (
                <DropdownMenuLinkItem key={link.to} href={workbenchHref(link.to, urlCode)} onClick={guard} className={COMPACT_ITEM}>
                  {i18n._(link.label)}
                </DropdownMenuLinkItem>
              ),
            )}
          </DropdownMenuGroup>
        ))}
      </NavMenu>
  );
}
