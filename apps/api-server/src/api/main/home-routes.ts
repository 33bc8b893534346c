// Home widgets of spec §2/§7, answered from the imported market data (issue #11): rankings from the
// figures derived after each import, market totals from the feed's daily figures. Every market
// answer says which day it describes (`date`).
import { SITE_CODES } from '@sealens/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { contentItems } from '../../db/content-schema';
import { DEMO_LIVE_TITLES } from '../../db/seed/demo-site-texts';
import { marketYesterday } from '../../market/days';
import { marketOf } from '../../market/market-service';
import { toUsd } from '../../market/site-profiles';
import type { Period, Scope } from '../../market/queries/market-queries';
import type { ServerDeps } from '../server-deps';
import { contentItemOf, readerLocale } from './content-routes';
import { formatTime, intQuery, isSite, ok, okConstant, paging } from './main-http';
import type { MainSchemas } from './main-types';

const LIST_LIMIT = 20;
/** dateType 1 = previous day, 2 = last 7 days, 3 = last 30 days. */
const DATE_TYPE_DAYS: Record<number, Period> = { 1: 1, 2: 7, 3: 30 };

export function dateTypeDays(c: Context): Period {
  return DATE_TYPE_DAYS[intQuery(c, 'dateType', 1)] ?? 1;
}

/** The site and category a home list is narrowed to. */
export function scopeOf(c: Context): Scope {
  const site = c.req.query('site');
  const typeId = intQuery(c, 'typeId');
  return { ...(isSite(site) ? { site } : {}), ...(typeId !== undefined ? { typeId } : {}) };
}

