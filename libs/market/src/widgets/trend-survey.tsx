// The trend survey (spec §2 home widgets; §7 trend survey): daily sales value per site over the
// last 30 days, in US dollars so the sites compare (the server converts), as a chart whose library
// loads with the widget (TrendChart). At most TREND_COLOURS.length sites are drawn at once so every
// line has its own colour; the reader picks them, starting with the largest markets, and is told
// why the other chips stop answering at that number. The chips are 44 px tall below 640 px (touch
// targets on a phone).
import { useLingui } from '@lingui/react/macro';
import type { SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useId, useMemo, useState } from 'react';
import { loadTrendSurvey, type TrendData } from '../api/market-loaders';
import { TREND_COLOURS, TrendChart } from '../charts/trend-chart';
import { cx } from '../shared/cx';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

/** Sites drawn at first: the largest by their last day. */
export function defaultTrendSites(data: TrendData | null, count: number = TREND_COLOURS.length - 1): SiteCode[] {
  if (!data) return [];
  const last = (values: readonly (number | null)[]) => [...values].reverse().find((v) => v !== null) ?? 0;
  return [...data.series]
    .sort((a, b) => last(b.values) - last(a.values))
    .slice(0, count)
    .map((s) => s.site);
}

export function TrendSurvey({ initial, date }: { initial: TrendData | null; date?: string }) {
  const { t, i18n } = useLingui();
  const api = useMarketApi();
  const widget = useWidgetData({ params: {}, data: initial }, () => loadTrendSurvey(api(), (site) => site));
  const [picked, setPicked] = useState<SiteCode[] | null>(null);
  const chosen = picked ?? defaultTrendSites(widget.data);
  const series = useMemo(
    () =>
      (widget.data?.series ?? [])
        .filter((s) => chosen.includes(s.site))
        .map((s) => ({ label: i18n._(SITE_NAMES[s.site]), values: s.values })),
    // `chosen` is derived from `picked` and the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [widget.data, picked, i18n.locale],
  );
  const max = TREND_COLOURS.length;
  const full = chosen.length >= max;
  const hintId = useId();
  const toggle = (site: SiteCode) => {
    const next = chosen.includes(site) ? chosen.filter((s) => s !== site) : [...chosen, site];
    if (next.length > 0 && next.length <= TREND_COLOURS.length) setPicked(next);
  };
  return (
    <WidgetFrame
      title={t`Trend survey`}
      date={date}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-72"
      testId="trend-survey"
    >
      <div role="group" aria-label={t`Sites shown (up to 4)`} aria-describedby={hintId} className="flex flex-wrap gap-1.5">
        {(widget.data?.series ?? []).map((s) => {
          const on = chosen.includes(s.site);
          return (
            <button
              key={s.site}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => toggle(s.site)}
              className={cx(
                'h-11 rounded-full px-3 text-xs ring-1 focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60 sm:h-8',
                on ? 'bg-brand-600 text-ink-inverse ring-brand-600' : 'bg-surface text-ink ring-border hover:bg-surface-muted',
              )}
            >
              {i18n._(SITE_NAMES[s.site])}
            </button>
          );
        })}
      </div>
      {/* Said at all times (no shift when the fourth is picked), stronger once the other chips are off. */}
      <p id={hintId} className={cx('mt-1 mb-3 text-xs', full ? 'font-medium text-ink' : 'text-ink-muted')} data-testid="trend-sites-hint">
        {full ? t`${max} sites shown, the most the chart draws at once: unselect one to add another.` : t`Compare up to ${max} sites at once.`}
      </p>
      {widget.data && <TrendChart title={t`Daily sales value in US dollars, last 30 days`} dates={widget.data.dates} series={series} money="all" />}
    </WidgetFrame>
  );
}
