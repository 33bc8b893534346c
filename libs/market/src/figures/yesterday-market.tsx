// Spec §1: the market-wide figures of the previous day: total sales value, sales volume, number of
// products sold and resource-slot sales value, for all sites or one. Every box has a fixed height
// and the caption line is reserved, so nothing moves when the figures arrive (CLS budget).
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber, SITE_CODES, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { Select } from '@sealens/ui';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { FigureDate } from '../shared/figure-date';
import { useFormatLocale } from '../shared/use-format-locale';

export interface MarketFigures {
  /** "YYYY-MM-DD": the day described (the previous day). */
  date: string;
  totalSalesValue: number | null;
  salesVolume: number | null;
  productsSold: number | null;
  resourceSlotSalesValue: number | null;
}

export type SiteChoice = SiteCode | 'all';

export interface YesterdayMarketProps {
  /** null while loading. */
  figures: MarketFigures | null;
  /** 'all' for the whole market: its money is summed in US dollars (the sites sell in nine currencies), and says so. */
  site: SiteChoice;
  /** Shows the site switch when given. */
  onSiteChange?: (site: SiteChoice) => void;
  className?: string;
}

export function YesterdayMarket({ figures, site, onSiteChange, className }: YesterdayMarketProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const money = (value: number | null | undefined) => formatMoney(value, { site, locale });
  const boxes: { key: string; label: ReactNode; value: string }[] = [
    { key: 'totalSalesValue', label: <Trans>Total sales value</Trans>, value: money(figures?.totalSalesValue) },
    { key: 'salesVolume', label: <Trans>Sales volume</Trans>, value: formatNumber(figures?.salesVolume, { locale }) },
    { key: 'productsSold', label: <Trans>Products sold</Trans>, value: formatNumber(figures?.productsSold, { locale }) },
    { key: 'resourceSlotSalesValue', label: <Trans>Resource-slot sales value</Trans>, value: money(figures?.resourceSlotSalesValue) },
  ];
  return (
    <section
      className={cx('@container flex flex-col gap-3', className)}
      aria-label={t`Yesterday's market`}
      aria-busy={figures === null}
      data-testid="yesterday-market"
    >
      <div className="flex h-16 items-end justify-between gap-4">
        <h2 className="text-lg font-semibold text-ink">
          <Trans>Yesterday's market</Trans>
        </h2>
        {onSiteChange && (
          <Select
            label={t`Site`}
            hideLabel
            value={site}
            onValueChange={(value) => onSiteChange(value as SiteChoice)}
            options={[
              { value: 'all', label: t`All sites` },
              ...SITE_CODES.map((code) => ({ value: code, label: i18n._(SITE_NAMES[code]) })),
            ]}
          />
        )}
      </div>
      {/* Four in a row only when the figures themselves have the room (a container query): in the
          desktop home's half-width column four boxes cut a value like 16,168.9万 short. */}
      <dl className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
        {boxes.map((box) => (
          <div key={box.key} className="flex h-24 flex-col justify-center rounded-lg bg-surface-muted px-4" data-figure={box.key}>
            <dt className="truncate text-xs text-ink-muted">{box.label}</dt>
            <dd className="mt-1 truncate text-2xl font-semibold text-ink tabular-nums" title={figures ? box.value : undefined}>
              {figures ? box.value : <span className="inline-block h-8 w-24 animate-pulse rounded bg-surface-sunken" aria-hidden="true" />}
            </dd>
          </div>
        ))}
      </dl>
      {/* The caption's line is kept while loading so the boxes do not move when it appears. */}
      <div className="flex min-h-4 flex-wrap gap-x-3">
        {figures && <FigureDate date={figures.date} daily />}
        {site === 'all' && (
          <p className="text-xs text-ink-muted" data-testid="all-sites-currency">
            <Trans>All sites: money in US dollars</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
