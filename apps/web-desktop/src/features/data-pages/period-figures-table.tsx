// A product's or a shop's figures over the day, 7 and 30 days ending on the day described, with the
// growth on the period before and, for a product, its share of its shop and of its site category.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatGrowth, formatMoney, formatNumber, type SiteCode } from '@sealens/domain';
import { useFormatLocale } from '@sealens/market';
import type { ReactNode } from 'react';
import type { PeriodFigures } from './data-pages-api';
import { PERIOD_NAMES } from './data-page-parts';

export interface PeriodFiguresTableProps {
  periods: readonly PeriodFigures[];
  site: SiteCode | undefined;
  caption: ReactNode;
  /** Shows the shop and category shares (a product's make-up). */
  shares?: boolean;
}

export function PeriodFiguresTable({ periods, site, caption, shares = false }: PeriodFiguresTableProps) {
  const { i18n } = useLingui();
  const locale = useFormatLocale();
  const money = (value: number | undefined) => (site ? formatMoney(value, { site, locale }) : formatNumber(value, { locale }));
  const percent = (value: number | undefined) => (value === undefined ? '-' : `${formatNumber(value, { locale, decimals: 2 })}%`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="period-figures">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              <Trans>Period</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Sales volume</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Sales value</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Sales of the period before</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Growth</Trans>
            </th>
            {shares && (
              <>
                <th scope="col" className="py-2 pr-3 text-right">
                  <Trans>Share of its shop</Trans>
                </th>
                <th scope="col" className="py-2 text-right">
                  <Trans>Share of its category</Trans>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => (
            <tr key={p.period} className="border-b border-border last:border-0" data-period={p.period}>
              <th scope="row" className="py-3 pr-3 font-medium text-ink">
                {i18n._(PERIOD_NAMES[p.period])}
              </th>
              <td className="py-3 pr-3 text-right tabular-nums">{formatNumber(p.sales, { locale })}</td>
              <td className="py-3 pr-3 text-right tabular-nums">{money(p.gmv)}</td>
              <td className="py-3 pr-3 text-right tabular-nums">{formatNumber(p.prevSales, { locale })}</td>
              <td className="py-3 pr-3 text-right tabular-nums">{formatGrowth(p.growthRate, locale)}</td>
              {shares && (
                <>
                  <td className="py-3 pr-3 text-right tabular-nums">{percent(p.shopShare)}</td>
                  <td className="py-3 text-right tabular-nums">{percent(p.categoryShare)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
