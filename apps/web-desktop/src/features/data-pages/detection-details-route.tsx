// Route module of /details (spec §2; issue 16 item 3): one product's explosion detection, by
// `?id=` (a product id, or a link the lookup reads). Why it is flagged (soaring, hot new, hot
// selling) with the figures behind each reason, its rank in its site and category, its periods,
// its daily history as charts and comparable products. A member's opening is kept in their
// detection history (on the server, after hydration); a visitor is offered the login to keep one.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useHydrated, useIsLoggedIn } from '@sealens/auth';
import { DETECTION_HOT_RANK, DETECTION_SOARING_GROWTH_PERCENT, formatGrowth, formatNumber } from '@sealens/domain';
import { CATEGORY_NAMES, FigureDate, useFormatLocale } from '@sealens/market';
import type { RouteHandle } from '@sealens/ssr';
import { Button } from '@sealens/ui';
import { isCategoryId } from '@sealens/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { DataPageFrame, DetectionNav, LINK_CLASS, LoadFailed, Panel } from './data-page-parts';
import { saveDetectionHistory, type GoodsMakeUp } from './data-pages-api';
import { goodsDetailLoader, type GoodsDetailData } from './detail-loaders';
import { ChooseProduct, ProductHeading, UnknownItem } from './goods-detail-parts';
import { GoodsTable } from './goods-table';
import { HistoryCharts } from './history-charts';
import { PeriodFiguresTable } from './period-figures-table';

export const DETAILS_PATH = '/details';
export const loader = goodsDetailLoader('id');

/** The thresholds the server flags by (openapi GoodsMakeUp.flags), named in the reasons. */
export const SOARING_GROWTH_PERCENT = DETECTION_SOARING_GROWTH_PERCENT;
export const HOT_RANK_LIMIT = DETECTION_HOT_RANK;

