// Event marketing's blocks (issue 32 item 2; DESIGN.md §6 "Analysis", campaign slot entity): the
// campaign days with their uplift on the baseline, a day's categories and the products that gained
// most, the flash-sale and campaign slots by kind and hour with their discounts, and the probe of
// the products in a slot now. Money is the answer's currency (a site's, or US dollars over all
// sites; a probe row of all sites shows its own currency beside the dollars); every column header
// says its unit. A day's units and sales value are estimates and carry the estimate mark; a slot's
// units (its counter) and prices are measured and carry none.
import { useLingui } from '@lingui/react/macro';
import type { WorkbenchComponents } from '@sealens/api';
import { formatGrowth, formatNumber, SITE_CURRENCIES, type LocaleCode } from '@sealens/domain';
import type { ReactNode } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { numberCell, SiteBadge } from '../ranking/ranking-cells';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import { dashboardCell as cell, dashboardHead as head, dashboardRowHead as rowHead, DashboardLink as Linked, DashboardTable, ShareBar, type RenderLink } from './dashboard-table';

type Schemas = WorkbenchComponents['schemas'];
export type CampaignAnalysis = Schemas['CampaignAnalysis'];
export type CampaignDay = Schemas['CampaignDay'];
export type CampaignCategory = Schemas['CampaignCategory'];
export type CampaignProduct = Schemas['CampaignProduct'];
export type CampaignSlotHour = Schemas['CampaignSlotHour'];
export type CampaignDiscountBand = Schemas['CampaignDiscountBand'];
export type CampaignProbeRow = Schemas['CampaignProbeRow'];
export type CampaignProbeSort = 'discount' | 'units' | 'slotPrice' | 'normalPrice' | 'start';

const uplift = (v: number | null, locale: LocaleCode) => (v === null ? '-' : formatGrowth(v, locale));
/** A figure of ours (a sum of estimated days): the estimate mark beside it. */
const Estimated = ({ children }: { children: ReactNode }) => (
  <span className="inline-flex items-center justify-end">
    {children}
    <EstimateMark tabIndex={-1} />
  </span>
);

/** A product row's first two cells: its rank, and its title (with its site over all sites) linking to its explanation. */
function RankedProduct({ row, allSites, href, renderLink }: { row: CampaignProduct | CampaignProbeRow; allSites: boolean; href: string | undefined; renderLink?: RenderLink }) {
  return (
    <>
      <td className={`${cell} ${numberCell}`}>{row.rank}</td>
      <th scope="row" className={rowHead}>
        <span className="flex items-center gap-2">
          {allSites && <SiteBadge site={row.site} />}
          <Linked href={href} renderLink={renderLink}>
            {row.title}
          </Linked>
        </span>
      </th>
    </>
  );
}

export interface CampaignDaysTableProps {
  days: readonly (CampaignDay | (CampaignCategory & { day?: undefined }))[];
  currency: string;
  caption: string;
  /** The first column's header and each row's name (a day, or a category). */
  nameHeader: string;
  nameOf: (row: CampaignDay | CampaignCategory) => ReactNode;
  keyOf: (row: CampaignDay | CampaignCategory) => string;
  hrefOf?: (row: CampaignDay | CampaignCategory) => string | undefined;
  /** The row shown in detail (marked as the current one). */
  currentKey?: string;
  baselineDays: number;
  renderLink?: RenderLink;
}

/** Campaign days (or one day's categories): units and sales value that day, their baseline's means and the uplift on them. */
export function CampaignDaysTable({ days, currency, caption, nameHeader, nameOf, keyOf, hrefOf, currentKey, baselineDays, renderLink }: CampaignDaysTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <DashboardTable
      caption={caption}
      head={
        <>
          <th scope="col" className={`${head} text-left`}>{nameHeader}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units that day`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units a day before (mean of ${baselineDays} days)`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Uplift of units`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Sales value that day (${currency})`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Sales value a day before (${currency}, mean of ${baselineDays} days)`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Uplift of sales value`}</th>
        </>
      }
    >
      {days.map((d) => {
        const key = keyOf(d);
        return (
          <tr key={key} data-row={key} aria-current={key === currentKey ? 'true' : undefined} className={key === currentKey ? 'bg-brand-50' : undefined}>
            <th scope="row" className={rowHead}>
              <Linked href={hrefOf?.(d)} renderLink={renderLink}>
                {nameOf(d)}
              </Linked>
            </th>
            <td className={`${cell} ${numberCell}`} data-units={d.units}>
              <Estimated>{formatNumber(d.units, { locale })}</Estimated>
            </td>
            <td className={`${cell} ${numberCell}`}>
              <Estimated>{formatNumber(d.baselineUnits, { locale, decimals: 1 })}</Estimated>
            </td>
            <td className={`${cell} ${numberCell}`} data-uplift={d.unitsUplift ?? ''}>
              <Estimated>{uplift(d.unitsUplift, locale)}</Estimated>
            </td>
            <td className={`${cell} ${numberCell}`}>
              <Estimated>
                <data value={d.gmv}>{formatAmount(d.gmv, currency, locale)}</data>
              </Estimated>
            </td>
            <td className={`${cell} ${numberCell}`}>
              <Estimated>{formatAmount(d.baselineGmv, currency, locale)}</Estimated>
            </td>
            <td className={`${cell} ${numberCell}`}>
              <Estimated>{uplift(d.gmvUplift, locale)}</Estimated>
            </td>
          </tr>
        );
      })}
    </DashboardTable>
  );
}

