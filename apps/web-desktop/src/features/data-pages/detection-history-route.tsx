// Route module of /historyList (spec §2; issue 16 item 3): the signed-in member's detection
// history, the products they opened in /details, last opened first, kept on the server per member
// (the server answers only the caller's own and deletes only their own). The server renders it with
// the session cookie; a client-side navigation fetches it after the route loads. A visitor is asked
// to log in, as on the member's workbench.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useHydrated, useIsLoggedIn } from '@sealens/auth';
import { formatMoney, formatNumber } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useFormatLocale } from '@sealens/market';
import { isServerLoaderContext, type RouteHandle } from '@sealens/ssr';
import { Button } from '@sealens/ui';
import { ApiHttpError } from '@sealens/api';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { DataPageFrame, DetectionNav, LINK_CLASS, Panel, PeriodHint } from './data-page-parts';
import { listDetectionHistory, removeDetectionHistory, type DetectionHistoryEntry } from './data-pages-api';
import { DETECTION_LIST_PATH } from './detection-query';
import { detailsHref } from './goods-table';

export type HistoryListData = { state: 'ok'; entries: DetectionHistoryEntry[] } | { state: 'visitor' } | { state: 'error' } | { state: 'browser' };

export async function loader({ context }: LoaderFunctionArgs): Promise<HistoryListData> {
  // In the browser the page asks after it knows the session (the store, not the loader, knows it).
  if (!isServerLoaderContext(context)) return { state: 'browser' };
  if (!context.member) return { state: 'visitor' };
  try {
    return { state: 'ok', entries: await listDetectionHistory(context.api.main) };
  } catch (error) {
    return error instanceof ApiHttpError && error.status === 401 ? { state: 'visitor' } : { state: 'error' };
  }
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: DetectionHistoryEntry[] };

function HistoryTable({ entries, onRemoved }: { entries: DetectionHistoryEntry[]; onRemoved: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const remove = (entry: DetectionHistoryEntry) => {
    setBusy(entry.id);
    setFailed(null);
    removeDetectionHistory(siteApi().main, entry.id).then(
      () => {
        setBusy(null);
        onRemoved(entry.id);
      },
      () => {
        setBusy(null);
        setFailed(entry.id);
      },
    );
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm" data-testid="history-table">
        <caption className="sr-only">{t`My detection history`}</caption>
        <thead className="border-b border-border text-xs text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3"><Trans>Product</Trans></th>
            <th scope="col" className="py-2 pr-3"><Trans>Opened</Trans></th>
            {/* The product's latest figures: the previous day's. */}
            <th scope="col" className="py-2 pr-3 text-right"><Trans>Sales volume</Trans><PeriodHint period={1} /></th>
            <th scope="col" className="py-2 pr-3 text-right"><Trans>Sales value</Trans><PeriodHint period={1} /></th>
            <th scope="col" className="py-2 text-right"><span className="sr-only"><Trans>Actions</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const goods = entry.goods;
            const site = goods?.goodsInfo.site;
            const productId = entry.goodsId;
            const date = goods?.date;
            const title = goods?.goodsInfo.title ?? t`Product ID ${productId}`;
            return (
              <tr key={entry.id} className="border-b border-border last:border-0" data-goods-id={entry.goodsId}>
                <td className="py-3 pr-3">
                  <Link to={detailsHref(entry.goodsId)} className={`font-medium text-ink ${LINK_CLASS}`}>
                    {title}
                  </Link>
                  <p className="text-xs text-ink-muted">
                    {goods
                      ? [site && i18n._(SITE_NAMES[site]), date && t`Data of ${date}`].filter(Boolean).join(' · ')
                      : t`No longer in the market data`}
                  </p>
                </td>
                <td className="py-3 pr-3 tabular-nums text-ink-muted">{entry.viewTime}</td>
                <td className="py-3 pr-3 text-right tabular-nums">{formatNumber(goods?.sales, { locale })}</td>
                <td className="py-3 pr-3 text-right tabular-nums">{site ? formatMoney(goods?.gmv, { site, locale }) : formatNumber(goods?.gmv, { locale })}</td>
                <td className="py-3 text-right">
                  <div className="flex flex-col items-end gap-1">
                    <Button size="sm" variant="secondary" disabled={busy === entry.id} onClick={() => remove(entry)} aria-label={t`Delete ${title} from my history`}>
                      {busy === entry.id ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
                    </Button>
                    {failed === entry.id && (
                      <span role="alert" className="text-xs text-danger-700">
                        <Trans>It could not be deleted. Try again.</Trans>
                      </span>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MemberHistory({ initial }: { initial: HistoryListData }) {
  const [list, setList] = useState<ListState>(
    initial.state === 'ok' ? { status: 'ready', entries: initial.entries } : initial.state === 'error' ? { status: 'failed' } : { status: 'loading' },
  );
  const fetchList = useCallback(
    () =>
      listDetectionHistory(siteApi().main).then(
        (entries) => setList({ status: 'ready', entries }),
        () => setList({ status: 'failed' }),
      ),
    [],
  );
  const load = () => {
    setList({ status: 'loading' });
    void fetchList();
  };
  const fetchOnArrival = initial.state === 'browser' || initial.state === 'visitor';
  useEffect(() => {
    if (fetchOnArrival) void fetchList();
  }, [fetchOnArrival, fetchList]);

  if (list.status === 'loading') {
    return <div className="min-h-48 animate-pulse rounded-xl bg-surface-sunken" aria-busy="true" data-testid="history-loading" />;
  }
  if (list.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-surface p-6 ring-1 ring-border">
        <p className="text-ink"><Trans>Your detection history could not be loaded.</Trans></p>
        <Button variant="secondary" onClick={load}><Trans>Try again</Trans></Button>
      </div>
    );
  }
  return (
    <Panel title={<Trans>Products you detected</Trans>} testId="detection-history">
      {list.entries.length === 0 ? (
        <div className="flex flex-col items-start gap-3" data-testid="history-empty">
          <p className="text-ink"><Trans>No detection history yet. The products you open in the detection details are kept here.</Trans></p>
          <Link to={DETECTION_LIST_PATH} className={LINK_CLASS}><Trans>Find products taking off</Trans></Link>
        </div>
      ) : (
        <HistoryTable entries={list.entries} onRemoved={(id) => setList({ status: 'ready', entries: list.entries.filter((e) => e.id !== id) })} />
      )}
    </Panel>
  );
}

export function DetectionHistoryPage({ data }: { data: HistoryListData }) {
  const hydrated = useHydrated();
  const isMember = useIsLoggedIn();
  useEffect(() => {
    if (hydrated && !isMember) void openLogin();
  }, [hydrated, isMember]);
  return (
    <DataPageFrame nav={<DetectionNav />} title={<Trans>My detection history</Trans>} intro={<Trans>The products you opened in the detection details, last opened first.</Trans>}>
      {isMember ? (
        <MemberHistory initial={data} />
      ) : (
        <div className="flex min-h-48 flex-col items-start gap-4" data-testid="history-visitor">
          <p className="text-ink-muted"><Trans>Log in to see the products you detected.</Trans></p>
          <Button onClick={() => void openLogin()}><Trans>Log in</Trans></Button>
        </div>
      )}
    </DataPageFrame>
  );
}

export function Component() {
  return <DetectionHistoryPage data={useLoaderData<HistoryListData>()} />;
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({ title: pageTitle(i18n._(msg`My detection history`)), noindex: true }),
};
