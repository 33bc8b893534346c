import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenuLabel, DropdownMenuLinkItem, DropdownMenuSeparator, QrCode, type DeferredMenuProps } from '@sealens/ui';
import { EXTERNAL_LINKS } from '../../config/external-links';
import { NavMenu } from './nav-trigger';

/** The menu itself: its own chunk, loaded by header-menus.tsx on first contact or when the browser is idle. */
export default function MobileMenuDropdown(arrival: DeferredMenuProps) {
  const { t } = useLingui();
  return (
    <NavMenu arrival={arrival} label={<Trans>Mobile</Trans>} align="start" className="w-80">
        <DropdownMenuLinkItem href={EXTERNAL_LINKS.pluginDownload} target="_blank" rel="noopener noreferrer" className="flex-col items-start">
          <span className="font-semibold">
            <Trans>Browser plugin</Trans>
          </span>
          <span className="text-xs text-ink-muted">
            <Trans>For 360, Chrome, Edge, QQ and Sogou browsers</Trans>
          </span>
        </DropdownMenuLinkItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <Trans>Scan to try</Trans>
        </DropdownMenuLabel>
        <div className="grid grid-cols-2 gap-3 px-3 pb-2 text-center text-xs text-ink-muted">
          <QrCode value={EXTERNAL_LINKS.miniProgram} label={t`Mini program QR code`} size={104} className="mx-auto" caption={<Trans>Mini program</Trans>} captionClassName="mt-1" />
          <QrCode value={EXTERNAL_LINKS.publicAccount} label={t`Public account QR code`} size={104} className="mx-auto" caption={<Trans>Public account</Trans>} captionClassName="mt-1" />
        </div>
      </NavMenu>
  );
}
