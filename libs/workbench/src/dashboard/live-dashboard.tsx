// The live analysis's blocks (issue 32; DESIGN.md §6 "Analysis", live session entity): a breakdown of
// a scope's live sessions (by site, category or starting hour) whose rows sum to its totals, and its
// list: the top sessions with their viewers over the session, or the products, shops or brands that
// sold most in sessions, each row opening its explanation. Money is the answer's currency (a site's,
// or US dollars over all sites); every column header says its unit.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { numberCell, SiteBadge } from '../ranking/ranking-cells';
import { Sparkline } from '../ranking/sparkline';
import { formatAmount } from '../shared/money';
import type { FigureKinds } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { dashboardCell as cell, dashboardHead as head, dashboardRowHead as rowHead, DashboardLink as Linked, DashboardTable, ShareBar, type RenderLink } from './dashboard-table';

export type LiveAnalysis = WorkbenchComponents['schemas']['LiveAnalysis'];
export type LiveRow = WorkbenchComponents['schemas']['LiveRow'];
export type LiveFigures = WorkbenchComponents['schemas']['LiveFigures'];
export type LiveList = LiveAnalysis['list'];


/**
 * A figure column's header: its name, and the estimate mark when the answer says the figure is
 * estimated (the live answer's `figureKinds`; the marketplace shows a session's viewers and sales, so
 * today it says measured and no live header carries the mark).
 */
function FigureHead({ name, figure, kinds, align = 'right' }: { name: string; figure: string; kinds: FigureKinds | undefined; align?: 'left' | 'right' }) {
  return (
    <th scope="col" className={`${head} ${align === 'left' ? 'text-left' : 'text-right'}`}>
      {name}
      {kinds?.[figure] === 'estimated' && <EstimateMark decorative />}
    </th>
  );
}

export interface LiveBreakdownTableProps<P extends LiveFigures> {
  parts: readonly P[];
  /** The scope's sales value during the sessions: each part's share of it. */
  totalGmv: number;
  currency: string;
  caption: string;
  nameHeader: string;
  keyOf: (part: P) => string;
  nameOf: (part: P) => ReactNode;
  hrefOf?: (part: P) => string | undefined;
  renderLink?: RenderLink;
  /** Which figures are measured and which estimated (the answer's): an estimated one's header carries the mark. */
  kinds?: FigureKinds;
}

