// The price analysis (analysis page kind, issue 29 item 4): a scope's sales split into price bands,
// per band its units (and share of the scope's), sales value, selling products and shops, units per
// product (high where demand outruns supply) and its best sellers, each to its overview; the totals
// row is the scope's, and the bands sum to it (each figure's exact value in its <data> element, as the
// spec's formatter shortens large numbers). The edges form lets the member move the bands.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { buttonClassName } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { ProductPicture } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { formatAmount } from '../shared/money';
import type { Analysis, AnalysisBand, ProductRow } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { tableFrameClass } from '../shared/table-frame';

export interface PriceBandAnalysisProps {
  analysis: Pick<Analysis, 'currency' | 'total' | 'bands'>;
  /** A product's overview. */
  productHref(row: ProductRow): string;
  caption: string;
}

/** A band's price range in the answer's money ("0 – 25", "250 and above"). */
function BandRange({ band, currency }: { band: AnalysisBand; currency: string }) {
  const locale = useFormatLocale();
  const from = formatAmount(band.from, currency, locale);
  if (band.to === null) return <Trans>{from} and above</Trans>;
  const to = formatAmount(band.to, currency, locale);
  return (
    <span className="whitespace-nowrap">
      {from} – {to}
    </span>
  );
}

export function PriceBandAnalysis({ analysis, productHref, caption }: PriceBandAnalysisProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const { currency, total, bands } = analysis;
  const most = Math.max(1, ...bands.map((b) => b.unitsPerProduct ?? 0));
  const num = (n: number | null, decimals?: number) => (n === null ? '-' : formatNumber(n, { locale, ...(decimals !== undefined ? { decimals } : {}) }));
  return (
    <div className={`${tableFrameClass} rounded-lg bg-surface ring-1 ring-border`}>
      <table className="w-full min-w-[880px] text-sm">
        <caption className="sr-only">{caption}</caption>
        {/* Every figure column is made of estimated sales: its header carries the mark, as a ranking's does. */}
        <thead className="bg-surface-muted text-left text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Price band</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Units sold</Trans>
              <EstimateMark decorative />
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Share of units</Trans>
              <EstimateMark decorative />
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Sales value</Trans>
              <EstimateMark decorative />
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans context="price band column: products with a sale in the period">Products sold</Trans>
              <EstimateMark decorative />
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Active shops</Trans>
              <EstimateMark decorative />
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Units per product</Trans>
              <EstimateMark decorative />
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Best sellers</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.from} className="border-t border-border align-top" data-band-from={band.from}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <BandRange band={band} currency={currency} />
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-figure="units">
                <data value={band.units}>{num(band.units)}</data>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{num(band.share, 1)}%</td>
              <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap" data-figure="gmv">
                <data value={band.gmv}>{formatAmount(band.gmv, currency, locale)}</data>
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-figure="products">
                <data value={band.products}>{num(band.products)}</data>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{num(band.shops)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                <span className="flex items-center justify-end gap-2">
                  {/* The bar compares the bands: the longest is where each product sells most. */}
                  <span aria-hidden="true" className="h-2 rounded bg-brand-500" style={{ width: `${Math.round(((band.unitsPerProduct ?? 0) / most) * 60)}px` }} />
                  {num(band.unitsPerProduct, 2)}
                </span>
              </td>
              <td className="px-3 py-2">
                {band.top.length === 0 ? (
                  <span className="text-ink-muted">-</span>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {band.top.map((p) => (
                      <li key={p.id} className="flex min-w-0 items-center gap-2">
                        <ProductPicture src={p.image} size={28} />
                        <a href={productHref(p)} className="line-clamp-1 text-ink hover:text-brand-700 hover:underline" title={p.title}>
                          {p.title}
                        </a>
                        <span className="whitespace-nowrap text-xs text-ink-muted">{t`${formatNumber(p.units, { locale })} units`}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border font-semibold">
          <tr data-band-total="">
            <th scope="row" className="px-3 py-2 text-left">
              <Trans>All prices</Trans>
            </th>
            <td className="px-3 py-2 text-right tabular-nums" data-figure="units">
              <data value={total.units}>{num(total.units)}</data>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">100%</td>
            <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap" data-figure="gmv">
              <data value={total.gmv}>{formatAmount(total.gmv, currency, locale)}</data>
            </td>
            <td className="px-3 py-2 text-right tabular-nums" data-figure="products">
              <data value={total.products}>{num(total.products)}</data>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{num(total.shops)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{num(total.products > 0 ? Math.round((total.units / total.products) * 100) / 100 : null, 2)}</td>
            <td className={cx('px-3 py-2')} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export interface BandEdgesFormProps {
  /** The edges shown now. */
  edges: readonly number[];
  /** Whether they were chosen from the data (else the member's). */
  chosen: 'data' | 'member';
  currency: string;
  onApply(edges: number[]): void;
  /** Back to the edges chosen from the data. */
  onReset(): void;
}

/** At most 11 edges (12 bands), rising, above 0: the server's rule, said before it is asked. */
export const BAND_EDGES_MAX = 11;

/** The edges a member typed ("10, 20, 50"), or undefined when they are not 1 to 11 rising prices above 0. */
export function parseEdgesText(text: string): number[] | undefined {
  const parts = text.split(/[,\s;]+/).filter(Boolean);
  if (parts.length < 1 || parts.length > BAND_EDGES_MAX) return undefined;
  const edges = parts.map(Number);
  if (edges.some((e, i) => !Number.isFinite(e) || e <= 0 || e > 1e12 || (i > 0 && e <= (edges[i - 1] ?? 0)))) return undefined;
  return edges;
}

export function BandEdgesForm({ edges, chosen, currency, onApply, onReset }: BandEdgesFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(edges.join(', '));
  const [wrong, setWrong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEdgesText(text);
    setWrong(!parsed);
    if (parsed) onApply(parsed);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t`Price band edges`}>
      <label htmlFor={`${id}-edges`} className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t`Band edges (${currency})`}</span>
        <input
          id={`${id}-edges`}
          name="edges"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="decimal"
          aria-invalid={wrong || undefined}
          aria-describedby={`${id}-hint`}
          className="w-72 rounded border border-border px-2 py-1"
        />
      </label>
      <button type="submit" className={buttonClassName('primary', 'sm')}>
        <Trans>Apply</Trans>
      </button>
      {chosen === 'member' && (
        <button type="button" className={buttonClassName('secondary', 'sm')} onClick={onReset}>
          <Trans>Bands from the data</Trans>
        </button>
      )}
      <p id={`${id}-hint`} className={cx('w-full text-xs', wrong ? 'text-danger-700' : 'text-ink-muted')} role={wrong ? 'alert' : undefined}>
        {wrong
          ? t`Give 1 to 11 prices above 0, each higher than the one before, separated by commas.`
          : chosen === 'data'
            ? t`Chosen from the data: the prices below which 20%, 40%, 60% and 80% of the selling products are, rounded down to readable prices.`
            : t`Your edges. The first band starts at 0 and the last has no top, so the bands always add up to the total.`}
      </p>
    </form>
  );
}
