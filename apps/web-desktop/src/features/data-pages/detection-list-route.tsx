// Route module of /ExplosionDetection/dataList (spec §2; issue 16 item 3): the products taking off.
// Filters (site, category, detection, period) and the page are the URL query, so the server renders
// the list and a link shares it. Members page through every product; a visitor sees the first rows
// (the server cuts them) and is offered the login.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useHydrated, useIsLoggedIn } from '@sealens/auth';
import { CATEGORIES, RANKING_MAX_ROWS, SITE_CODES, formatNumber } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES, FigureDate, useFormatLocale, VISITOR_RANKING_ROWS } from '@sealens/market';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { Button } from '@sealens/ui';
import { useEffect, useRef } from 'react';
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { DataPageFrame, DetectionNav, FIELD_CLASS, LINK_CLASS, LoadFailed, Panel, PERIOD_NAMES } from './data-page-parts';
import { DETECTION_PAGE_SIZE, detectionPageCount, fetchDetectionPage, type DetectionPage } from './data-pages-api';
import { DETECTION_LIST_PATH, detectionHref, parseDetectionQuery, type DetectionList, type DetectionQuery } from './detection-query';
import { GoodsTable } from './goods-table';

export type DetectionListData = { query: DetectionQuery } & ({ state: 'ok'; page: DetectionPage } | { state: 'error' });

export async function loader({ context, request }: LoaderFunctionArgs): Promise<DetectionListData> {
  const query = parseDetectionQuery(new URL(request.url).searchParams);
  if (!query) throw new Response(null, { status: 404, statusText: 'Not Found' });
  let page: DetectionPage;
  try {
    page = await fetchDetectionPage(loaderApi(context, siteApi).main, query);
  } catch {
    return { query, state: 'error' };
  }
  const pages = detectionPageCount(page.total);
  if (!page.limited && query.page > pages) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return { query, state: 'ok', page };
}

export const LIST_NAMES = {
  soaring: msg`Soaring`,
  new: msg`Hot new`,
  hot: msg`Hot selling`,
} as const;

const LIST_REASONS = {
  soaring: msg`Ranked by the growth of their sales on the period before (only products that already sold before).`,
  new: msg`Listed within the last 30 days, ranked by sales.`,
  hot: msg`Ranked by sales over the period.`,
} as const;

