// An industry overview's breakdowns (issue 29 item 4): its sub-categories' share of its 30-day sales,
// and the shops selling most of it (each to its overview). Their figures are made from the estimates:
// a header carries the mark when the answer's figureKinds says so (issue 33).
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { FigureHeader } from '../estimate/figure-header';
import { ProductPicture } from '../ranking/ranking-cells';
import { formatAmount } from '../shared/money';
import type { CategoryShare, FigureKinds, FoundShop } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { CategoryLabel } from './category-columns';

const head = 'border-b border-border px-3 py-2 text-xs font-medium text-ink-muted';
const cell = 'border-b border-border px-3 py-2';
const numeric = 'text-right tabular-nums';

export function SubCategoryShares({ categories, currency, kinds }: { categories: readonly CategoryShare[]; currency: string; kinds?: FigureKinds }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t`Sales by sub-category, last 30 days`}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>{t`Sub-category`}</th>
          <FigureHeader className={head} label={t`Units sold`} kinds={kinds} figure="units" />
          <FigureHeader className={head} label={t`Sales value`} kinds={kinds} figure="gmv" />
          <FigureHeader className={head} label={t({ message: 'Share', context: 'part of a total' })} kinds={kinds} figure="share" />
        </tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr key={c.categoryId}>
            <th scope="row" className={`${cell} text-left font-normal`}>
              <CategoryLabel id={c.categoryId} />
            </th>
            <td className={`${cell} ${numeric}`}>{formatNumber(c.units, { locale })}</td>
            <td className={`${cell} ${numeric} whitespace-nowrap`}>{formatAmount(c.gmv, currency, locale)}</td>
            <td className={`${cell} ${numeric}`}>{formatNumber(c.share, { locale, decimals: 1 })}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CategoryTopShops({ shops, shopHref, kinds }: { shops: readonly FoundShop[]; shopHref(id: string): string; kinds?: FigureKinds }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t`Shops selling most of the category, last 30 days`}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>{t`Shop`}</th>
          <FigureHeader className={head} label={<Trans context="category's top shops column: their products of it with a sale">Products sold</Trans>} kinds={kinds} figure="productsSold" />
          <FigureHeader className={head} label={t`Units sold`} kinds={kinds} figure="units" />
        </tr>
      </thead>
      <tbody>
        {shops.map((s) => (
          <tr key={s.id}>
            <th scope="row" className={`${cell} text-left font-normal`}>
              <span className="flex items-center gap-2">
                <ProductPicture src={s.logo} size={28} />
                <a href={shopHref(s.id)} className="truncate text-ink hover:text-brand-700 hover:underline">
                  {s.name}
                </a>
              </span>
            </th>
            <td className={`${cell} ${numeric}`}>{formatNumber(s.products, { locale })}</td>
            <td className={`${cell} ${numeric}`}>{formatNumber(s.units, { locale })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
