// The hero's chart, drawn from the home loader's data (issue 27 item 9: it was a drawing): each
// site's daily sales value over the trend survey's days. The sites sell in nine currencies, so each
// line is scaled to its own peak: the chart shows how each market moved, and says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useFormatLocale, type MarketFigures, type TrendData } from '@sealens/market';

const WIDTH = 400;
const HEIGHT = 160;
/** Lines highlighted and named; the others are drawn faint behind them. */
const NAMED_LINES = 3;

export interface HeroLine {
  site: SiteCode;
  /** SVG path in a WIDTH x HEIGHT box; a day without a figure breaks the line. */
  path: string;
}

/** One path per site with at least two figures, each scaled from 0 to the site's own peak. */
export function heroChartLines(trend: TrendData | null, width = WIDTH, height = HEIGHT): HeroLine[] {
  if (!trend || trend.dates.length < 2) return [];
  const step = width / (trend.dates.length - 1);
  const lines: HeroLine[] = [];
  for (const series of trend.series) {
    const peak = Math.max(0, ...series.values.map((v) => v ?? 0));
    if (peak <= 0 || series.values.filter((v) => v !== null).length < 2) continue;
    let path = '';
    let drawing = false;
    series.values.forEach((value, i) => {
      if (value === null) {
        drawing = false;
        return;
      }
      const x = Math.round(i * step * 10) / 10;
      const y = Math.round((height - (value / peak) * height) * 10) / 10;
      path += `${drawing ? 'L' : 'M'}${x} ${y}`;
      drawing = true;
    });
    lines.push({ site: series.site, path });
  }
  return lines;
}

const LINE_COLOURS = ['#f26b4f', '#fbbf24', '#7dd3fc'];

export function HeroChart({ trend, figures }: { trend: TrendData | null; figures: MarketFigures | null }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const lines = heroChartLines(trend);
  if (!trend || lines.length === 0) return null;
  const named = lines.slice(0, NAMED_LINES);
  const first = trend.dates[0] ?? '';
  const last = trend.dates.at(-1) ?? '';
  const caption = t`Daily sales value by site, ${first} to ${last}; each line against its own peak`;
  return (
    <figure className="hidden rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 lg:block" data-testid="hero-chart">
      <figcaption className="text-sm text-white/80">{caption}</figcaption>
      <svg role="img" aria-label={caption} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="mt-4 h-36 w-full overflow-visible">
        {lines.slice(NAMED_LINES).map((line) => (
          <path key={line.site} d={line.path} fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
        ))}
        {named.map((line, i) => (
          <path key={line.site} d={line.path} fill="none" stroke={LINE_COLOURS[i]} strokeWidth="2.5" vectorEffect="non-scaling-stroke" data-site={line.site} />
        ))}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-white/80">
        {named.map((line, i) => (
          <li key={line.site} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ backgroundColor: LINE_COLOURS[i] }} aria-hidden="true" />
            {i18n._(SITE_NAMES[line.site])}
          </li>
        ))}
      </ul>
      {figures ? (
        <>
          <p className="mt-4 text-xs text-white/70">
            {t`Yesterday's market`} · {figures.date}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-white">
            <div className="rounded-lg bg-white/5 p-3">
              <dt className="text-xs text-white/70">
                <Trans>Sales volume</Trans>
              </dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">{formatNumber(figures.salesVolume, { locale })}</dd>
            </div>
            <div className="rounded-lg bg-white/5 p-3">
              <dt className="text-xs text-white/70">
                <Trans>Products sold</Trans>
              </dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">{formatNumber(figures.productsSold, { locale })}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </figure>
  );
}
