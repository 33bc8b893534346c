// A 30-day units sparkline for a table cell: a tiny SVG (no chart library), named for screen
// readers by its first, last and highest value.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { useFormatLocale } from '../shared/use-format-locale';

export interface SparklineProps {
  values: readonly number[];
  /** What the values are, e.g. "Units sold, last 30 days". */
  label: string;
  width?: number;
  height?: number;
  className?: string;
}

/** The SVG path of `values` inside a width x height box (1 px inset so the stroke is not clipped). */
export function sparklinePath(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 2) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = 1 + i * step;
      const y = 1 + (height - 2) * (1 - (v - min) / span);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
}

/** Paths already drawn, by the row's own series (a row's data never changes, a new answer brings new arrays). */
const drawn = new WeakMap<readonly number[], Map<string, string>>();

/** sparklinePath, drawn once per series and size: a row scrolled back into the window reuses it. */
export function cachedSparklinePath(values: readonly number[], width: number, height: number): string {
  let paths = drawn.get(values);
  if (!paths) {
    paths = new Map();
    drawn.set(values, paths);
  }
  const size = `${width}x${height}`;
  let path = paths.get(size);
  if (path === undefined) {
    path = sparklinePath(values, width, height);
    paths.set(size, path);
  }
  return path;
}

export function Sparkline({ values, label, width = 96, height = 28, className }: SparklineProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const name =
    values.length === 0
      ? t`${label}: no data.`
      : (() => {
          const first = formatNumber(values[0], { locale });
          const last = formatNumber(values[values.length - 1], { locale });
          const highest = formatNumber(Math.max(...values), { locale });
          return t`${label}: first ${first}, last ${last}, highest ${highest}.`;
        })();
  return (
    <svg role="img" aria-label={name} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={className}>
      <path d={cachedSparklinePath(values, width, height)} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
