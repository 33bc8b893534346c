// The app-version-update check (spec §2 home widgets; §7 app version update): the latest version
// of the SeaLens data app and where to get it; a forced update is said as such.
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@sealens/ui';
import { loadAppVersion, type AppVersionData } from '../api/home-widget-loaders';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

export interface AppVersionNoticeProps {
  initial: AppVersionData | null;
  /** The site's own page about the app; the answer's downloadUrl when the site has none. */
  downloadHref?: string;
}

export function AppVersionNotice({ initial, downloadHref }: AppVersionNoticeProps) {
  const { t } = useLingui();
  const api = useMarketApi();
  const widget = useWidgetData({ params: {}, data: initial }, () => loadAppVersion(api()));
  const version = widget.data?.version ?? '';
  const href = downloadHref ?? widget.data?.downloadUrl;
  return (
    <WidgetFrame
      title={t`The SeaLens app`}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-24"
      testId="app-version"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-ink">
            <Trans>Latest version {version}</Trans>
          </p>
          {widget.data?.forceUpdate && (
            <p className="text-sm font-medium text-brand-700">
              <Trans>Older versions no longer work: please update.</Trans>
            </p>
          )}
        </div>
        {href && (
          <a href={href} className={buttonClassName('secondary', 'sm')}>
            <Trans>Download the app</Trans>
          </a>
        )}
      </div>
    </WidgetFrame>
  );
}
