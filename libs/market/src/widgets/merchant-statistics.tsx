// Merchant statistics (spec §2 home widgets; §7 public merchant statistics): how many sellers,
// plugin installs, sites, shops and products the platform covers.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { loadMerchantStatistics, type MerchantStatisticsData } from '../api/home-widget-loaders';
import { useFormatLocale } from '../shared/use-format-locale';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

const FIGURES: readonly { key: keyof MerchantStatisticsData & string; label: MessageDescriptor }[] = [
  { key: 'sellers', label: msg`Sellers` },
  { key: 'pluginInstalls', label: msg`Plugin installs` },
  { key: 'sites', label: msg`Site markets` },
  { key: 'shops', label: msg`Shops tracked` },
  { key: 'products', label: msg`Products tracked` },
];

export function MerchantStatistics({ initial }: { initial: MerchantStatisticsData | null }) {
  const { t, i18n } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const widget = useWidgetData({ params: {}, data: initial }, () => loadMerchantStatistics(api()));
  return (
    <WidgetFrame
      title={t`SeaLens in figures`}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-20"
      testId="merchant-statistics"
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="flex flex-col">
            <dt className="text-xs text-ink-muted">{i18n._(figure.label)}</dt>
            <dd className="order-first text-2xl font-bold text-brand-700 tabular-nums">
              {formatNumber(widget.data?.[figure.key] as number | undefined, { locale })}
            </dd>
          </div>
        ))}
      </dl>
    </WidgetFrame>
  );
}