/** The market service once its first refresh brought the newest days in. */
export async function marketReady(deps: ServerDeps) {
  const market = marketOf(deps);
  await market.ready;
  return market.queries;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The market answers: they name the day they describe in X-Market-Day (home-data-cache.ts). */
export const MARKET_PATHS = [
  '/home/hotSearchWords',
  '/home/promotionKeywords',
  '/home/productIds',
  '/public/merchantStatistics',
  '/home/salesMap/total',
  '/home/salesMap/sites',
  '/home/goodsRanking',
  '/home/goodsGrowth',
  '/home/mallSoaring',
  '/home/brandRanking',
  '/home/industryHotSalesTypes',
  '/home/trendSurvey',
  '/goods/history',
  '/mall/history',
  '/detection/list',
  '/goods/makeUp',
  '/mall/receivable',
] as const;

/** Home answers in the reader's language: the answer cache keeps one per language (home-data-cache.ts). */
export const LOCALIZED_PATHS = ['/home/liveNotice', '/home/hotArticles'] as const;

const LIVE_NOTICES = [
  { id: 'live-1', offsetHours: 20 },
  { id: 'live-2', offsetHours: 44 },
  { id: 'live-3', offsetHours: 68 },
] as const;

const IMAGE_WINDOWS: MainSchemas['ImageWindow'][] = [
  { id: 'window-1', imgUrl: '/demo/window-1.png', link: '/hot-list', showAddress: 1, sort: 1 },
  { id: 'window-2', imgUrl: '/demo/window-2.png', link: '/industry', showAddress: 1, sort: 2 },
  { id: 'window-3', imgUrl: '/demo/window-3.png', link: '/college', showAddress: 2, sort: 3 },
];

export const DEMO_APP_VERSION: MainSchemas['AppVersion'] = {
  version: '1.0.0',
  forceUpdate: false,
  downloadUrl: '/download/app',
  notes: 'Demo data: the current SeaLens app version.',
};

export function homeRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

  const keywordRows = async (c: Context, order: 'search' | 'bid', keyword?: string) => {
    const q = await marketReady(deps);
    return (await q.keywordRanking(order, dateTypeDays(c), scopeOf(c), LIST_LIMIT, keyword)).rows;
  };

  r.get('/home/hotSearchWords', async (c) => ok(c, await keywordRows(c, 'search', c.req.query('keyword'))));
  r.get('/home/promotionKeywords', async (c) => ok(c, await keywordRows(c, intQuery(c, 'rankingType', 1) === 2 ? 'bid' : 'search')));

  r.get('/home/productIds', async (c) => {
    const q = await marketReady(deps);
    return ok(c, (await q.goodsRanking('hot', 1, scopeOf(c), LIST_LIMIT)).rows.map((g) => g.goodsId));
  });

  r.get('/public/merchantStatistics', async (c) => {
    const q = await marketReady(deps);
    const [{ shops, products }, day] = await Promise.all([q.counts(), q.statsDay()]);
    return ok(c, { sellers: 300_000, pluginInstalls: 600_000, sites: SITE_CODES.length, shops, products, ...(day ? { date: day } : {}) });
  });

  /** The last day with every site's market totals, up to yesterday by the clock. */
  const previousDay = async () => (await marketReady(deps)).marketDay(marketYesterday(deps.now()));

  r.get('/home/salesMap/total', async (c) => {
    const day = await previousDay();
    const sites = day ? await (await marketReady(deps)).siteFigures(day, 1) : [];
    const sum = (k: 'salesVolume' | 'productsSold') => sites.reduce((n, s) => n + s[k], 0);
    // Money over all sites is summed in US dollars (the sites sell in nine currencies).
    const usd = (k: 'totalSalesValue' | 'resourceSlotSalesValue') => round2(sites.reduce((n, s) => n + toUsd(s.site, s[k]), 0));
    return ok(c, {
      date: day ?? '',
      totalSalesValue: usd('totalSalesValue'),
      salesVolume: sum('salesVolume'),
      productsSold: sum('productsSold'),
      resourceSlotSalesValue: usd('resourceSlotSalesValue'),
      sites: sites.map(({ usd: _usd, ...site }) => site),
    });
  });

  r.get('/home/salesMap/sites', async (c) => {
    const day = await previousDay();
    const sites = day ? await (await marketReady(deps)).siteFigures(day, dateTypeDays(c)) : [];
    const max = Math.max(1, ...sites.map((s) => s.usd));
    const step = Math.ceil(max / 4);
    const colors = ['#d6e4ff', '#91caff', '#4096ff', '#0958d9'];
    const legend = colors.map((color, i) => ({ min: i * step, max: (i + 1) * step, label: `${i * step} - ${(i + 1) * step}`, color }));
    return ok(c, { sites: sites.map(({ usd, ...site }) => ({ ...site, totalSalesValueUsd: round2(usd) })), legend, ...(day ? { date: day } : {}) });
  });

  r.get('/home/goodsRanking', async (c) => {
    const q = await marketReady(deps);
    return ok(c, (await q.goodsRanking('hot', dateTypeDays(c), scopeOf(c), LIST_LIMIT)).rows);
  });

  r.get('/home/goodsGrowth', async (c) => {
    const q = await marketReady(deps);
    return ok(c, (await q.goodsRanking('soaring', 7, scopeOf(c), LIST_LIMIT)).rows);
  });

  r.get('/home/mallSoaring', async (c) => {
    const q = await marketReady(deps);
    return ok(c, (await q.shopRanking('soaring', dateTypeDays(c), scopeOf(c), LIST_LIMIT)).rows);
  });

  r.get('/home/brandRanking', async (c) => {
    const q = await marketReady(deps);
    const byGmv = intQuery(c, 'salesOrGmv', 1) === 2;
    const week = intQuery(c, 'dayOrWeek', 1) === 2;
    return ok(c, (await q.brandRanking(scopeOf(c), week ? 7 : 1, byGmv, 10)).rows);
  });

  r.get('/home/industryHotSalesTypes', async (c) => {
    const q = await marketReady(deps);
    const day = await q.statsDay();
    return ok(c, day ? await q.industryTypes(day, intQuery(c, 'pId')) : []);
  });

  r.get('/home/trendSurvey', async (c) => {
    const day = await previousDay();
    return ok(c, day ? await (await marketReady(deps)).siteTrend(day, 30) : []);
  });

  r.get('/home/liveNotice', (c) => {
    const locale = readerLocale(c);
    const start = Date.parse(`${new Date(deps.now()).toISOString().slice(0, 10)}T00:00:00Z`);
    return ok(
      c,
      LIVE_NOTICES.map((n) => ({
        id: n.id,
        title: DEMO_LIVE_TITLES[n.id][locale],
        startTime: formatTime(new Date(start + n.offsetHours * 3_600_000)),
        coverUrl: `/demo/${n.id}.png`,
        link: `/live/${n.id}`,
      })),
    );
  });

  r.get('/home/hotArticles', async (c) => {
    const { pageSize, offset } = paging(c);
    const where = intQuery(c, 'isArticle', 1) === 0 ? sql`${contentItems.kind} <> 'industry-report'` : eq(contentItems.kind, 'article');
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(contentItems).where(where);
    const rows = await db.select().from(contentItems).where(where).orderBy(desc(contentItems.views), asc(contentItems.id)).limit(pageSize).offset(offset);
    return ok(c, { total: Number(count?.n ?? 0), list: rows.map((row) => contentItemOf(row, false, undefined, readerLocale(c))) });
  });

  r.get('/home/frontImageWindows', (c) => {
    const showAddress = intQuery(c, 'showAddress', 1);
    return ok(c, IMAGE_WINDOWS.filter((w) => w.showAddress === showAddress));
  });

  r.get('/app/versionUpdate', (c) => okConstant(c, DEMO_APP_VERSION));

  return r;
}
