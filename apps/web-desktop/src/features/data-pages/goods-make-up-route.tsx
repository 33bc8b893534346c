// Route module of /goods-detail/goodsMakeUp (spec §2 "detail pages"; issue 16 item 3): a product's
// sales make-up by `?goodsId=` (an id, or a link the lookup reads): its sales and sales value over
// the day, 7 and 30 days with the growth on the period before, its share of its shop's and of its
// site category's sales value, its daily sales, price and sales value, and comparable products.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyOf, isCategoryId, type SiteCode } from '@sealens/domain';
import { CATEGORY_NAMES, FigureDate, TrendChart } from '@sealens/market';
import type { RouteHandle } from '@sealens/ssr';
import { Link, useLoaderData } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { DataPageFrame, LINK_CLASS, LoadFailed, Panel } from './data-page-parts';
import type { HistoryPoints } from './data-pages-api';
import { goodsDetailLoader, type GoodsDetailData } from './detail-loaders';
import { ChooseProduct, ProductHeading, UnknownItem } from './goods-detail-parts';
import { GoodsTable } from './goods-table';
import { HistoryCharts } from './history-charts';
import { PeriodFiguresTable } from './period-figures-table';

export const GOODS_MAKE_UP_PATH = '/goods-detail/goodsMakeUp';
export const makeUpHref = (goodsId: string) => `${GOODS_MAKE_UP_PATH}?goodsId=${encodeURIComponent(goodsId)}`;
export const loader = goodsDetailLoader('goodsId');

/** The product's daily price, in its site's currency (named in the title, the axis and the values). */
function PriceChart({ history, site }: { history: HistoryPoints; site: SiteCode | undefined }) {
  const { t } = useLingui();
  const currency = site ? currencyOf(site) : undefined;
  return (
    <TrendChart
      title={currency ? t`Daily price (${currency})` : t`Daily price`}
      dates={history.points.map((p) => p.date)}
      series={[{ label: t`Price`, values: history.points.map((p) => p.price ?? null) }]}
      {...(site ? { money: site } : {})}
    />
  );
}

export function GoodsMakeUpPage({ data }: { data: GoodsDetailData }) {
  const { t, i18n } = useLingui();
  return (
    <DataPageFrame title={<Trans>Product sales make-up</Trans>} intro={<Trans>Where a product's sales come from: its periods, its share of its shop and of its category, and its daily figures.</Trans>}>
      {data.state === 'choose' && <ChooseProduct action={GOODS_MAKE_UP_PATH} param="goodsId" suggestions={data.suggestions} hrefOf={makeUpHref} />}
      {data.state === 'unknown' && <UnknownItem typed={data.typed} kind="goods" action={GOODS_MAKE_UP_PATH} param="goodsId" />}
      {data.state === 'error' && <LoadFailed what={<Trans>The product could not be loaded.</Trans>} />}
      {data.state === 'ok' && data.makeUp.goods && (
        <>
          <ProductHeading goods={data.makeUp.goods} date={data.makeUp.date} />
          <p className="flex flex-wrap gap-4 text-sm">
            {data.makeUp.typeId !== undefined && isCategoryId(data.makeUp.typeId) && (
              <span className="text-ink-muted">{t`Category: ${i18n._(CATEGORY_NAMES[data.makeUp.typeId])}`}</span>
            )}
            {data.makeUp.shopId && (
              <Link to={`/mall-detail/mallReceivable?shopId=${data.makeUp.shopId}`} className={LINK_CLASS}>
                <Trans>Its shop's revenue</Trans>
              </Link>
            )}
            <Link to={`/details?id=${data.makeUp.id}`} className={LINK_CLASS}>
              <Trans>Detection details</Trans>
            </Link>
          </p>
          <Panel title={<Trans>Sales make-up by period</Trans>} testId="make-up">
            <PeriodFiguresTable periods={data.makeUp.periods ?? []} site={data.makeUp.goods.goodsInfo.site} caption={t`Sales make-up by period`} shares />
            <p className="mt-2 text-xs text-ink-muted">
              <Trans>Shares are of the sales value: of its shop's products, and of its category on its site (the whole market's figure of the day).</Trans>
            </p>
            {data.makeUp.date && <FigureDate date={data.makeUp.date} className="mt-1" />}
          </Panel>
          <Panel title={<Trans>Daily sales</Trans>}>
            {data.history.points.length > 0 ? (
              <>
                <HistoryCharts history={data.history} site={data.makeUp.goods.goodsInfo.site} />
                <div className="mt-6">
                  <PriceChart history={data.history} site={data.makeUp.goods.goodsInfo.site} />
                </div>
              </>
            ) : (
              <p className="text-ink-muted">
                <Trans>No daily history for this product yet.</Trans>
              </p>
            )}
          </Panel>
          {(data.makeUp.comparable ?? []).length > 0 && (
            <Panel title={<Trans>Comparable products</Trans>} testId="comparable-products">
              <p className="mb-3 text-sm text-ink-muted">
                <Trans>The best sellers of the last 30 days in the same sub-category and site.</Trans>
              </p>
              <GoodsTable rows={data.makeUp.comparable ?? []} caption={t`Comparable products`} period={30} hrefOf={makeUpHref} />
            </Panel>
          )}
        </>
      )}
    </DataPageFrame>
  );
}

export function Component() {
  return <GoodsMakeUpPage data={useLoaderData<GoodsDetailData>()} />;
}

export const handle: RouteHandle = {
  query: ['goodsId'],
  head: ({ i18n, data }) => {
    const d = data as GoodsDetailData | undefined;
    if (d?.state === 'ok' && d.makeUp.goods) {
      return {
        title: pageTitle(i18n._(msg`Sales make-up: ${d.makeUp.goods.goodsInfo.title}`)),
        description: i18n._(msg`A product's sales, sales value and shares of its shop and category by period, from the market data.`),
        canonicalPath: makeUpHref(d.makeUp.id),
      };
    }
    return { title: pageTitle(i18n._(msg`Product sales make-up`)), description: i18n._(msg`A product's sales, sales value and shares of its shop and category by period, from the market data.`), noindex: d?.state !== 'choose' };
  },
};
