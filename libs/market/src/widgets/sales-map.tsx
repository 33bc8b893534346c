// The sales map with its legend (spec §2 home widgets; §7 home map site data and legend, dateType):
// the 9 site markets as tiles shaded by the legend band of their sales value. Colour is never the
// only carrier: every tile states its figure and the legend names each band's range.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { loadSalesMap, type SalesMapData, type SalesMapLegendBand } from '../api/home-widget-loaders';
import { ChoiceGroup } from '../figures/choice-group';
import { DATE_TYPE_NAMES, DATE_TYPES, type DateType } from '../figures/market-labels';
import { cx } from '../shared/cx';
import { useFormatLocale } from '../shared/use-format-locale';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

/** Shades of the legend's bands, lowest first; text colours keep AA contrast on each. */
export const SALES_MAP_SHADES = [
  'bg-brand-50 text-ink',
  'bg-brand-200 text-ink',
  'bg-brand-600 text-ink-inverse',
  'bg-brand-800 text-ink-inverse',
] as const;

/** The index of the band a value falls in (the last band whose minimum it reaches), or -1 for none. */
export function legendBandOf(value: number | null, legend: readonly SalesMapLegendBand[]): number {
  if (value === null) return -1;
  let band = -1;
  legend.forEach((entry, index) => {
    if (value >= entry.min) band = index;
  });
  return band;
}

function shadeOf(band: number, bands: number): string {
  if (band < 0) return 'bg-surface-muted text-ink-muted';
  // Spread however many bands the server sends over the shades, lowest to highest.
  const index = bands <= 1 ? SALES_MAP_SHADES.length - 1 : Math.round((band / (bands - 1)) * (SALES_MAP_SHADES.length - 1));
  return SALES_MAP_SHADES[index] ?? SALES_MAP_SHADES[0];
}

export interface SalesMapProps {
  initial: { dateType: DateType; data: SalesMapData | null };
  date?: string;
}

export function SalesMap({ initial, date }: SalesMapProps) {
  const { t, i18n } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const widget = useWidgetData({ params: { dateType: initial.dateType }, data: initial.data }, ({ dateType }) => loadSalesMap(api(), dateType));
  const legend = widget.data?.legend ?? [];
  return (
    <WidgetFrame
      title={t`Sales map`}
      date={date}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-72"
      testId="sales-map"
      actions={
        <ChoiceGroup
          label={t`Period`}
          value={widget.params.dateType}
          choices={DATE_TYPES.map((value) => ({ value, label: i18n._(DATE_TYPE_NAMES[value]) }))}
          onChange={(dateType) => widget.change({ dateType })}
        />
      }
    >
      <ul className="grid grid-cols-3 gap-2">
        {widget.data?.sites.map((row) => (
          <li
            key={row.site}
            className={cx('flex min-h-16 flex-col justify-between rounded-lg p-2', shadeOf(legendBandOf(row.totalSalesValue, legend), legend.length))}
            data-site={row.site}
          >
            <span className="text-sm font-medium">{i18n._(SITE_NAMES[row.site])}</span>
            <span className="text-base font-semibold tabular-nums">{formatNumber(row.totalSalesValue, { locale })}</span>
          </li>
        ))}
      </ul>
      {legend.length > 0 && (
        <div className="mt-3">
          <p className="sr-only">
            <Trans>Legend: sales value</Trans>
          </p>
          <ul className="flex flex-wrap gap-3 text-xs text-ink-muted" data-testid="sales-map-legend">
            {legend.map((band, index) => {
              const from = formatNumber(band.min, { locale });
              const to = formatNumber(band.max, { locale });
              return (
              <li key={band.min} className="flex items-center gap-1.5">
                <span className={cx('inline-block size-3 rounded-sm ring-1 ring-border', shadeOf(index, legend.length))} aria-hidden="true" />
                {band.max === null ? <Trans>{from} and more</Trans> : <Trans>{from} to {to}</Trans>}
              </li>
              );
            })}
          </ul>
        </div>
      )}
    </WidgetFrame>
  );
}
