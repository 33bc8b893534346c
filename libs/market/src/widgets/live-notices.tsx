// New live notices (spec §2 home widgets; §7 new live notice): the coming live sessions with their
// start time (the product's market time, as the server gives it).
import { Trans, useLingui } from '@lingui/react/macro';
import { loadLiveNotices, type LiveNoticeData } from '../api/home-widget-loaders';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

export function LiveNotices({ initial }: { initial: LiveNoticeData[] | null }) {
  const { t } = useLingui();
  const api = useMarketApi();
  const widget = useWidgetData({ params: {}, data: initial }, () => loadLiveNotices(api()));
  return (
    <WidgetFrame
      title={t`Live notices`}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-40"
      testId="live-notices"
    >
      {widget.data?.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">
          <Trans>No live sessions are planned.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {widget.data?.map(({ startTime, ...notice }) => (
            <li key={notice.id} className="flex items-center gap-3">
              {notice.coverUrl && <img src={notice.coverUrl} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 shrink-0 rounded object-cover" />}
              <div className="min-w-0">
                <p className="line-clamp-2 text-sm text-ink">{notice.title}</p>
                {startTime && (
                  <p className="text-xs text-ink-muted">
                    <Trans>Starts {startTime}</Trans>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
