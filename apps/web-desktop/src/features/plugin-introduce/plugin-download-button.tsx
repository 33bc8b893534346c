import { Trans } from '@lingui/react/macro';
import { buttonClassName, LineIcon } from '@sealens/ui';
import { EXTERNAL_LINKS } from '../../config/external-links';

/** The one download action; used at the top and bottom of the page so both stay identical. */
export function PluginDownloadButton({ className }: { className?: string }) {
  return (
    <a href={EXTERNAL_LINKS.pluginDownload} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary', 'lg', className)}>
      <LineIcon name="download" className="size-5" />
      <Trans>Download the plugin for free</Trans>
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
