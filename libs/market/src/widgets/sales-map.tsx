// The sales map with its legend (spec §2 home widgets; §7 home map site data and legend, dateType):
// the 9 site markets as tiles shaded by the legend band of their sales value. The sites sell in nine
// currencies, so the map compares them in US dollars: each tile's main figure, its shade and the
// legend's bands are in US dollars (and say so), the site's own currency stands under it. The bands
// are divided from the figures the map shades, so every tile falls in one (issue 27: the answer's
// bands, 0-39.0M, fitted none of the tiles' local figures). Colour is never the only carrier: every
// tile states its figure and the legend names each band's range.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, NUMBER_SUFFIX_THRESHOLD } from '@sealens/domain';
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

/** Bands the legend divides the figures into when the answer does not say how many. */
export const SALES_MAP_BANDS = 4;

/** The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `value`: a band width a reader takes in. */
export function roundStep(value: number): number {
  if (!(value > 0)) return 1;
  // The tolerance keeps 2.5M a step of 2.5M where floating point makes 2.5 * 10^6 a hair less.
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value * (1 - 1e-12)) ?? 10;
  return step * power;
}

/**
 * `count` equal bands from 0 of a round width, together reaching at least the largest figure: every
 * figure falls in exactly one. None without a figure.
 */
export function salesMapBands(values: readonly (number | null)[], count: number = SALES_MAP_BANDS): SalesMapLegendBand[] {
  const figures = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0);
  if (figures.length === 0 || count < 1) return [];
  const step = roundStep(Math.max(...figures) / count);
  return Array.from({ length: count }, (_, i) => ({ min: i * step, max: (i + 1) * step, label: '' }));
}

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
  const sites = widget.data?.sites ?? [];
  // The answer's band count, with bounds of our own from the figures shaded (see the top).
  const legend = salesMapBands(
    sites.map((row) => row.totalSalesValueUsd),
    widget.data?.legend.length || SALES_MAP_BANDS,
  );
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
      <p className="mb-2 text-xs text-ink-muted" data-testid="sales-map-unit">
        <Trans>Sales value in US dollars; each site's own currency below.</Trans>
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {sites.map((row) => (
          <li
            key={row.site}
            className={cx('flex min-h-20 flex-col justify-between rounded-lg p-2', shadeOf(legendBandOf(row.totalSalesValueUsd, legend), legend.length))}
            data-site={row.site}
          >
            <span className="text-sm font-medium">{i18n._(SITE_NAMES[row.site])}</span>
            <span className="text-base font-semibold tabular-nums" data-currency="USD">
              {formatMoney(row.totalSalesValueUsd, { site: 'all', locale })}
            </span>
            <span className="truncate text-xs tabular-nums" data-currency-of={row.site}>
              {formatMoney(row.totalSalesValue, { site: row.site, locale })}
            </span>
          </li>
        ))}
      </ul>
      {legend.length > 0 && (
        <div className="mt-3">
          <p className="sr-only">
            <Trans>Legend: sales value in US dollars</Trans>
          </p>
          <ul className="flex flex-wrap gap-3 text-xs text-ink-muted" data-testid="sales-map-legend">
            {legend.map((band, index) => {
              // Whole dollars below the suffix threshold: a band starts at "$0", not "$0.00".
              const bound = (value: number | null) => formatMoney(value, { site: 'all', locale, ...(value !== null && value < NUMBER_SUFFIX_THRESHOLD ? { decimals: 0 } : {}) });
              const from = bound(band.min);
              const to = bound(band.max);
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
