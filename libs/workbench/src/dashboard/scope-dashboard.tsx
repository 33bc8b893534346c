// The site and all-site analysis dashboards' blocks (issue 30 item 5; DESIGN.md §6 "Analysis"): a
// scope's headline figures, each saying its days and unit and linking to the list behind it, and a
// breakdown table (by category, price band or shop type) whose rows sum to the scope's totals, each
// row linking to its list. Shares are written beside their bars (the bars are for the eye only).
import { useLingui } from '@lingui/react/macro';
import { formatGrowth, formatNumber } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { numberCell } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { focusRing } from '../shared/focus-ring';
import { formatAmount } from '../shared/money';
import type { FigureKinds } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { tableFrameClass } from '../shared/table-frame';

export type ScopeAnalysis = WorkbenchComponents['schemas']['ScopeAnalysis'];
export type ScopePart = WorkbenchComponents['schemas']['ScopePart'];

export interface DashboardFigure {
  /** Stable key (also `data-figure`, for tests). */
  id: string;
  label: string;
  /** The figure as shown, unit included ("THB 1.2M", "34.5%", "1,204"). */
  value: string;
  /** Its days and what it counts ("30 days to 26 Nov 2026, estimated"). */
  note: string;
  /** The list behind the figure (a ranking with its filters in the address). */
  href?: string;
  /** An estimated figure (units, sales value and what is made of them): its value carries the estimate mark. */
  estimated?: boolean;
}

export interface DashboardFiguresProps {
  figures: readonly DashboardFigure[];
  /** The link's words (the same on every tile; its accessible name adds the figure's label). */
  linkText?: string;
  renderLink?: (figure: DashboardFigure, children: ReactNode, label: string) => ReactNode;
}

/** A scope's headline figures as tiles: label, value with its unit, its days, and a link to its list. */
export function DashboardFigures({ figures, linkText, renderLink }: DashboardFiguresProps) {
  const { t } = useLingui();
  const words = linkText ?? t`See the list`;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {figures.map((f) => {
        const name = f.label;
        const label = t`${name}: see the list behind it`;
        return (
          <div key={f.id} data-figure={f.id} className="flex flex-col gap-1 rounded-lg bg-surface p-3 ring-1 ring-border">
            <dt className="text-sm text-ink-muted">{f.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-ink">
              {f.value}
              {f.estimated && <EstimateMark />}
            </dd>
            <dd className="text-xs text-ink-muted">{f.note}</dd>
            {f.href && (
              <dd className="text-sm">
                {renderLink ? (
                  renderLink(f, words, label)
                ) : (
                  <a href={f.href} aria-label={label} className={cx('font-medium text-brand-700 underline-offset-2 hover:underline', focusRing)}>
                    {words}
                  </a>
                )}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}

export interface ScopeBreakdownTableProps {
  parts: readonly ScopePart[];
  /** The scope's money: a site's currency, or USD over all sites. */
  currency: string;
  caption: string;
  /** The first column's header ("Category", "Price band", "Shop type"). */
  nameHeader: string;
  /** A part's name as shown. */
  nameOf: (part: ScopePart) => ReactNode;
  /** The list behind a part (absent: no link). */
  hrefOf?: (part: ScopePart) => string | undefined;
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  /** Which figures are measured and which estimated (the answer's): an estimated one's header carries the mark. */
  kinds?: FigureKinds;
}

const cell = 'border-b border-border p-2';
const head = 'border-b border-border bg-surface-muted p-2 text-xs font-semibold text-ink-muted';

/** A scope's sales by part (category, price band, shop type): units, sales value, products, shops, share and growth. */
export function ScopeBreakdownTable({ parts, currency, caption, nameHeader, nameOf, hrefOf, renderLink, kinds }: ScopeBreakdownTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  // As a ranking's column header: the header keeps its name (decorative mark), the page's stamp says it in words.
  const mark = (figure: string) => kinds?.[figure] === 'estimated' && <EstimateMark decorative />;
  return (
    <div className={tableFrameClass}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} text-left`}>{nameHeader}</th>
            <th scope="col" className={`${head} text-right`}>
              {t`Units sold`}
              {mark('units')}
            </th>
            {/* The scope's currency, as every money column names it (an ISO code: the same in every language). */}
            <th scope="col" className={`${head} text-right`}>
              {t`Sales value`} ({currency}){mark('gmv')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t`Selling products`}
              {mark('products')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t`Active shops`}
              {mark('shops')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t`Share of sales value`}
              {mark('gmv')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t`Growth`}
              {mark('growth')}
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => {
            const href = hrefOf?.(p);
            const name = nameOf(p);
            return (
              <tr key={p.key} data-part={p.key}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {href ? (
                    renderLink ? (
                      renderLink(href, name)
                    ) : (
                      <a href={href} className={cx('font-medium text-brand-700 underline-offset-2 hover:underline', focusRing)}>
                        {name}
                      </a>
                    )
                  ) : (
                    name
                  )}
                </th>
                <td className={`${cell} ${numberCell}`}>{formatNumber(p.units, { locale })}</td>
                <td className={`${cell} ${numberCell}`}>
                  <data value={p.gmv}>{formatAmount(p.gmv, currency, locale)}</data>
                </td>
                <td className={`${cell} ${numberCell}`}>{formatNumber(p.products, { locale })}</td>
                <td className={`${cell} ${numberCell}`}>{formatNumber(p.shops, { locale })}</td>
                <td className={`${cell} ${numberCell}`}>
                  <span className="flex items-center justify-end gap-2">
                    <span aria-hidden="true" className="block h-2 w-20 overflow-hidden rounded bg-surface-muted">
                      <span className="block h-2 bg-brand-500" style={{ width: `${Math.max(0, Math.min(100, p.share))}%` }} />
                    </span>
                    {formatNumber(p.share, { locale, decimals: 1 })}%
                  </span>
                </td>
                <td className={`${cell} ${numberCell}`}>{p.growth === null ? <span className="text-ink-muted">{t`no period before`}</span> : formatGrowth(p.growth, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