/** A scope's live sessions by part: sessions, viewers, units and sales value sold live, and the share of that value. */
export function LiveBreakdownTable<P extends LiveFigures>({ parts, totalGmv, currency, caption, nameHeader, keyOf, nameOf, hrefOf, renderLink, kinds }: LiveBreakdownTableProps<P>) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <DashboardTable
      caption={caption}
      head={
        <>
          <th scope="col" className={`${head} text-left`}>{nameHeader}</th>
          <FigureHead name={t`Live sessions`} figure="sessions" kinds={kinds} />
          <FigureHead name={t`Viewers (people)`} figure="viewers" kinds={kinds} />
          <FigureHead name={t`Units sold live`} figure="units" kinds={kinds} />
          <FigureHead name={t`Sales value live (${currency})`} figure="gmv" kinds={kinds} />
          {/* A share of the sales value is of the sales value's kind. */}
          <FigureHead name={t`Share of sales value`} figure="gmv" kinds={kinds} />
        </>
      }
    >
      {parts.map((p) => {
        const share = totalGmv > 0 ? (p.gmv / totalGmv) * 100 : 0;
        return (
          <tr key={keyOf(p)} data-part={keyOf(p)}>
            <th scope="row" className={rowHead}>
              <Linked href={hrefOf?.(p)} renderLink={renderLink}>
                {nameOf(p)}
              </Linked>
            </th>
            <td className={`${cell} ${numberCell}`}>{formatNumber(p.sessions, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatNumber(p.viewers, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatNumber(p.units, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>
              <data value={p.gmv}>{formatAmount(p.gmv, currency, locale)}</data>
            </td>
            <td className={`${cell} ${numberCell}`}>
              <ShareBar share={share} locale={locale} />
            </td>
          </tr>
        );
      })}
    </DashboardTable>
  );
}

export interface LiveListTableProps {
  list: LiveList;
  rows: readonly LiveRow[];
  currency: string;
  caption: string;
  /** Whether the rows are of all sites (each shows its site). */
  allSites: boolean;
  /** A row's explanation (a session's: its shop's). */
  hrefOf: (row: LiveRow) => string | undefined;
  /** A row's shop explanation (products and sessions name their shop). */
  shopHrefOf?: (row: LiveRow) => string | undefined;
  renderLink?: RenderLink;
  /** Which figures are measured and which estimated (the answer's): an estimated one's header carries the mark. */
  kinds?: FigureKinds;
}

/** The live list: top sessions, or the products, shops or brands that sold most in sessions, most units first. */
export function LiveListTable({ list, rows, currency, caption, allSites, hrefOf, shopHrefOf, renderLink, kinds }: LiveListTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const count = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatNumber(v, { locale }));
  const nameHeader = { sessions: t`Session`, product: t`Product`, shop: t`Shop`, brand: t`Brand` }[list];
  const time = (iso: string | undefined) =>
    iso ? new Intl.DateTimeFormat(locale === 'tw' ? 'zh-TW' : locale === 'zh' ? 'zh-CN' : locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso)) : '';
  return (
    <DashboardTable
      caption={caption}
      data={{ 'data-live-list': list }}
      head={
        <>
          <th scope="col" className={`${head} text-right`}>{t`Rank`}</th>
          <th scope="col" className={`${head} text-left`}>{nameHeader}</th>
          {list === 'sessions' && (
            <>
              <FigureHead name={t`Length (minutes)`} figure="minutes" kinds={kinds} />
              <FigureHead name={t`Viewers (people)`} figure="viewers" kinds={kinds} />
              <FigureHead name={t`Peak viewers (people)`} figure="peakViewers" kinds={kinds} />
              <FigureHead name={t`Viewers each quarter hour`} figure="viewers" kinds={kinds} align="left" />
              <th scope="col" className={`${head} text-right`}>{t`Products shown`}</th>
            </>
          )}
          {list === 'product' && <th scope="col" className={`${head} text-left`}>{t`Shop`}</th>}
          {list !== 'sessions' && <FigureHead name={t`Live sessions`} figure="sessions" kinds={kinds} />}
          {list === 'shop' && <FigureHead name={t`Viewers (people)`} figure="viewers" kinds={kinds} />}
          {list === 'brand' && (
            <>
              <th scope="col" className={`${head} text-right`}>{t`Shops`}</th>
              <th scope="col" className={`${head} text-right`}>{t`Products`}</th>
            </>
          )}
          <FigureHead name={t`Units sold live`} figure="units" kinds={kinds} />
          <FigureHead name={t`Sales value live (${currency})`} figure="gmv" kinds={kinds} />
        </>
      }
    >
      {rows.map((r) => {
        const key = r.liveId ?? r.goodsId ?? r.shopId ?? `${r.brandId}-${r.site ?? 'ALL'}`;
        const shopName = r.shopName ?? '';
        const name =
          list === 'sessions' ? (
            <span className="flex flex-col">
              <span>{shopName}</span>
              <span className="text-xs text-ink-muted">{time(r.startAt)}</span>
            </span>
          ) : list === 'product' ? (
            r.title
          ) : list === 'shop' ? (
            r.shopName
          ) : (
            r.brandName
          );
        const started = time(r.startAt);
        return (
          <tr key={key} data-row={key}>
            <td className={`${cell} ${numberCell}`}>{r.rank}</td>
            <th scope="row" className={rowHead}>
              <span className="flex items-center gap-2">
                {allSites && r.site && <SiteBadge site={r.site} />}
                <Linked href={hrefOf(r)} renderLink={renderLink}>
                  {name}
                </Linked>
              </span>
            </th>
            {list === 'sessions' && (
              <>
                <td className={`${cell} ${numberCell}`}>{count(r.minutes)}</td>
                <td className={`${cell} ${numberCell}`}>{count(r.viewers)}</td>
                <td className={`${cell} ${numberCell}`}>{count(r.peakViewers)}</td>
                <td className={cell}>
                  {r.viewerCurve && r.viewerCurve.length > 1 ? (
                    <Sparkline values={r.viewerCurve} label={t`Viewers each quarter hour of the session from ${started}`} />
                  ) : (
                    <span className="text-ink-muted">-</span>
                  )}
                </td>
                <td className={`${cell} ${numberCell}`}>{count(r.products)}</td>
              </>
            )}
            {list === 'product' && (
              <td className={cell}>
                <Linked href={shopHrefOf?.(r)} renderLink={renderLink}>
                  {shopName}
                </Linked>
              </td>
            )}
            {list !== 'sessions' && <td className={`${cell} ${numberCell}`}>{count(r.sessions)}</td>}
            {list === 'shop' && <td className={`${cell} ${numberCell}`}>{count(r.viewers)}</td>}
            {list === 'brand' && (
              <>
                <td className={`${cell} ${numberCell}`}>{count(r.shops)}</td>
                <td className={`${cell} ${numberCell}`}>{count(r.products)}</td>
              </>
            )}
            <td className={`${cell} ${numberCell}`}>{count(r.units)}</td>
            <td className={`${cell} ${numberCell}`}>
              <data value={r.gmv}>{formatAmount(r.gmv, currency, locale)}</data>
            </td>
          </tr>
        );
      })}
    </DashboardTable>
  );
}
