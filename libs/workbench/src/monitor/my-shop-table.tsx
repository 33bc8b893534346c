// My shop's table (issue 31; spec §2's monitor centre entry): a member's authorised shop beside its
// category on its site and the shops the member follows, over the same days. Every figure is made of
// estimated sales (issue 33): each column header carries the estimate mark, and a row whose answer
// states an interval (the shop's and its category's, from GET /item) shows it on hover.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { IntervalMark, type EstimateInterval } from '../estimate/interval-mark';
import { cx } from '../shared/cx';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';

export interface MyShopRow {
  key: string;
  /** The row's header: the member's shop (with its place), its category, or a followed shop's link. */
  name: ReactNode;
  /** The member's own shop: drawn stronger. */
  own?: boolean;
  units: number | undefined;
  gmv: number | undefined;
  currency: string;
  /** Of the category's units, 0 to 1. */
  share: number | undefined;
  /** Where the true units and sales value lie, when the answer states it. */
  interval?: EstimateInterval | undefined;
}

export interface MyShopTableProps {
  caption: string;
  days: number;
  rows: readonly MyShopRow[];
}

// A figure never breaks from its unit or its mark: on a phone "THB 46.2 / 万" and the mark stood on lines of their own.
const cell = 'whitespace-nowrap px-2 py-2 text-right tabular-nums';

export function MyShopTable({ caption, days, rows }: MyShopTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  // As a ranking's column header: the header keeps its name, the page says in words what is estimated.
  const head = (name: string) => (
    <th scope="col" className="px-2 py-2 text-right">
      {name}
      <EstimateMark decorative />
    </th>
  );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs text-ink-muted">
          <th scope="col" className="px-2 py-2 text-left">{t`Shop or category`}</th>
          {head(t`Units, ${days} days`)}
          {head(t`Sales value, ${days} days`)}
          {head(t`Share of the category's units`)}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.key} className={cx(row.own && 'font-medium')}>
            <th scope="row" className={cx('px-2 py-2 text-left', !row.own && 'font-normal')}>
              {row.name}
            </th>
            <td className={cell}>
              {row.units === undefined ? '-' : formatNumber(row.units, { locale })}
              {row.units !== undefined && <IntervalMark interval={row.interval} figure="units" />}
            </td>
            <td className={cell}>
              {row.gmv === undefined ? '-' : formatAmount(row.gmv, row.currency, locale)}
              {row.gmv !== undefined && <IntervalMark interval={row.interval} figure="gmv" currency={row.currency} />}
            </td>
            <td className={cell}>{row.share === undefined ? '-' : `${formatNumber(row.share * 100, { locale, decimals: 1 })}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
