// A shop explanation's breakdowns (issue 29 item 1): its category mix (30-day units, sales value and
// share of each category it sells in) and its price bands (its selling products by price, with
// their units and sales value), each a table with a bar a screen reader does not need: the share is
// written beside it. An estimated figure's header carries the estimate mark (issue 33), as the answer's
// figureKinds says: units, sales value, shares and the products with a sale are made from the estimates.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { FigureHeader } from '../estimate/figure-header';
import { CategoryName, numberCell } from '../ranking/ranking-cells';
import { formatAmount } from '../shared/money';
import type { CategoryShare, FigureKinds, PriceBand } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

const cell = 'border-b border-border p-2';
const head = 'border-b border-border bg-surface-muted p-2 text-xs font-semibold text-ink-muted';

function Bar({ share }: { share: number }) {
  return (
    <span aria-hidden="true" className="block h-2 w-24 overflow-hidden rounded bg-surface-muted">
      <span className="block h-2 bg-brand-500" style={{ width: `${Math.max(0, Math.min(100, share))}%` }} />
    </span>
  );
}

export interface CategoryMixProps {
  categories: CategoryShare[];
  /** The shop's currency. */
  currency: string;
  /** Which figures are estimated (the answer's): units, sales value, share. */
  kinds?: FigureKinds;
}

export function CategoryMix({ categories, currency, kinds }: CategoryMixProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t`Sales by category, last 30 days`}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>{t`Category`}</th>
          <FigureHeader className={head} label={t`Units sold`} kinds={kinds} figure="units" />
          <FigureHeader className={head} label={t`Sales value`} kinds={kinds} figure="gmv" />
          <FigureHeader className={head} label={t({ message: 'Share', context: 'part of a total' })} kinds={kinds} figure="share" />
        </tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr key={c.categoryId}>
            <th scope="row" className={`${cell} text-left font-normal`}>
              <CategoryName id={c.categoryId} />
            </th>
            <td className={`${cell} ${numberCell}`}>{formatNumber(c.units, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatAmount(c.gmv, currency, locale)}</td>
            <td className={`${cell} ${numberCell}`}>
              <span className="flex items-center justify-end gap-2">
                <Bar share={c.share} />
                {formatNumber(c.share, { locale, decimals: 1 })}%
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PriceBandTableProps {
  bands: PriceBand[];
  currency: string;
  /** Which figures are estimated (the answer's): its products with a sale (`productsSold`), units, sales value. */
  kinds?: FigureKinds;
}

export function PriceBandTable({ bands, currency, kinds }: PriceBandTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const total = bands.reduce((sum, b) => sum + b.gmv, 0);
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t`Selling products by price, last 30 days`}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>{t`Price (${currency})`}</th>
          <FigureHeader className={head} label={t({ message: 'Products', context: 'a number of products' })} kinds={kinds} figure="productsSold" />
          <FigureHeader className={head} label={t`Units sold`} kinds={kinds} figure="units" />
          <FigureHeader className={head} label={t`Sales value`} kinds={kinds} figure="gmv" />
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => {
          const from = formatNumber(b.from, { locale });
          const to = formatNumber(b.to, { locale });
          const share = total > 0 ? (b.gmv / total) * 100 : 0;
          return (
            <tr key={b.from}>
              <th scope="row" className={`${cell} text-left font-normal tabular-nums`}>
                {t`${from} to under ${to}`}
              </th>
              <td className={`${cell} ${numberCell}`}>{formatNumber(b.products, { locale })}</td>
              <td className={`${cell} ${numberCell}`}>{formatNumber(b.units, { locale })}</td>
              <td className={`${cell} ${numberCell}`}>
                <span className="flex items-center justify-end gap-2">
                  <Bar share={share} />
                  {formatAmount(b.gmv, currency, locale)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
