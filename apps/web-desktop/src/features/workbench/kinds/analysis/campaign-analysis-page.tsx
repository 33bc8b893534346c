// Event marketing's pages (issue 32 item 2): the analysis kind's `campaign` view, one configuration
// per view. `days` (other activities): the campaign days with their uplift on the mean of the week
// before, one day's 8 days, its categories and the products that gained most; `slots` (time-limited
// spikes): the period's flash sales and campaign slots by starting hour, slot against normal price,
// and the discounts' bands; `probe`: the products in a slot on the data day, sorted and paged. Site,
// category and period are the top bar's; the day, kind, order and page are in the address too.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatGrowth, formatNumber } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { useFormatLocale } from '@sealens/market';
import {
  campaignDayName,
  CampaignDaysTable,
  CampaignGainersTable,
  CategoryLabel,
  CutNotice,
  DashboardFigures,
  DataDayStamp,
  DiscountBandsTable,
  ExportButton,
  formatAmount,
  formatDay,
  LineChart,
  ProbeTable,
  RankingPager,
  SlotHoursTable,
  type CampaignDay,
  type DashboardFigure,
} from '@sealens/workbench';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { workbenchLoginHref } from '../../shell/account-summary';
import { WORKBENCH_SHELL_ROUTE_ID, type ShellData } from '../../shell/workbench-shell-data';
import { EVENT_PATHS, explanationHref, type AnalysisPageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { campaignExportHref, campaignHref, type CampaignAnalysisPayload, type CampaignData, type CampaignQuery, type SlotKindChoice } from './campaign-data';

function renderLink(href: string, children: ReactNode, label?: string) {
  return (
    <Link to={href} aria-label={label} className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2">
      {children}
    </Link>
  );
}

/** What a campaign day's figures are: units and sales value are ours (estimated); a slot's units and prices the marketplace's. */
const DAY_KINDS = { units: 'estimated', gmv: 'estimated', growth: 'estimated' } as const;
const SLOT_KINDS = { units: 'measured', price: 'measured' } as const;

function ScopeTitle({ q }: { q: CampaignQuery }) {
  const { i18n } = useLingui();
  const { scope } = q;
  return (
    <p className="text-lg font-semibold text-ink" data-scope={`${scope.site ?? 'ALL'}/${scope.categoryId ?? 'all'}`}>
      {scope.categoryId !== undefined ? <CategoryLabel id={scope.categoryId} /> : <Trans>All categories</Trans>} ·{' '}
      {scope.site ? i18n._(SITE_NAMES[scope.site]) : <Trans>All sites (US dollars)</Trans>}
    </p>
  );
}

function BaselineNote({ days }: { days: number }) {
  return (
    <p className="text-sm text-ink-muted" role="note" data-baseline={days}>
      <Trans>A day's uplift compares it with its baseline: the mean of the {days} days before it (units and sales value a day).</Trans>
    </p>
  );
}

function DaysBody({ page, q, d }: { page: AnalysisPageConfig; q: CampaignQuery; d: CampaignAnalysisPayload }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const c = d.campaign;
  const b = d.baselineDays;
  const dayHref = (day: string) => campaignHref(page.path, { scope: q.scope, day });
  const listed = c ? d.campaignDays.find((x) => x.day === c.day) : undefined;
  const dayText = c ? formatDay(c.day, locale) : '';
  const currency = d.currency;
  const money = (v: number) => formatAmount(v, currency, locale);
  const figures: DashboardFigure[] =
    c && listed
      ? [
          { id: 'units', label: t`Units on ${dayText}`, value: formatNumber(listed.units, { locale }), note: t`Estimated, ${dayText}`, estimated: true },
          { id: 'unitsUplift', label: t`Uplift of units`, value: listed.unitsUplift === null ? '-' : formatGrowth(listed.unitsUplift, locale), note: t`On the mean of the ${b} days before ${dayText}`, estimated: true },
          { id: 'gmv', label: t`Sales value on ${dayText}`, value: money(listed.gmv), note: t`Estimated, ${dayText}, ${currency}`, estimated: true },
          { id: 'gmvUplift', label: t`Uplift of sales value`, value: listed.gmvUplift === null ? '-' : formatGrowth(listed.gmvUplift, locale), note: t`On the mean of the ${b} days before ${dayText}`, estimated: true },
        ]
      : [];
  return (
    <>
      <BaselineNote days={b} />
      <section className="flex flex-col gap-2" data-campaign-section="days">
        <h2 className="text-lg font-semibold">
          <Trans>Campaign days in our data</Trans>
        </h2>
        {d.campaignDays.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>Our data holds no campaign day with the days before it in this scope.</Trans>
          </p>
        ) : (
          <CampaignDaysTable
            days={[...d.campaignDays].reverse()}
            currency={d.currency}
            caption={t`Campaign days: units and sales value against the mean of the ${b} days before`}
            nameHeader={t`Campaign day`}
            nameOf={(row) => {
              const day = (row as CampaignDay).day;
              return `${campaignDayName(day)} · ${formatDay(day, locale)}`;
            }}
            keyOf={(row) => (row as CampaignDay).day}
            hrefOf={(row) => dayHref((row as CampaignDay).day)}
            currentKey={c?.day}
            baselineDays={b}
            renderLink={(href, children) => renderLink(href, children)}
          />
        )}
      </section>
      {c === null || c === undefined ? (
        <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
          <Trans>Our data does not hold this day with the days before it: choose a campaign day above.</Trans>
        </p>
      ) : (
        <section className="flex flex-col gap-4" data-campaign-day={c.day}>
          <h2 className="text-xl font-semibold">
            {campaignDayName(c.day)} · {dayText}
          </h2>
          {figures.length > 0 && <DashboardFigures figures={figures} />}
          <LineChart
            title={t`Units a day, the ${b} days before and the day`}
            dates={c.series.map((p) => p.day)}
            series={[{ label: t`Units (estimated)`, values: c.series.map((p) => p.units) }]}
            unit={t`units`}
            format={(v) => formatNumber(v, { locale })}
          />
          <div className="flex flex-col gap-2" data-campaign-section="categories">
            <h3 className="text-lg font-semibold">
              <Trans>Categories on {dayText}</Trans>
            </h3>
            <CampaignDaysTable
              days={c.categories.map((x) => ({ ...x, day: undefined }))}
              currency={d.currency}
              caption={t`Categories on ${dayText}: units and sales value against the mean of the ${b} days before`}
              nameHeader={t`Category`}
              nameOf={(row) => <CategoryLabel id={(row as { categoryId: number }).categoryId} />}
              keyOf={(row) => String((row as { categoryId: number }).categoryId)}
              hrefOf={(row) => campaignHref(page.path, { scope: { ...q.scope, categoryId: (row as { categoryId: number }).categoryId }, day: c.day })}
              baselineDays={b}
              renderLink={(href, children) => renderLink(href, children)}
            />
          </div>
          <div className="flex flex-col gap-2" data-campaign-section="products">
            <h3 className="text-lg font-semibold">
              <Trans>The products that gained most units on {dayText}</Trans>
            </h3>
            {d.cut && <CutNotice cut={d.cut} unit="rows" onLogin={d.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />}
            {c.products.length === 0 ? (
              <p className="text-sm text-ink-muted">
                <Trans>No product sold more than its baseline that day.</Trans>
              </p>
            ) : (
              <CampaignGainersTable
                rows={c.products}
                currency={d.currency}
                caption={t`The products that gained most units on ${dayText}`}
                baselineDays={b}
                allSites={!q.scope.site}
                hrefOf={(row) => explanationHref(row.goodsId)}
                shopHrefOf={(row) => explanationHref(row.shopId, 'shop')}
                renderLink={(href, children) => renderLink(href, children)}
              />
            )}
          </div>
        </section>
      )}
    </>
  );
}

function KindChoice({ page, q }: { page: AnalysisPageConfig; q: CampaignQuery }) {
  const { t } = useLingui();
  const choices: { kind: SlotKindChoice | undefined; label: string }[] = [
    { kind: undefined, label: t`Flash sales and campaign slots` },
    { kind: 'flash-sale', label: t`Flash sales` },
    { kind: 'campaign', label: t`Campaign slots` },
  ];
  return (
    <nav aria-label={t`Slot kind`} className="flex flex-wrap gap-2 text-sm">
      {choices.map((c) => (
        <Link
          key={c.kind ?? 'all'}
          to={campaignHref(page.path, { ...q, kind: c.kind, page: 1 })}
          aria-current={q.kind === c.kind ? 'page' : undefined}
          className={`rounded-full px-3 py-1 ring-1 ring-border ${q.kind === c.kind ? 'bg-brand-600 text-white' : 'text-ink hover:bg-surface-muted'}`}
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}

function SlotsBody({ page, q, d }: { page: AnalysisPageConfig; q: CampaignQuery; d: CampaignAnalysisPayload }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const s = d.slots;
  if (!s) return null;
  const days = s.period.days;
  const from = formatDay(s.period.from, locale);
  const to = formatDay(s.period.to, locale);
  const period = t`${days} days: ${from} – ${to}`;
  return (
    <>
      <KindChoice page={page} q={q} />
      <p className="text-sm text-ink-muted" role="note">
        <Trans>A product's normal price is the median of its prices on its days without a slot, from 30 days before the period to its end.</Trans>
      </p>
      <DashboardFigures
        figures={[
          { id: 'slots', label: t`Slots`, value: formatNumber(s.total.slots, { locale }), note: period },
          { id: 'units', label: t`Units sold in the slots`, value: formatNumber(s.total.units, { locale }), note: t`Measured: the slots' counters, ${period}` },
        ]}
      />
      {s.total.slots === 0 ? (
        <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
          <Trans>Our data holds no flash sale or campaign slot in this scope and period.</Trans>
        </p>
      ) : (
        <>
          <section className="flex flex-col gap-2" data-campaign-section="hours">
            <h2 className="text-lg font-semibold">
              <Trans>By kind and starting hour (China time)</Trans>
            </h2>
            <SlotHoursTable hours={s.hours} currency={d.currency} caption={t`Slots by kind and starting hour, ${period}`} />
          </section>
          <section className="flex flex-col gap-2" data-campaign-section="discounts">
            <h2 className="text-lg font-semibold">
              <Trans>Discounts on the normal price</Trans>
            </h2>
            <DiscountBandsTable bands={s.discounts} caption={t`Slots by discount on the normal price, ${period}`} />
          </section>
          <p className="text-sm">
            {renderLink(campaignHref(EVENT_PATHS.probe, { scope: q.scope, ...(q.kind ? { kind: q.kind } : {}) }), <Trans>The products in a slot on the data day</Trans>)}
          </p>
        </>
      )}
    </>
  );
}

function ProbeBody({ page, q, d }: { page: AnalysisPageConfig; q: CampaignQuery; d: CampaignAnalysisPayload }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const rights = (useRouteLoaderData(WORKBENCH_SHELL_ROUTE_ID) as ShellData | undefined)?.rights ?? null;
  const { pathname, search } = useLocation();
  const p = d.probe;
  if (!p) return null;
  const dayText = formatDay(d.day, locale);
  const depth = d.cut ? d.cut.allowed : p.available;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <KindChoice page={page} q={q} />
        <ExportButton
          hrefFor={(format) => campaignExportHref(q, format, i18n.locale)}
          exportsLeft={rights?.exportsLeft ?? 0}
          exportsPerDay={rights?.exportsPerDay ?? 0}
          onExported={() => revalidator.revalidate()}
        />
      </div>
      <p className="text-sm text-ink-muted" role="note">
        <Trans>The slots of {dayText}. A product's normal price is the median of its prices on its days without a slot in the 30 days before; the discount is the slot price's distance below it.</Trans>
      </p>
      {d.cut && <CutNotice cut={d.cut} unit="rows" onLogin={d.cut.reason === 'login' ? () => navigate(workbenchLoginHref(pathname, search)) : undefined} />}
      {p.available === 0 ? (
        <p className="rounded-lg bg-surface p-6 ring-1 ring-border">
          <Trans>No product of this scope is in a flash sale or campaign slot on {dayText}.</Trans>
        </p>
      ) : (
        <>
          <ProbeTable
            rows={p.rows}
            caption={t`The products in a flash sale or campaign slot on ${dayText}`}
            allSites={!q.scope.site}
            sort={q.sort}
            dir={q.dir}
            sortHref={(sort, dir) => campaignHref(page.path, { ...q, sort, dir, page: 1 })}
            hrefOf={(row) => explanationHref(row.goodsId)}
            renderLink={(href, children) => renderLink(href, children)}
          />
          <RankingPager page={p.page} size={p.size} total={p.available} depth={depth} hrefFor={(n) => campaignHref(page.path, { ...q, page: n })} onSizeChange={(size) => navigate(campaignHref(page.path, { ...q, size, page: 1 }))} />
        </>
      )}
    </>
  );
}

export function CampaignAnalysisView({ page, data }: { page: AnalysisPageConfig; data: CampaignData }) {
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const { query, campaigns } = data;
  const view = page.campaign ?? 'days';
  const stampPeriod = view === 'slots' ? campaigns?.slots?.period : undefined;
  return (
    <WorkbenchPageFrame
      title={i18n._(page.title)}
      intro={i18n._(page.intro)}
      stamp={campaigns ? <DataDayStamp day={campaigns.day} {...(stampPeriod ? { period: stampPeriod } : {})} kinds={view === 'days' ? DAY_KINDS : SLOT_KINDS} /> : null}
    >
      <ScopeTitle q={query} />
      {campaigns ? (
        view === 'days' ? (
          <DaysBody page={page} q={query} d={campaigns} />
        ) : view === 'slots' ? (
          <SlotsBody page={page} q={query} d={campaigns} />
        ) : (
          <ProbeBody page={page} q={query} d={campaigns} />
        )
      ) : (
        <LoadFailed what={<Trans>The analysis could not be loaded.</Trans>} onRetry={() => revalidator.revalidate()} />
      )}
    </WorkbenchPageFrame>
  );
}
