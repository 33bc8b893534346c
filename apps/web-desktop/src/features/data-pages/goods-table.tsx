// Products as a table: title (to its detection details), site and shop, price, sales, sales value
// and growth over the period the caller names, which the column heads say; every row's figures
// describe the table's day.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatGrowth, formatMoney, formatNumber, type SiteCode } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useFormatLocale, type GoodsRow } from '@sealens/market';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LINK_CLASS, PeriodHint, type FiguresPeriod } from './data-page-parts';

export interface GoodsTableProps {
  rows: readonly GoodsRow[];
  caption: ReactNode;
  /** The period the sales, sales value and growth cover (the heads say it). */
  period: FiguresPeriod;
  /** Rank of the first row (pages after the first start further down). */
  firstRank?: number;
  /** Where a title leads: the detection details by default. */
  hrefOf?: (goodsId: string) => string;
  testId?: string;
}

export const detailsHref = (goodsId: string) => `/details?id=${encodeURIComponent(goodsId)}`;

export function GoodsTable({ rows, caption, period, firstRank = 1, hrefOf = detailsHref, testId }: GoodsTableProps) {
  const { i18n } = useLingui();
  const periodHint = <PeriodHint period={period} />;
  const locale = useFormatLocale();
  const money = (value: number | undefined, site: SiteCode | undefined) => (site ? formatMoney(value, { site, locale }) : formatNumber(value, { locale }));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-ink-muted">
          <tr>
            <th scope="col" className="w-12 py-2 pr-3">
              <Trans>Rank</Trans>
            </th>
            <th scope="col" className="py-2 pr-3">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Price</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Sales volume</Trans>
              {periodHint}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              <Trans>Sales value</Trans>
              {periodHint}
            </th>
            <th scope="col" className="py-2 text-right">
              <Trans>Growth</Trans>
              <span className="block font-normal">
                <Trans>on the period before</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.goodsId} className="border-b border-border last:border-0" data-goods-id={row.goodsId}>
              <td className="py-3 pr-3 tabular-nums text-ink-muted">{firstRank + i}</td>
              <td className="py-3 pr-3">
                <div className="flex items-center gap-3">
                  {row.goodsInfo.image && <img src={row.goodsInfo.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" loading="lazy" />}
                  <div className="min-w-0">
                    <Link to={hrefOf(row.goodsId)} className={`line-clamp-2 font-medium text-ink ${LINK_CLASS}`}>
                      {row.goodsInfo.title}
                    </Link>
                    <p className="text-xs text-ink-muted">
                      {[row.goodsInfo.site && i18n._(SITE_NAMES[row.goodsInfo.site]), row.goodsInfo.shopName].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                </div>
              </td>
              <td className="py-3 pr-3 text-right tabular-nums">{money(row.price, row.goodsInfo.site)}</td>
              <td className="py-3 pr-3 text-right tabular-nums">{formatNumber(row.sales, { locale })}</td>
              <td className="py-3 pr-3 text-right tabular-nums">{money(row.gmv, row.goodsInfo.site)}</td>
              <td className="py-3 text-right tabular-nums">{formatGrowth(row.growthRate, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
