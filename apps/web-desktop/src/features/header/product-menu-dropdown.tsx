import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenuLinkItem, type DeferredMenuProps } from '@sealens/ui';
import { NavMenu } from './nav-trigger';
import { SISTER_TOOLS } from './product-menu';

/** The menu itself: its own chunk, loaded by header-menus.tsx on first contact or when the browser is idle. */
export default function ProductMenuDropdown(arrival: DeferredMenuProps) {
  const { i18n } = useLingui();
  return (
    // Issue 27 item 11: the ten tools in four columns, all within the spec's 500 px.
    <NavMenu arrival={arrival} label={<Trans>Products</Trans>} align="start" className="grid w-[min(1120px,96vw)] grid-cols-4 gap-1">
        {SISTER_TOOLS.map((tool) => (
          <DropdownMenuLinkItem
            key={tool.href}
            href={tool.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex-col items-start"
          >
            <span className="font-semibold text-ink">{i18n._(tool.title)}</span>
            <span className="text-xs text-ink-muted">{i18n._(tool.subtitle)}</span>
            <ul className="mt-1 list-disc pl-4 text-xs text-ink-muted">
              {tool.bullets.map((bullet) => (
                <li key={bullet.id}>{i18n._(bullet)}</li>
              ))}
            </ul>
            <span className="mt-1 text-xs font-medium text-brand-700">
              <Trans>Try it now</Trans> →
            </span>
          </DropdownMenuLinkItem>
        ))}
      </NavMenu>
  );
}
