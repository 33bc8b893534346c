// Market selection's matrix (issue 30 item 2): every site x category of a period, each cell shaded
// by the measure the member picks, opening that market's analysis. An ARIA grid: one tab stop, the
// arrow keys (Home, End, Ctrl+Home, Ctrl+End) move between cells, Enter follows a cell's link. Every
// cell's accessible name carries all its figures, their days and their units; the sales value in US
// dollars is also in `data-gmv-usd`, exact, so what the cells add up to can be checked.
//
// Estimate marks (issue 33): a cell is one link, so a mark of its own (another link) cannot sit in it,
// and 108 would repeat one fact. The legend's caption carries the mark when the answer's figureKinds
// says the shading measure is estimated, and the totals' headers (sales value) carry it too. A cell's
// sales value interval, where the answer states one, is its link's title: its tooltip on hover and its
// accessible description.
import { useLingui } from '@lingui/react/macro';
import { formatNumber, isCategoryId, type SiteCode } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { useRef, useState, type KeyboardEvent } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import { insetFocusRing } from '../shared/focus-ring';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import { tableFrameClass } from '../shared/table-frame';

export type MarketMatrixData = WorkbenchComponents['schemas']['MarketMatrix'];
export type MarketCell = WorkbenchComponents['schemas']['MarketCell'];

/** The measures a member may shade the matrix by, in the picker's order (the first is the default). */
export const MATRIX_MEASURES = ['gmv', 'growth', 'products', 'shops', 'avgPrice', 'top10Share', 'newShare'] as const;
export type MatrixMeasure = (typeof MATRIX_MEASURES)[number];

/** Shading steps, lightest first; each pairs a background with a text colour that reads on it (WCAG AA). */
export const MATRIX_SHADES = ['bg-brand-50 text-ink', 'bg-brand-100 text-ink', 'bg-brand-200 text-ink', 'bg-brand-400 text-ink', 'bg-brand-700 text-ink-inverse'] as const;
const NO_DATA_SHADE = 'bg-surface text-ink-muted';

/** A cell's value of a measure (null: the market has none, e.g. no sale). */
export function measureOf(cell: MarketCell, measure: MatrixMeasure): number | null {
  return measure === 'gmv' ? (cell.units > 0 ? cell.gmvUsd : null) : cell[measure];
}

/**
 * The shading steps of a measure over the cells: equal parts of its range from the lowest to the
 * highest value; `step(value)` is a value's step (0 to steps - 1), `bounds` each step's lower edge.
 */
export function shadeScale(values: readonly (number | null)[], steps = MATRIX_SHADES.length): { min: number; max: number; bounds: number[]; step(value: number): number } | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return null;
  const min = Math.min(...known);
  const max = Math.max(...known);
  const width = (max - min) / steps;
  return {
    min,
    max,
    bounds: Array.from({ length: steps }, (_, i) => min + i * width),
    step: (value) => (width > 0 ? Math.min(steps - 1, Math.floor((value - min) / width)) : steps - 1),
  };
}

/** A measure's value as the cell and the legend show it (money in US dollars, shares and growth in percent). */
export function useMeasureFormat(): (measure: MatrixMeasure, value: number | null) => string {
  const locale = useFormatLocale();
  return (measure, value) => {
    if (value === null) return '-';
    // Sales values span thousands to millions in one grid: one precision for all of them.
    if (measure === 'gmv') return formatAmount(value, 'USD', locale, { compact: true });
    if (measure === 'avgPrice') return formatAmount(value, 'USD', locale);
    if (measure === 'growth') return `${value > 0 ? '+' : ''}${formatNumber(value, { locale, decimals: 1 })}%`;
    if (measure === 'top10Share' || measure === 'newShare') return `${formatNumber(value, { locale, decimals: 1 })}%`;
    return formatNumber(value, { locale });
  };
}

