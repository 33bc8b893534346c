// The explanation page kind (DESIGN.md §6): a header card, the item's figures for each period
// (units, sales value in its currency and in US dollars, growth), actions, charts, related lists.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { useId, type ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { IntervalMark } from '../estimate/interval-mark';
import { Growth } from '../ranking/ranking-cells';
import { formatDay } from '../shared/dates';
import { formatAmount } from '../shared/money';
import type { PeriodFigures, SearchFigures } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export interface ExplanationLayoutProps {
  header: ReactNode;
  figures: PeriodFigures[];
  /** A search word's figures (issue 29 item 2): its search index per period, shown instead of sales. */
  searchFigures?: SearchFigures[];
  /** The item's currency (its site's). */
  currency: string;
  actions?: ReactNode;
  charts: ReactNode;
  related?: ReactNode;
  stamp?: ReactNode;
}

export function FigureTile({ figures, currency }: { figures: PeriodFigures; currency: string }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const days = figures.days;
  const from = formatDay(figures.from, locale);
  const to = formatDay(figures.to, locale);
  const title = days === 1 ? t`Yesterday` : t`${days} days`;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3" aria-label={title}>
      <h3 className="flex flex-col">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="text-xs font-normal text-ink-muted">{days === 1 ? to : `${from} – ${to}`}</span>
      </h3>
      <dl className="flex flex-col gap-1 text-sm tabular-nums">
        <div className="flex justify-between gap-2">
          <dt className="text-ink-muted">{t`Units sold`}</dt>
          <dd>
            {formatNumber(figures.units, { locale })}
            <IntervalMark interval={figures.interval} figure="units" always />
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-ink-muted">{t`Sales value`}</dt>
          <dd className="flex flex-col items-end">
            <span>
              {formatAmount(figures.gmv, currency, locale)}
              <IntervalMark interval={figures.interval} figure="gmv" currency={currency} always />
            </span>
            <span className="text-xs text-ink-muted">{formatAmount(figures.gmvUsd, 'USD', locale)}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-ink-muted">{t`Growth`}</dt>
          <dd>
            <Growth value={figures.growth} />
            <EstimateMark />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** A search word's tile: its search index over the period and its growth. */
export function SearchFigureTile({ figures }: { figures: SearchFigures }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const days = figures.days;
  const from = formatDay(figures.from, locale);
  const to = formatDay(figures.to, locale);
  const title = days === 1 ? t`Yesterday` : t`${days} days`;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3" aria-label={title}>
      <h3 className="flex flex-col">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="text-xs font-normal text-ink-muted">{days === 1 ? to : `${from} – ${to}`}</span>
      </h3>
      <dl className="flex flex-col gap-1 text-sm tabular-nums">
        <div className="flex justify-between gap-2">
          <dt className="text-ink-muted">{t`Search index`}</dt>
          <dd>{formatNumber(figures.searchIndex, { locale })}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-ink-muted">{t`Growth`}</dt>
          <dd>
            <Growth value={figures.growth} noneText={t`No searches in the period before`} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ExplanationLayout({ header, figures, searchFigures, currency, actions, charts, related, stamp }: ExplanationLayoutProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-6">
      {header}
      {(actions || stamp) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {stamp}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      <section aria-labelledby={`${id}-figures`}>
        <h2 id={`${id}-figures`} className="mb-2 text-base font-semibold text-ink">
          {t`Figures by period`}
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {figures.map((f) => (
            <FigureTile key={`${f.days}-${f.from}`} figures={f} currency={currency} />
          ))}
          {searchFigures?.map((f) => <SearchFigureTile key={`${f.days}-${f.from}`} figures={f} />)}
        </div>
      </section>
      <section aria-labelledby={`${id}-charts`}>
        <h2 id={`${id}-charts`} className="mb-2 text-base font-semibold text-ink">
          {t`Daily history`}
        </h2>
        {charts}
      </section>
      {related}
    </div>
  );
}
