// The event marketing operation (issue 32 item 2; openapi/workbench.yaml GET /campaigns): a scope's
// campaign days with their uplift on the week before, and, as `view` asks, one day's detail, the
// period's flash-sale and campaign slots against normal prices, or the probe of the products in a
// slot on the data day. The calendar and breakdowns are totals, shown to every caller; the gainers'
// and the probe's rows are a ranking's, cut to the caller's row depth as every ranking is.
import { Readable } from 'node:stream';

import { Hono } from 'hono';

import { CATEGORY_IDS, cutOf, RANKING_PAGE_SIZES, rowDepthFor, SITE_CODES, SITE_CURRENCIES, type SiteCode } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import type { WorkbenchPeriod } from '../../market/derive/workbench-derive';
import { marketOf } from '../../market/market-service';
import {
  CAMPAIGN_BASELINE_DAYS,
  CAMPAIGN_PRODUCT_ROWS,
  CAMPAIGN_VIEWS,
  PRICED_SLOT_KINDS,
  PROBE_SORTS,
  WorkbenchCampaignQueries,
  type CampaignAnswer,
  type CampaignView,
  type PricedSlotKind,
  type ProbeSort,
} from '../../market/queries/workbench-campaign-queries';
import type { WorkbenchQueries } from '../../market/queries/workbench-queries';
import { ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { ANALYSIS_DEFAULT_PERIOD, ANALYSIS_PERIODS } from './analysis-routes';
import { contentDisposition, EXPORT_CONTENT_TYPES } from './export/export-file';
import { PROBE_EXPORT_COLUMNS, type ProbeExportRow } from './export/campaign-export-columns';
import { EXPORT_BATCH_ROWS, exportAllowance, exportFileStream } from './export/export-response';
import { callerOf } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import type { WorkbenchSchemas } from './workbench-types';

/**
 * Units and sales value of a day are sums of the products' estimated days; a slot's units are the
 * counter its slot shows, and prices are the marketplace's: measured.
 */
export const CAMPAIGN_FIGURE_KINDS = { units: 'estimated', gmv: 'estimated', uplift: 'estimated', slotUnits: 'measured', slotPrice: 'measured', normalPrice: 'measured' } as const;

const DAY_PATTERN = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A day of the calendar: the contract's pattern lets 2026-02-31 through, which the database refuses. */
const isCalendarDay = (day: string) => DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const campaignByReads = new WeakMap<WorkbenchQueries, WorkbenchCampaignQueries>();

function campaignReads(reads: WorkbenchQueries): WorkbenchCampaignQueries {
  let q = campaignByReads.get(reads);
  if (!q) {
    q = new WorkbenchCampaignQueries(reads.sql, reads);
    campaignByReads.set(reads, q);
  }
  return q;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | undefined, fallback: T | undefined): T | undefined | null =>
  raw === undefined || raw === '' ? fallback : (values as readonly string[]).includes(raw) ? (raw as T) : null;

interface CampaignParams {
  site: SiteCode | undefined;
  categoryId: number | undefined;
  view: CampaignView;
  day: string | undefined;
  period: (typeof ANALYSIS_PERIODS)[number];
  kind: PricedSlotKind | undefined;
  sort: ProbeSort;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

/** The analysis's parameters checked, or the names of those outside their rule. */
function campaignParams(q: Record<string, string>): CampaignParams | { issues: string[] } {
  const issues: string[] = [];
  const site = oneOf(SITE_CODES as readonly SiteCode[], q['site'], undefined);
  if (site === null) issues.push('site');
  const categoryId = q['cat'] === undefined || q['cat'] === '' ? undefined : /^\d{5}$/.test(q['cat']) ? Number(q['cat']) : Number.NaN;
  if (categoryId !== undefined && !(CATEGORY_IDS as readonly number[]).includes(categoryId)) issues.push('cat');
  const view = oneOf<CampaignView>(CAMPAIGN_VIEWS, q['view'], 'days');
  if (!view) issues.push('view');
  const day = q['day'] === undefined || q['day'] === '' ? undefined : isCalendarDay(q['day']) ? q['day'] : null;
  if (day === null) issues.push('day');
  const period = oneOf(ANALYSIS_PERIODS, q['period'], String(ANALYSIS_DEFAULT_PERIOD) as '30');
  if (!period) issues.push('period');
  const kind = oneOf<PricedSlotKind>(PRICED_SLOT_KINDS, q['kind'], undefined);
  if (kind === null) issues.push('kind');
  const sort = oneOf<ProbeSort>(PROBE_SORTS, q['sort'], 'discount');
  if (!sort) issues.push('sort');
  const dir = oneOf(['asc', 'desc'] as const, q['dir'], 'desc');
  if (!dir) issues.push('dir');
  const page = q['page'] === undefined || q['page'] === '' ? 1 : /^\d{1,5}$/.test(q['page']) && Number(q['page']) >= 1 && Number(q['page']) <= 10_000 ? Number(q['page']) : null;
  if (page === null) issues.push('page');
  const size = q['size'] === undefined || q['size'] === '' ? RANKING_PAGE_SIZES[0] : (RANKING_PAGE_SIZES as readonly number[]).includes(Number(q['size'])) ? Number(q['size']) : null;
  if (size === null) issues.push('size');
  if (issues.length || site === null || !view || day === null || !period || kind === null || !sort || !dir || page === null || size === null) return { issues };
  return { site, categoryId, view, day, period, kind, sort, dir, page, size };
}

export function campaignRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/campaigns/export', async (c) => {
    const params = new URL(c.req.url).searchParams;
    // The whole list: its pages are not the export's.
    const checked = campaignParams({ ...c.req.query(), page: '', size: '', view: 'probe' });
    const allowed = await exportAllowance(deps, c, params, () => Promise.resolve('issues' in checked ? invalidParameters(c, checked.issues) : undefined));
    if (allowed instanceof Response) return allowed;
    if ('issues' in checked) return invalidParameters(c, checked.issues);
    const { site, categoryId, kind, sort, dir } = checked;
    const { format, lang, caller } = allowed;
    await workbenchReads(deps);
    const reads = campaignReads(marketOf(deps).workbench);
    const depth = rowDepthFor(caller.rights, caller.bought, categoryId).depth;
    const scope = { view: 'probe' as const, ...(site ? { site } : {}), ...(categoryId !== undefined ? { categoryId } : {}), ...(kind ? { kind } : {}), sort, dir };
    const first = await reads.analysis({ ...scope, offset: 0, rows: Math.min(depth, EXPORT_BATCH_ROWS) });
    if (!first) return noDataYet(c);
    const currency = first.currency;
    // Batches of EXPORT_BATCH_ROWS within the depth, each read when the file has written the one before.
    const batches = (async function* () {
      let answer: CampaignAnswer | undefined = first;
      for (let offset = 0; answer?.probe && answer.probe.rows.length > 0; ) {
        yield answer.probe.rows.map((row, i): ProbeExportRow => ({ ...row, rank: offset + i + 1, currency: site ? currency : SITE_CURRENCIES[row.site] }));
        offset += answer.probe.rows.length;
        const rows = Math.min(depth - offset, EXPORT_BATCH_ROWS);
        if (rows <= 0 || offset >= answer.probe.available) return;
        answer = await reads.analysis({ ...scope, offset, rows });
      }
    })();
    const sheetName = ['event-probe', site ?? 'all-sites', ...(categoryId !== undefined ? [String(categoryId)] : []), ...(kind ? [kind] : [])].join('_');
    const headers = new Headers({
      'Content-Type': EXPORT_CONTENT_TYPES[format],
      'Content-Disposition': contentDisposition(`${sheetName}_${first.day}.${format}`.replace(/[^A-Za-z0-9._-]/g, '-')),
      'X-Content-Type-Options': 'nosniff',
    });
    const file = exportFileStream(format, batches, PROBE_EXPORT_COLUMNS, lang, sheetName, c.req.header('accept-encoding'), headers, deps.now());
    return new Response(Readable.toWeb(file) as ReadableStream, { status: 200, headers });
  });

  r.get('/campaigns', async (c) => {
    const checked = campaignParams(c.req.query());
    if ('issues' in checked) return invalidParameters(c, checked.issues);
    const { site, categoryId, view, day, period, kind, sort, dir, page, size } = checked;
    const caller = await callerOf(deps, c);
    const depth = rowDepthFor(caller.rights, caller.bought, categoryId);
    await workbenchReads(deps);
    // The probe pages within the depth; the gainers are one list of at most CAMPAIGN_PRODUCT_ROWS.
    const offset = view === 'probe' ? (page - 1) * size : 0;
    const rows = view === 'probe' ? Math.max(0, Math.min(size, depth.depth - offset)) : Math.min(depth.depth, CAMPAIGN_PRODUCT_ROWS);
    const answer = await campaignReads(marketOf(deps).workbench).analysis({
      view,
      ...(site ? { site } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      ...(day ? { day } : {}),
      period: Number(period) as WorkbenchPeriod,
      ...(kind ? { kind } : {}),
      sort,
      dir,
      offset,
      rows,
    });
    if (!answer) return noDataYet(c);
    const available = view === 'probe' ? (answer.probe?.available ?? 0) : view === 'days' ? Math.min(answer.campaign?.available ?? 0, CAMPAIGN_PRODUCT_ROWS) : 0;
    const cut = cutOf(depth, available);
    const payload: WorkbenchSchemas['CampaignAnalysis'] = {
      day: answer.day,
      view,
      ...(site ? { site } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      currency: answer.currency,
      baselineDays: CAMPAIGN_BASELINE_DAYS,
      campaignDays: answer.campaignDays,
      ...(view === 'days'
        ? {
            campaign: answer.campaign
              ? {
                  ...answer.campaign,
                  products: answer.campaign.products.map((p, i) => ({ ...p, rank: i + 1, goodsId: String(p.goodsId), shopId: String(p.shopId) })),
                }
              : null,
          }
        : {}),
      ...(answer.slots
        ? {
            slots: {
              period: { key: period, from: answer.slots.from, to: answer.slots.to, days: answer.slots.days },
              hours: answer.slots.hours,
              discounts: answer.slots.discounts,
              total: answer.slots.total,
            },
          }
        : {}),
      ...(answer.probe
        ? {
            probe: {
              rows: answer.probe.rows.map((p, i) => ({ ...p, rank: offset + i + 1, slotId: String(p.slotId), goodsId: String(p.goodsId), shopId: String(p.shopId) })),
              available: answer.probe.available,
              page,
              size,
            },
          }
        : {}),
      figureKinds: CAMPAIGN_FIGURE_KINDS,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  return r;
}