/** Each measure's name. */
export function useMeasureNames(): Record<MatrixMeasure, string> {
  const { t } = useLingui();
  return {
    gmv: t`Sales value (USD)`,
    growth: t`Growth`,
    products: t`Selling products`,
    shops: t`Active shops`,
    avgPrice: t`Average price (USD)`,
    top10Share: t`Top-10 share`,
    newShare: t`Newcomers' share`,
  };
}

/** Whether the answer says a measure is estimated (units, sales value and all made from them). */
export const isEstimated = (matrix: Pick<MarketMatrixData, 'figureKinds'>, measure: MatrixMeasure) => matrix.figureKinds[measure] === 'estimated';

/** Whether a measure counts the period's days (else the 30 days the structure figures are counted over). */
export const isPeriodMeasure = (measure: MatrixMeasure) => measure === 'gmv' || measure === 'growth' || measure === 'avgPrice';

export interface MarketMatrixProps {
  matrix: MarketMatrixData;
  measure: MatrixMeasure;
  /** The market's analysis. */
  cellHref: (cell: MarketCell) => string;
  caption: string;
  /** The top bar's site and category: their row and column are marked. */
  marked?: { site?: string; categoryId?: number };
  /** Opens a cell's link in the app (a plain click or Enter); absent, the browser follows it. */
  onOpen?: (href: string) => void;
}