export interface CampaignGainersTableProps {
  rows: readonly CampaignProduct[];
  currency: string;
  caption: string;
  baselineDays: number;
  allSites: boolean;
  hrefOf: (row: CampaignProduct) => string | undefined;
  shopHrefOf?: (row: CampaignProduct) => string | undefined;
  renderLink?: RenderLink;
}

/** The products that gained most units on a day over their own baseline's mean, most first. */
export function CampaignGainersTable({ rows, currency, caption, baselineDays, allSites, hrefOf, shopHrefOf, renderLink }: CampaignGainersTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <DashboardTable
      caption={caption}
      data={{ 'data-campaign-list': 'gainers' }}
      head={
        <>
          <th scope="col" className={`${head} text-right`}>{t`Rank`}</th>
          <th scope="col" className={`${head} text-left`}>{t`Product`}</th>
          <th scope="col" className={`${head} text-left`}>{t`Shop`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units that day`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units a day before (mean of ${baselineDays} days)`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units gained`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Uplift of units`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Sales value that day (${currency})`}</th>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.goodsId} data-row={r.goodsId}>
          <RankedProduct row={r} allSites={allSites} href={hrefOf(r)} renderLink={renderLink} />
          <td className={cell}>
            <Linked href={shopHrefOf?.(r)} renderLink={renderLink}>
              {r.shopName}
            </Linked>
          </td>
          <td className={`${cell} ${numberCell}`}>
            <Estimated>{formatNumber(r.units, { locale })}</Estimated>
          </td>
          <td className={`${cell} ${numberCell}`}>
            <Estimated>{formatNumber(r.baselineUnits, { locale, decimals: 1 })}</Estimated>
          </td>
          <td className={`${cell} ${numberCell}`}>
            <Estimated>{formatNumber(r.gainedUnits, { locale, decimals: 1 })}</Estimated>
          </td>
          <td className={`${cell} ${numberCell}`}>
            <Estimated>{uplift(r.unitsUplift, locale)}</Estimated>
          </td>
          <td className={`${cell} ${numberCell}`}>
            <Estimated>
              <data value={r.gmv}>{formatAmount(r.gmv, currency, locale)}</data>
            </Estimated>
          </td>
        </tr>
      ))}
    </DashboardTable>
  );
}

/** A slot kind in words. */
export function useSlotKindName(): (kind: CampaignSlotHour['kind']) => string {
  const { t } = useLingui();
  return (kind) => (kind === 'flash-sale' ? t`Flash sale` : t`Campaign slot`);
}

export interface SlotHoursTableProps {
  hours: readonly CampaignSlotHour[];
  currency: string;
  caption: string;
}

/** The period's slots by kind and starting hour: slots, units sold in them, mean slot and normal price, mean discount. */
export function SlotHoursTable({ hours, currency, caption }: SlotHoursTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const kindName = useSlotKindName();
  return (
    <DashboardTable
      caption={caption}
      data={{ 'data-campaign-list': 'hours' }}
      head={
        <>
          <th scope="col" className={`${head} text-left`}>{t`Slot`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Slots`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units sold in the slots`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Mean slot price (${currency})`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Mean normal price (${currency})`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Mean discount`}</th>
        </>
      }
    >
      {hours.map((h) => {
        const key = `${h.kind}-${h.hour}`;
        const hour = `${String(h.hour).padStart(2, '0')}:00`;
        return (
          <tr key={key} data-row={key}>
            <th scope="row" className={rowHead}>
              {kindName(h.kind)} · {hour}
            </th>
            <td className={`${cell} ${numberCell}`}>{formatNumber(h.slots, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatNumber(h.units, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatAmount(h.slotPrice, currency, locale)}</td>
            <td className={`${cell} ${numberCell}`}>{h.normalPrice === null ? '-' : formatAmount(h.normalPrice, currency, locale)}</td>
            <td className={`${cell} ${numberCell}`}>{h.discount === null ? '-' : `${formatNumber(h.discount, { locale, decimals: 1 })}%`}</td>
          </tr>
        );
      })}
    </DashboardTable>
  );
}

export interface DiscountBandsTableProps {
  bands: readonly CampaignDiscountBand[];
  caption: string;
}

/** The slots by percent off the normal price, per kind, each band's share of its kind's slots. */
export function DiscountBandsTable({ bands, caption }: DiscountBandsTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const kindName = useSlotKindName();
  const kindSlots = new Map<string, number>();
  for (const b of bands) kindSlots.set(b.kind, (kindSlots.get(b.kind) ?? 0) + b.slots);
  return (
    <DashboardTable
      caption={caption}
      data={{ 'data-campaign-list': 'discounts' }}
      head={
        <>
          <th scope="col" className={`${head} text-left`}>{t`Discount on the normal price`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Slots`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Units sold in the slots`}</th>
          <th scope="col" className={`${head} text-right`}>{t`Share of the kind's slots`}</th>
        </>
      }
    >
      {bands.map((b) => {
        const key = `${b.kind}-${b.from}`;
        const from = b.from;
        const to = b.to;
        const band = to === null ? t`${from}% or more` : from === 0 ? t`Under ${to}%` : t`${from}% to under ${to}%`;
        const share = ((kindSlots.get(b.kind) ?? 0) > 0 ? b.slots / (kindSlots.get(b.kind) ?? 1) : 0) * 100;
        return (
          <tr key={key} data-row={key}>
            <th scope="row" className={rowHead}>
              {kindName(b.kind)} · {band}
            </th>
            <td className={`${cell} ${numberCell}`}>{formatNumber(b.slots, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>{formatNumber(b.units, { locale })}</td>
            <td className={`${cell} ${numberCell}`}>
              <ShareBar share={share} locale={locale} />
            </td>
          </tr>
        );
      })}
    </DashboardTable>
  );
}

export interface ProbeTableProps {
  rows: readonly CampaignProbeRow[];
  caption: string;
  /** Whether the rows are of all sites: each shows its site, and its prices in its currency beside US dollars. */
  allSites: boolean;
  sort: CampaignProbeSort;
  dir: 'asc' | 'desc';
  /** The address of the probe sorted by a column (the page's query with its sort and direction). */
  sortHref: (sort: CampaignProbeSort, dir: 'asc' | 'desc') => string;
  hrefOf: (row: CampaignProbeRow) => string | undefined;
  renderLink?: RenderLink;
}

/** The products in a flash-sale or campaign slot: window, slot and normal price, discount and units, sorted by a column header's link. */
export function ProbeTable({ rows, caption, allSites, sort, dir, sortHref, hrefOf, renderLink }: ProbeTableProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const kindName = useSlotKindName();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'tw' ? 'zh-TW' : locale === 'zh' ? 'zh-CN' : locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' }).format(new Date(iso));
  const price = (row: CampaignProbeRow, local: number | null, usd: number | null) => {
    if (local === null || usd === null) return '-';
    const currency = SITE_CURRENCIES[row.site];
    return allSites ? `${formatAmount(local, currency, locale)} · ${formatAmount(usd, 'USD', locale)}` : formatAmount(local, currency, locale);
  };
  const sortable = (key: CampaignProbeSort, label: string) => {
    const current = sort === key;
    const next = current && dir === 'desc' ? 'asc' : 'desc';
    return (
      <th scope="col" className={`${head} text-right`} aria-sort={current ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <Linked href={sortHref(key, next)} renderLink={renderLink}>
          {label}
          {current ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
        </Linked>
      </th>
    );
  };
  return (
    <DashboardTable
      caption={caption}
      data={{ 'data-campaign-list': 'probe' }}
      head={
        <>
          <th scope="col" className={`${head} text-right`}>{t`Rank`}</th>
          <th scope="col" className={`${head} text-left`}>{t`Product`}</th>
          <th scope="col" className={`${head} text-left`}>{t`Slot`}</th>
          {sortable('start', t`Slot window (China time)`)}
          {/* All sites' cells show the site's money beside dollars: the header says both, one message each form. */}
          {sortable('slotPrice', allSites ? t`Slot price (site currency · USD)` : t`Slot price`)}
          {sortable('normalPrice', allSites ? t`Normal price (site currency · USD)` : t`Normal price`)}
          {sortable('discount', t`Discount`)}
          {sortable('units', t`Units sold in the slot`)}
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.slotId} data-row={r.slotId}>
          <RankedProduct row={r} allSites={allSites} href={hrefOf(r)} renderLink={renderLink} />
          <td className={cell}>{kindName(r.kind)}</td>
          <td className={`${cell} ${numberCell}`}>
            <time dateTime={r.startAt}>{time(r.startAt)}</time> – <time dateTime={r.endAt}>{time(r.endAt)}</time>
          </td>
          <td className={`${cell} ${numberCell}`}>{price(r, r.slotPrice, r.slotPriceUsd)}</td>
          <td className={`${cell} ${numberCell}`}>{price(r, r.normalPrice, r.normalPriceUsd)}</td>
          <td className={`${cell} ${numberCell}`} data-discount={r.discount ?? ''}>
            {r.discount === null ? '-' : `${formatNumber(r.discount, { locale, decimals: 1 })}%`}
          </td>
          <td className={`${cell} ${numberCell}`}>{formatNumber(r.units, { locale })}</td>
        </tr>
      ))}
    </DashboardTable>
  );
}

/** The short day a campaign day is called by ("11.11"). */
export const campaignDayName = (day: string) => `${Number(day.slice(5, 7))}.${Number(day.slice(8, 10))}`;
