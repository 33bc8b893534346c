// Route module of /mall-detail/mallReceivable (spec §2 "detail pages"; issue 16 item 3): a shop's
// revenue by `?shopId=` (an id, or a link the lookup reads): its sales and sales value over the
// day, 7 and 30 days with the growth on the period before, its daily sales and sales value, its
// products of the highest 30-day sales value and its 30-day sales value by category.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber, isCategoryId, type SiteCode } from '@sealens/domain';
import { CATEGORY_NAMES, FigureDate, ShopCard, shopCardOf, useFormatLocale } from '@sealens/market';
import type { RouteHandle } from '@sealens/ssr';
import { useLoaderData } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { DataPageFrame, HeadlinePeriodNote, IdLookupForm, LoadFailed, Panel } from './data-page-parts';
import type { MallReceivable } from './data-pages-api';
import { mallDetailLoader, type MallDetailData } from './detail-loaders';
import { UnknownItem } from './goods-detail-parts';
import { makeUpHref } from './goods-make-up-route';
import { GoodsTable } from './goods-table';
import { HistoryCharts } from './history-charts';
import { PeriodFiguresTable } from './period-figures-table';

export const MALL_RECEIVABLE_PATH = '/mall-detail/mallReceivable';
export const loader = mallDetailLoader('shopId');

function CategorySplit({ receivable, site }: { receivable: MallReceivable; site: SiteCode | undefined }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const rows = receivable.categories ?? [];
  if (rows.length === 0) return <p className="text-ink-muted"><Trans>No sales in the last 30 days.</Trans></p>;
  return (
    <table className="w-full text-left text-sm" data-testid="category-split">
      <caption className="sr-only">{t`Sales value by category, last 30 days`}</caption>
      <thead className="border-b border-border text-xs text-ink-muted">
        <tr>
          <th scope="col" className="py-2 pr-3"><Trans>Category</Trans></th>
          <th scope="col" className="py-2 pr-3 text-right"><Trans>Sales volume</Trans></th>
          <th scope="col" className="py-2 pr-3 text-right"><Trans>Sales value</Trans></th>
          <th scope="col" className="w-1/3 py-2"><Trans>Share</Trans></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.typeId} className="border-b border-border last:border-0">
            <th scope="row" className="py-3 pr-3 font-medium text-ink">{isCategoryId(row.typeId) ? i18n._(CATEGORY_NAMES[row.typeId]) : String(row.typeId)}</th>
            <td className="py-3 pr-3 text-right tabular-nums">{formatNumber(row.sales, { locale })}</td>
            <td className="py-3 pr-3 text-right tabular-nums">{site ? formatMoney(row.gmv, { site, locale }) : formatNumber(row.gmv, { locale })}</td>
            <td className="py-3">
              <div className="flex items-center gap-2">
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
                  <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${Math.min(100, Math.max(0, row.share))}%` }} />
                </span>
                <span className="w-16 text-right tabular-nums">{formatNumber(row.share, { locale, decimals: 2 })}%</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MallReceivablePage({ data }: { data: MallDetailData }) {
  const { t } = useLingui();
  return (
    <DataPageFrame title={<Trans>Shop revenue</Trans>} intro={<Trans>What a shop takes in: its sales value by period and by day, its best products and its categories.</Trans>}>
      {data.state === 'choose' && (
        <Panel title={<Trans>Which shop?</Trans>} testId="choose-shop">
          <IdLookupForm action={MALL_RECEIVABLE_PATH} name="shopId" label={t`Shop link or shop ID`} placeholder={t`Paste a Shopee shop link or enter its ID`} />
        </Panel>
      )}
      {data.state === 'unknown' && <UnknownItem typed={data.typed} kind="mall" action={MALL_RECEIVABLE_PATH} param="shopId" />}
      {data.state === 'error' && <LoadFailed what={<Trans>The shop could not be loaded.</Trans>} />}
      {data.state === 'ok' && data.receivable.mall && (
        <>
          <ShopCard shop={shopCardOf(data.receivable.mall, data.receivable.date)} />
          <HeadlinePeriodNote />
          <Panel title={<Trans>Revenue by period</Trans>} testId="revenue-periods">
            <PeriodFiguresTable periods={data.receivable.periods ?? []} site={data.receivable.mall.site} caption={t`Revenue by period`} />
            {data.receivable.date && <FigureDate date={data.receivable.date} className="mt-2" />}
          </Panel>
          <Panel title={<Trans>Daily revenue</Trans>}>
            {data.history.points.length > 0 ? <HistoryCharts history={data.history} site={data.receivable.mall.site} /> : <p className="text-ink-muted"><Trans>No daily history for this shop yet.</Trans></p>}
          </Panel>
          <Panel title={<Trans>Top products, last 30 days</Trans>} testId="top-products">
            {(data.receivable.topProducts ?? []).length > 0 ? (
              <GoodsTable rows={data.receivable.topProducts ?? []} caption={t`Top products, last 30 days`} period={30} hrefOf={makeUpHref} />
            ) : (
              <p className="text-ink-muted"><Trans>No sales in the last 30 days.</Trans></p>
            )}
            {data.receivable.date && <FigureDate date={data.receivable.date} className="mt-2" />}
          </Panel>
          <Panel title={<Trans>Sales value by category, last 30 days</Trans>}>
            <CategorySplit receivable={data.receivable} site={data.receivable.mall.site} />
            {data.receivable.date && <FigureDate date={data.receivable.date} className="mt-2" />}
          </Panel>
        </>
      )}
    </DataPageFrame>
  );
}

export function Component() {
  return <MallReceivablePage data={useLoaderData<MallDetailData>()} />;
}

export const handle: RouteHandle = {
  query: ['shopId'],
  head: ({ i18n, data }) => {
    const d = data as MallDetailData | undefined;
    if (d?.state === 'ok' && d.receivable.mall) {
      return {
        title: pageTitle(i18n._(msg`Shop revenue: ${d.receivable.mall.shopName}`)),
        description: i18n._(msg`A shop's sales value by period and by day, its best products and its categories, from the market data.`),
        canonicalPath: `${MALL_RECEIVABLE_PATH}?shopId=${d.receivable.id}`,
      };
    }
    return { title: pageTitle(i18n._(msg`Shop revenue`)), description: i18n._(msg`A shop's sales value by period and by day, its best products and its categories, from the market data.`), noindex: d?.state !== 'choose' };
  },
};