export function MarketMatrix({ matrix, measure, cellHref, caption, marked, onOpen }: MarketMatrixProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const format = useMeasureFormat();
  const names = useMeasureNames();
  const grid = useRef<HTMLTableElement>(null);
  // The one cell in the tab order (row, column): the grid's roving tab stop.
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const scale = shadeScale(matrix.cells.map((c) => measureOf(c, measure)));
  const rows = matrix.sites.length + 1;
  const columns = matrix.categories.length + 1;
  const cellOf = (site: string, categoryId: number) => matrix.cells.find((c) => c.site === site && c.categoryId === categoryId);
  const siteName = (site: string) => i18n._(SITE_NAMES[site as SiteCode]);
  const categoryName = (id: number) => (isCategoryId(id) ? i18n._(CATEGORY_NAMES[id]) : String(id));
  const period = `${formatDay(matrix.period.from, locale)} – ${formatDay(matrix.period.to, locale)}`;
  const structureDays = matrix.structureDays ?? 30;
  // The totals are sales values: a header's mark, hidden from assistive technology (its name stays the header's).
  const totalsMark = isEstimated(matrix, 'gmv') && <EstimateMark decorative />;

  const focusCell = (r: number, c: number) => {
    const row = Math.max(0, Math.min(rows - 1, r));
    const column = Math.max(0, Math.min(columns - 1, c));
    setActive([row, column]);
    grid.current?.querySelector<HTMLElement>(`[data-r="${row}"][data-c="${column}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-r]');
    if (!target) return;
    const r = Number(target.dataset['r']);
    const c = Number(target.dataset['c']);
    const moves: Record<string, [number, number] | undefined> = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: event.ctrlKey ? [0, 0] : [r, 0],
      End: event.ctrlKey ? [rows - 1, columns - 1] : [r, columns - 1],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    focusCell(next[0], next[1]);
  };
  const tabStop = (r: number, c: number) => (active[0] === r && active[1] === c ? 0 : -1);

  /** "Thailand, Home living: sales value USD 12.3K, …; 7 days to 26 Nov 2026 (products, shops and shares: 30 days)". */
  const cellName = (cell: MarketCell) => {
    const place = siteName(cell.site);
    const category = categoryName(cell.categoryId);
    const figures = [
      `${names.gmv} ${format('gmv', cell.gmvUsd)}`,
      `${names.growth} ${format('growth', cell.growth)}`,
      `${names.avgPrice} ${format('avgPrice', cell.avgPrice)}`,
      `${names.products} ${format('products', cell.products)}`,
      `${names.shops} ${format('shops', cell.shops)}`,
      `${names.top10Share} ${format('top10Share', cell.top10Share)}`,
      `${names.newShare} ${format('newShare', cell.newShare)}`,
    ].join(', ');
    return t`${place}, ${category}: ${figures}. Sales, growth and price: ${period}; products, shops and shares: the last ${structureDays} days.`;
  };

  /** A cell's sales value interval (issue 33), its link's description and tooltip: a cell is one link, so no mark of its own. */
  const cellInterval = (cell: MarketCell): string | undefined => {
    if (!cell.interval) return undefined;
    const low = formatAmount(cell.interval.gmvUsdLow, 'USD', locale, { compact: true });
    const high = formatAmount(cell.interval.gmvUsdHigh, 'USD', locale, { compact: true });
    return `${names.gmv}: ${t`Estimated: likely between ${low} and ${high}.`}`;
  };

  /** A total's name: "Thailand, all categories: Sales value (USD) USD 1.2M, Nov 20, 2026 – Nov 26, 2026". */
  const totalName = (place: string, gmvUsd: number, category = t`all categories`) => {
    const sales = `${names.gmv} ${format('gmv', gmvUsd)}`;
    // Names and figures only: no words of its own to translate.
    return `${place}, ${category}: ${sales}, ${period}`;
  };

  return (
    <div className={`${tableFrameClass} rounded-lg ring-1 ring-border`}>
      <table ref={grid} role="grid" aria-readonly="true" onKeyDown={onKeyDown} className="border-separate border-spacing-0 text-xs" data-measure={measure}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <td className="sticky left-0 bg-surface-muted p-2" />
            {matrix.categories.map((id) => (
              <th
                key={id}
                scope="col"
                aria-selected={marked?.categoryId === id ? true : undefined}
                className={cx('min-w-24 border-b border-border bg-surface-muted p-2 text-left font-semibold text-ink-muted', marked?.categoryId === id && 'text-ink underline')}
              >
                {categoryName(id)}
              </th>
            ))}
            <th scope="col" className="min-w-24 border-b border-border bg-surface-muted p-2 text-right font-semibold text-ink">
              {t`All categories`}
              {totalsMark}
            </th>
          </tr>
        </thead>
        <tbody>
          {matrix.sites.map((site, r) => {
            const siteTotal = matrix.siteTotals.find((s) => s.key === site);
            return (
              <tr key={site}>
                <th scope="row" className={cx('sticky left-0 whitespace-nowrap border-b border-border bg-surface-muted p-2 text-left font-semibold text-ink-muted', marked?.site === site && 'text-ink underline')}>
                  {siteName(site)}
                </th>
                {matrix.categories.map((categoryId, c) => {
                  const cell = cellOf(site, categoryId);
                  if (!cell) return <td key={categoryId} role="gridcell" className={cx('border-b border-border p-2', NO_DATA_SHADE)} />;
                  const value = measureOf(cell, measure);
                  const shade = value === null || !scale ? NO_DATA_SHADE : MATRIX_SHADES[scale.step(value)];
                  return (
                    <td key={categoryId} role="gridcell" className={cx('border-b border-l border-surface p-0', shade)}>
                      <a
                        href={cellHref(cell)}
                        data-r={r}
                        data-c={c}
                        data-gmv-usd={cell.gmvUsd}
                        data-site={cell.site}
                        data-category={cell.categoryId}
                        tabIndex={tabStop(r, c)}
                        onFocus={() => setActive([r, c])}
                        onClick={(event) => {
                          if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                          event.preventDefault();
                          onOpen(cellHref(cell));
                        }}
                        aria-label={cellName(cell)}
                        title={cellInterval(cell)}
                        className={cx('block px-2 py-3 text-right tabular-nums hover:underline', insetFocusRing)}
                      >
                        {format(measure, value)}
                      </a>
                    </td>
                  );
                })}
                <td
                  role="gridcell"
                  data-r={r}
                  data-c={columns - 1}
                  data-gmv-usd={siteTotal?.gmvUsd}
                  tabIndex={tabStop(r, columns - 1)}
                  onFocus={() => setActive([r, columns - 1])}
                  aria-label={totalName(siteName(site), siteTotal?.gmvUsd ?? 0)}
                  className={cx('border-b border-border bg-surface-muted px-2 py-3 text-right font-semibold tabular-nums', insetFocusRing)}
                >
                  {format('gmv', siteTotal?.gmvUsd ?? 0)}
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row" className="sticky left-0 whitespace-nowrap bg-surface-muted p-2 text-left font-semibold text-ink">
              {t`All sites (US dollars)`}
              {totalsMark}
            </th>
            {matrix.categories.map((categoryId, c) => {
              const total = matrix.categoryTotals.find((s) => s.key === String(categoryId));
              return (
                <td
                  key={categoryId}
                  role="gridcell"
                  data-r={rows - 1}
                  data-c={c}
                  data-gmv-usd={total?.gmvUsd}
                  tabIndex={tabStop(rows - 1, c)}
                  onFocus={() => setActive([rows - 1, c])}
                  aria-label={totalName(t`All sites`, total?.gmvUsd ?? 0, categoryName(categoryId))}
                  className={cx('bg-surface-muted px-2 py-3 text-right font-semibold tabular-nums', insetFocusRing)}
                >
                  {format('gmv', total?.gmvUsd ?? 0)}
                </td>
              );
            })}
            <td
              role="gridcell"
              data-r={rows - 1}
              data-c={columns - 1}
              data-gmv-usd={matrix.total.gmvUsd}
              data-testid="matrix-total"
              tabIndex={tabStop(rows - 1, columns - 1)}
              onFocus={() => setActive([rows - 1, columns - 1])}
              aria-label={totalName(t`All sites`, matrix.total.gmvUsd)}
              className={cx('bg-surface-muted px-2 py-3 text-right font-bold tabular-nums text-ink', insetFocusRing)}
            >
              {format('gmv', matrix.total.gmvUsd)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export interface MatrixLegendProps {
  matrix: MarketMatrixData;
  measure: MatrixMeasure;
}

/** What each shade means for the measure shading the matrix: its steps' ranges, its unit and its days. */
export function MatrixLegend({ matrix, measure }: MatrixLegendProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const format = useMeasureFormat();
  const names = useMeasureNames();
  const scale = shadeScale(matrix.cells.map((c) => measureOf(c, measure)));
  // A count's step starts at a whole number (46.2 products reads 47).
  const edge = (value: number) => format(measure, measure === 'products' || measure === 'shops' ? Math.ceil(value) : value);
  const structureDays = matrix.structureDays ?? 30;
  const dataDay = formatDay(matrix.day, locale);
  const days = isPeriodMeasure(measure) ? `${formatDay(matrix.period.from, locale)} – ${formatDay(matrix.period.to, locale)}` : t`the last ${structureDays} days to ${dataDay}`;
  const measureName = names[measure];
  const stepText = (low: string, high: string, last: boolean) => (last ? t`${low} to ${high}` : t`${low} to under ${high}`);
  return (
    <figure className="flex flex-col gap-1 text-xs" aria-label={t`Legend`}>
      <figcaption className="font-medium text-ink">
        {t`Shaded by ${measureName}, ${days}`}
        {isEstimated(matrix, measure) && <EstimateMark />}
      </figcaption>
      <ul className="flex flex-wrap items-center gap-2">
        {scale &&
          MATRIX_SHADES.map((shade, i) => (
            <li key={shade} className="flex items-center gap-1">
              <span aria-hidden="true" className={cx('inline-block h-4 w-6 rounded ring-1 ring-border', shade)} />
              <span>{stepText(edge(scale.bounds[i] ?? scale.min), edge(i === MATRIX_SHADES.length - 1 ? scale.max : (scale.bounds[i + 1] ?? scale.max)), i === MATRIX_SHADES.length - 1)}</span>
            </li>
          ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className={cx('inline-block h-4 w-6 rounded ring-1 ring-border', NO_DATA_SHADE)} />
          <span>{t`No sales`}</span>
        </li>
      </ul>
    </figure>
  );
}
