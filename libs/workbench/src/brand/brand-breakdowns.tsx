// A brand explanation's breakdowns (issue 29 item 3): over all sites, its 30-day sales per site; in
// any scope, its sales per category with its share of each category's sales (how much of the
// category the brand holds) beside the category's share of the brand's. Tables, with bars a
// screen reader does not need: the shares are written beside them. Every figure is made from the
// estimates, and its header carries the mark when the answer's figureKinds says so (issue 33).
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import { FigureHeader } from '../estimate/figure-header';
import { CategoryName, numberCell, SiteName } from '../ranking/ranking-cells';
import { formatAmount } from '../shared/money';
import type { CategoryShare, FigureKinds } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export type BrandSite = WorkbenchComponents['schemas']['BrandSite'];

const cell = 'border-b border-border p-2';
const head = 'border-b border-border bg-surface-muted p-2 text-xs font-semibold text-ink-muted';

function Bar({ share }: { share: number }) {
  return (
    <span aria-hidden="true" className="block h-2 w-24 overflow-hidden rounded bg-surface-muted">
      <span className="block h-2 bg-brand-500" style={{ width: `${Math.max(0, Math.min(100, share))}%` }} />
    </span>
  );
}

function Percent({ value }: { value: number | null | undefined }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (value === null || value === undefined)
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">-</span>
        <span className="sr-only">{t`The category sold nothing`}</span>
      </span>
    );
  return (
    <span className="flex items-center justify-end gap-2">
      <Bar share={value} />
      {formatNumber(value, { locale, decimals: 1 })}%
    </span>
  );
}

/** A brand's 30-day sales per site (its overview over all sites), most first. */
export function BrandSitesTable({ sites, kinds }: { sites: readonly BrandSite[]; kinds?: FigureKinds }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t`Sales by site, last 30 days`}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>{t`Site`}</th>
          <FigureHeader className={head} label={t`Units sold`} kinds={kinds} figure="units" />
          <FigureHeader className={head} label={t`Sales value`} kinds={kinds} figure="gmv" />
          <FigureHeader className={head} label={t`Sales value (USD)`} kinds={kinds} figure="gmvUsd" />
          <FigureHeader className={head} label={t({ message: 'Share', context: 'part of a total' })} kinds={kinds} figure="share" />
        </tr>
      </thead>
      <tbody>
        {sites.map((s) => (
          <tr key={s.site}>
            <th scope="row" className={`${cell} text-left font-normal`}>
              <SiteName site={s.site} />
            </th>
            <td className={`${cell} ${numberCell}`}>{formatNumber(s.units, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatAmount(s.gmv, s.currency, locale)}</td>
            <td className={`${cell} ${numberCell}`}>{formatAmount(s.gmvUsd, 'USD', locale)}</td>
            <td className={`${cell} ${numberCell}`}>
              <Percent value={s.share} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface BrandCategoriesTableProps {
  categories: readonly CategoryShare[];
  /** The money of the scope: the site's currency, or USD over all sites. */
  currency: string;
  /** Which figures are estimated (the answer's): units, sales value, share, marketShare. */
  kinds?: FigureKinds;
}

/** A brand's categories: its 30-day sales in each, that category's share of its sales, and its share of the category's. */
export function BrandCategoriesTable({ categories, currency, kinds }: BrandCategoriesTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t`The brand's sales by category and its share of each category, last 30 days`}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>{t`Category`}</th>
          <FigureHeader className={head} label={t`Units sold`} kinds={kinds} figure="units" />
          <FigureHeader className={head} label={t`Sales value`} kinds={kinds} figure="gmv" />
          <FigureHeader className={head} label={t`Of the brand's sales`} kinds={kinds} figure="share" />
          <FigureHeader className={head} label={t`Its share of the category`} kinds={kinds} figure="marketShare" />
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
              <Percent value={c.share} />
            </td>
            <td className={`${cell} ${numberCell}`}>
              <Percent value={c.marketShare} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