function Verdict({ makeUp }: { makeUp: GoodsMakeUp }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const flags = new Set(makeUp.flags ?? []);
  const week = makeUp.periods?.find((p) => p.period === 7);
  const category = makeUp.typeId !== undefined && isCategoryId(makeUp.typeId) ? i18n._(CATEGORY_NAMES[makeUp.typeId]) : '';
  const growth = formatGrowth(week?.growthRate, locale);
  const rank = formatNumber(makeUp.hotRank, { locale });
  const of = formatNumber(makeUp.categoryProducts, { locale });
  const reasons = [
    flags.has('soaring') && { key: 'soaring', label: t`Soaring`, why: t`Its sales of the last 7 days grew ${growth} on the 7 days before (the threshold is +${SOARING_GROWTH_PERCENT}%).` },
    flags.has('new') && { key: 'new', label: t`Hot new`, why: t`Listed within the last 30 days and already selling.` },
    flags.has('hot') && { key: 'hot', label: t`Hot selling`, why: t`Number ${rank} of ${of} in its category on its site by sales of the last 7 days (the top ${HOT_RANK_LIMIT} are flagged).` },
  ].filter((r): r is { key: string; label: string; why: string } => Boolean(r));
  return (
    <Panel title={<Trans>Detection</Trans>} testId="detection-verdict">
      {reasons.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {reasons.map((r) => (
            <li key={r.key} className="flex flex-wrap items-baseline gap-3" data-flag={r.key}>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{r.label}</span>
              <span className="text-sm text-ink">{r.why}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink" data-testid="not-flagged">
          <Trans>Not taking off: its sales grew {growth} over the last 7 days, below the +{SOARING_GROWTH_PERCENT}% of a soaring product, and it is not among the top {HOT_RANK_LIMIT} of its category.</Trans>
        </p>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        {category ? t`Rank ${rank} of ${of} in ${category} on its site by sales of the last 7 days.` : t`Rank ${rank} of ${of} in its category on its site by sales of the last 7 days.`}
      </p>
      {makeUp.date && <FigureDate date={makeUp.date} daily className="mt-1" />}
    </Panel>
  );
}

type SaveState = 'saving' | 'saved' | 'failed';

/** Keeps the opening in the member's history once per product; says so, and offers a retry on failure. */
function HistoryKeeper({ goodsId }: { goodsId: string }) {
  const hydrated = useHydrated();
  const isMember = useIsLoggedIn();
  const [state, setState] = useState<SaveState>('saving');
  const keep = useCallback(
    () =>
      saveDetectionHistory(siteApi().main, goodsId).then(
        () => setState('saved'),
        () => setState('failed'),
      ),
    [goodsId],
  );
  const save = () => {
    setState('saving');
    void keep();
  };
  useEffect(() => {
    if (hydrated && isMember) void keep();
  }, [hydrated, isMember, keep]);
  if (!hydrated) return <p className="h-5" aria-hidden="true" />;
  if (!isMember) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <Trans>Log in to keep a history of the products you detect.</Trans>
        <Button size="sm" variant="secondary" onClick={() => void openLogin()}>
          <Trans>Log in</Trans>
        </Button>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm" role="status" data-testid="history-keeper" data-state={state}>
      {state === 'saved' && (
        <>
          <span className="text-ink-muted">
            <Trans>Kept in your detection history.</Trans>
          </span>
          <Link to="/historyList" className={LINK_CLASS}>
            <Trans>My detection history</Trans>
          </Link>
        </>
      )}
      {state === 'saving' && (
        <span className="text-ink-muted">
          <Trans>Keeping it in your detection history…</Trans>
        </span>
      )}
      {state === 'failed' && (
        <>
          <span className="text-danger-700">
            <Trans>It could not be kept in your detection history.</Trans>
          </span>
          <Button size="sm" variant="secondary" onClick={save}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </p>
  );
}

export function DetectionDetailsPage({ data }: { data: GoodsDetailData }) {
  const { t } = useLingui();
  return (
    <DataPageFrame nav={<DetectionNav />} title={<Trans>Detection details</Trans>} intro={<Trans>Why a product is taking off: its growth, its rank and its daily sales.</Trans>}>
      {data.state === 'choose' && <ChooseProduct action={DETAILS_PATH} param="id" suggestions={data.suggestions} />}
      {data.state === 'unknown' && <UnknownItem typed={data.typed} kind="goods" action={DETAILS_PATH} param="id" />}
      {data.state === 'error' && <LoadFailed what={<Trans>The product could not be loaded.</Trans>} />}
      {data.state === 'ok' && data.makeUp.goods && (
        <>
          <ProductHeading goods={data.makeUp.goods} date={data.makeUp.date} />
          <HistoryKeeper goodsId={data.makeUp.id} />
          <Verdict makeUp={data.makeUp} />
          <Panel title={<Trans>Sales by period</Trans>}>
            <PeriodFiguresTable periods={data.makeUp.periods ?? []} site={data.makeUp.goods.goodsInfo.site} caption={t`Sales by period`} />
            {data.makeUp.date && <FigureDate date={data.makeUp.date} className="mt-2" />}
          </Panel>
          <Panel
            title={<Trans>Daily sales</Trans>}
            action={
              <Link to={`/goods-detail/goodsMakeUp?goodsId=${data.makeUp.id}`} className={`text-sm ${LINK_CLASS}`}>
                <Trans>Sales make-up</Trans>
              </Link>
            }
          >
            {data.history.points.length > 0 ? <HistoryCharts history={data.history} site={data.makeUp.goods.goodsInfo.site} /> : <p className="text-ink-muted"><Trans>No daily history for this product yet.</Trans></p>}
          </Panel>
          {(data.makeUp.comparable ?? []).length > 0 && (
            <Panel title={<Trans>Comparable products</Trans>} testId="comparable-products">
              <p className="mb-3 text-sm text-ink-muted">
                <Trans>The best sellers of the last 30 days in the same sub-category and site.</Trans>
              </p>
              <GoodsTable rows={data.makeUp.comparable ?? []} caption={t`Comparable products`} period={30} />
            </Panel>
          )}
        </>
      )}
    </DataPageFrame>
  );
}

export function Component() {
  return <DetectionDetailsPage data={useLoaderData<GoodsDetailData>()} />;
}

export const handle: RouteHandle = {
  query: ['id'],
  head: ({ i18n, data }) => {
    const d = data as GoodsDetailData | undefined;
    if (d?.state === 'ok' && d.makeUp.goods) {
      return {
        title: pageTitle(i18n._(msg`Detection details: ${d.makeUp.goods.goodsInfo.title}`)),
        description: i18n._(msg`Why this product is taking off: growth, rank and daily sales from the market data.`),
        canonicalPath: `${DETAILS_PATH}?id=${d.makeUp.id}`,
      };
    }
    return { title: pageTitle(i18n._(msg`Detection details`)), description: i18n._(msg`Why a product is taking off: its growth, its rank and its daily sales.`), noindex: d?.state !== 'choose' };
  },
};