function Filters({ query }: { query: DetectionQuery }) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === DETECTION_LIST_PATH;
  return (
    <Form method="get" action={DETECTION_LIST_PATH} className="flex flex-wrap items-end gap-4" aria-label={t`Detection filters`}>
      <label className="flex flex-col gap-1 text-sm text-ink">
        <Trans>Site</Trans>
        <select name="site" defaultValue={query.site ?? ''} className={FIELD_CLASS}>
          <option value="">{t`All sites`}</option>
          {SITE_CODES.map((site) => (
            <option key={site} value={site}>
              {i18n._(SITE_NAMES[site])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink">
        <Trans>Category</Trans>
        <select name="typeId" defaultValue={query.typeId ?? ''} className={FIELD_CLASS}>
          <option value="">{t`All categories`}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {i18n._(CATEGORY_NAMES[c.id])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink">
        <Trans>Detection</Trans>
        <select name="list" defaultValue={query.list} className={FIELD_CLASS}>
          {(Object.keys(LIST_NAMES) as DetectionList[]).map((list) => (
            <option key={list} value={list}>
              {i18n._(LIST_NAMES[list])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink">
        <Trans>Period</Trans>
        <select name="period" defaultValue={String(query.period)} className={FIELD_CLASS}>
          {([1, 7, 30] as const).map((p) => (
            <option key={p} value={p}>
              {i18n._(PERIOD_NAMES[p])}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={busy}>
        {busy ? <Trans>Loading…</Trans> : <Trans>Detect</Trans>}
      </Button>
    </Form>
  );
}

/**
 * How many products match, and, past the list's cap, that only the first RANKING_MAX_ROWS are listed
 * ("2,295 products" over 100 pages read as if some went missing; issue 27 item 11).
 */
export function ProductCount({ total }: { total: number }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const count = formatNumber(total, { locale });
  const cap = formatNumber(RANKING_MAX_ROWS, { locale });
  const pages = detectionPageCount(total);
  return (
    <span className="text-sm text-ink-muted" data-testid="detection-count">
      {total > RANKING_MAX_ROWS ? t`${count} products; the list holds the first ${cap} (${pages} pages)` : t`${count} products`}
    </span>
  );
}

function Pager({ query, total }: { query: DetectionQuery; total: number }) {
  const { t } = useLingui();
  const pages = detectionPageCount(total);
  const page = query.page;
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {query.page > 1 ? (
        <Link to={detectionHref({ ...query, page: query.page - 1 })} className={LINK_CLASS} rel="prev">
          <Trans>Previous page</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted" aria-current="page">
        {t`Page ${page} of ${pages}`}
      </span>
      {query.page < pages ? (
        <Link to={detectionHref({ ...query, page: query.page + 1 })} className={LINK_CLASS} rel="next">
          <Trans>Next page</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function DetectionListPage({ data }: { data: DetectionListData }) {
  const { t, i18n } = useLingui();
  const { query } = data;
  return (
    <DataPageFrame
      nav={<DetectionNav />}
      title={<Trans>Products taking off</Trans>}
      intro={<Trans>Explosion detection finds the products whose sales are taking off: soaring, hot new and hot selling products of a site and category, from the daily market data.</Trans>}
    >
      <Panel title={<Trans>Filters</Trans>}>
        <Filters query={query} />
      </Panel>
      {data.state === 'error' ? (
        <LoadFailed what={<Trans>The products could not be loaded.</Trans>} />
      ) : (
        <Panel
          testId="detection-list"
          title={`${i18n._(LIST_NAMES[query.list])} · ${i18n._(PERIOD_NAMES[query.period])}`}
          action={<ProductCount total={data.page.total} />}
        >
          <p className="text-sm text-ink-muted">{i18n._(LIST_REASONS[query.list])}</p>
          {data.page.date && <FigureDate date={data.page.date} daily className="mt-1" />}
          {/* A visitor's answer holds one row more than is shown (the server's cut says more exist). */}
          {data.page.rows.length === 0 ? (
            <p className="mt-6 text-ink" data-testid="detection-empty">
              <Trans>No product matches these filters. Try another site, category or period.</Trans>
            </p>
          ) : (
            <div className="mt-4">
              <GoodsTable rows={data.page.limited ? data.page.rows.slice(0, VISITOR_RANKING_ROWS) : data.page.rows} caption={t`Products taking off`} period={query.period} firstRank={(data.page.pageNum - 1) * DETECTION_PAGE_SIZE + 1} testId="detection-table" />
            </div>
          )}
          {data.page.limited ? (
            <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-surface-muted p-4" data-testid="detection-limited">
              <p className="text-sm text-ink">
                <Trans>Visitors see the first rows. Log in to see every product and page through the list.</Trans>
              </p>
              <Button size="sm" onClick={() => void openLogin()}>
                <Trans>Log in to see more</Trans>
              </Button>
            </div>
          ) : (
            <Pager query={query} total={data.page.total} />
          )}
        </Panel>
      )}
    </DataPageFrame>
  );
}

/**
 * The session cookie is only sent to /api, so the server renders every page as a visitor's: once the
 * browser knows a member, the loader runs again there (the member's answer is a whole page), once
 * per address, so a member whose answer is still cut (an expired session) does not loop.
 */
function useMemberReload(limited: boolean) {
  const hydrated = useHydrated();
  const isMember = useIsLoggedIn();
  const revalidator = useRevalidator();
  const { key } = useLocation();
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !isMember || !limited || reloadedFor.current === key) return;
    reloadedFor.current = key;
    void revalidator.revalidate();
  }, [hydrated, isMember, limited, key, revalidator]);
}

export function Component() {
  const data = useLoaderData<DetectionListData>();
  useMemberReload(data.state === 'ok' && data.page.limited);
  return <DetectionListPage data={data} />;
}

export const handle: RouteHandle = {
  query: ['list', 'page', 'period', 'site', 'typeId'],
  head: ({ i18n, data }) => {
    const query = (data as DetectionListData | undefined)?.query;
    const title = i18n._(msg`Explosion detection: products taking off`);
    return {
      title: pageTitle(query && query.page > 1 ? `${title} (${query.page})` : title),
      ...(query ? { canonicalPath: detectionHref(query) } : {}),
      description: i18n._(msg`Soaring, hot new and hot selling Shopee products by site, category and period, from yesterday's market data.`),
    };
  },
};
