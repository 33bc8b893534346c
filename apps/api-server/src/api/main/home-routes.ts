// Home widgets of spec §2/§7, answered from the seeded demo market data.
import { CATEGORIES, SITE_CODES, categoryOf } from '@sealens/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { contentItems, demoBrands, demoGoods, demoKeywords, demoShops, marketDaily } from '../../db/content-schema';
import type { ServerDeps } from '../server-deps';
import { contentItemOf } from './content-routes';
import { formatTime, intQuery, isSite, ok, paging } from './main-http';
import type { MainSchemas } from './main-types';

const LIST_LIMIT = 20;
/** dateType 1 = previous day, 2 = last 7 days, 3 = last 30 days. */
const DATE_TYPE_DAYS: Record<number, number> = { 1: 1, 2: 7, 3: 30 };

export function dateTypeDays(c: Context): number {
  return DATE_TYPE_DAYS[intQuery(c, 'dateType', 1)] ?? 1;
}

export function goodsRowOf(row: typeof demoGoods.$inferSelect, factor = 1): MainSchemas['GoodsRow'] {
  return {
    goodsId: row.goodsId,
    goodsInfo: { title: row.title, image: row.image, link: row.link, site: row.site as MainSchemas['SiteCode'], shopName: row.shopName },
    price: row.price,
    sales: row.sales * factor,
    gmv: Math.round(row.gmv * factor * 100) / 100,
    commentsCount: row.commentsCount,
    likesCount: row.likesCount,
    score: row.score,
    shelfTime: formatTime(row.shelfTime),
    growthRate: row.growthRate,
  };
}

export function mallRowOf(row: typeof demoShops.$inferSelect, factor = 1): MainSchemas['MallRow'] {
  return {
    shopId: row.shopId,
    shopName: row.shopName,
    logo: row.logo,
    site: row.site as MainSchemas['SiteCode'],
    sales: row.sales * factor,
    gmv: Math.round(row.gmv * factor * 100) / 100,
    growthRate: row.growthRate,
  };
}

function siteAndType(c: Context, site: AnyPgColumn, typeId: AnyPgColumn): SQL | undefined {
  const conds: SQL[] = [];
  const s = c.req.query('site');
  if (isSite(s)) conds.push(eq(site, s));
  const t = intQuery(c, 'typeId');
  if (t !== undefined) conds.push(eq(typeId, t));
  return conds.length ? and(...conds) : undefined;
}

/** The last day with figures on or before the day before `now` (else the last day there is). */
async function previousDay(deps: ServerDeps): Promise<string | undefined> {
  const yesterday = new Date(deps.now().getTime() - 86_400_000).toISOString().slice(0, 10);
  const [before] = await deps.db
    .select({ day: sql<string>`max(${marketDaily.day})` })
    .from(marketDaily)
    .where(lte(marketDaily.day, yesterday));
  if (before?.day) return before.day;
  const [any] = await deps.db.select({ day: sql<string>`max(${marketDaily.day})` }).from(marketDaily);
  return any?.day ?? undefined;
}

function dayMinus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

async function siteFigures(deps: ServerDeps, lastDay: string, days: number): Promise<MainSchemas['SiteFigures'][]> {
  const rows = await deps.db
    .select({
      site: marketDaily.site,
      totalSalesValue: sql<number>`sum(${marketDaily.totalSalesValue})::float8`,
      salesVolume: sql<number>`sum(${marketDaily.salesVolume})::int8`,
      productsSold: sql<number>`sum(${marketDaily.productsSold})::int8`,
      resourceSlotSalesValue: sql<number>`sum(${marketDaily.resourceSlotSalesValue})::float8`,
    })
    .from(marketDaily)
    .where(and(lte(marketDaily.day, lastDay), gte(marketDaily.day, dayMinus(lastDay, days - 1))))
    .groupBy(marketDaily.site);
  const bySite = new Map(rows.map((r) => [r.site, r]));
  return SITE_CODES.flatMap((site) => {
    const r = bySite.get(site);
    if (!r) return [];
    return {
      site,
      totalSalesValue: Math.round(Number(r.totalSalesValue) * 100) / 100,
      salesVolume: Number(r.salesVolume),
      productsSold: Number(r.productsSold),
      resourceSlotSalesValue: Math.round(Number(r.resourceSlotSalesValue) * 100) / 100,
    };
  });
}

const LIVE_NOTICES = [
  { id: 'live-1', title: 'Demo live: choosing products for the 9.9 sale', offsetHours: 20 },
  { id: 'live-2', title: 'Demo live: keyword bidding basics', offsetHours: 44 },
  { id: 'live-3', title: 'Demo live: reading the sales map', offsetHours: 68 },
];

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
    const factor = dateTypeDays(c);
    const needle = keyword?.trim();
    // LIKE's own characters in what the user typed are matched literally.
    const contains = needle ? ilike(demoKeywords.keyword, `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined;
    const rows = await db
      .select()
      .from(demoKeywords)
      .where(and(siteAndType(c, demoKeywords.site, demoKeywords.typeId), contains))
      .orderBy(order === 'bid' ? desc(demoKeywords.recommendedBid) : desc(demoKeywords.searchIndex), asc(demoKeywords.id))
      .limit(LIST_LIMIT);
    return rows.map((k) => ({
      keyword: k.keyword,
      searchIndex: k.searchIndex * factor,
      productBase: k.productBase,
      recommendedBid: k.recommendedBid,
    }));
  };

  r.get('/home/hotSearchWords', async (c) => ok(c, await keywordRows(c, 'search', c.req.query('keyword'))));
  r.get('/home/promotionKeywords', async (c) => ok(c, await keywordRows(c, intQuery(c, 'rankingType', 1) === 2 ? 'bid' : 'search')));

  r.get('/home/productIds', async (c) => {
    const rows = await db
      .select({ goodsId: demoGoods.goodsId })
      .from(demoGoods)
      .where(siteAndType(c, demoGoods.site, demoGoods.typeId))
      .orderBy(desc(demoGoods.sales), asc(demoGoods.goodsId))
      .limit(LIST_LIMIT);
    return ok(c, rows.map((g) => g.goodsId));
  });

  r.get('/public/merchantStatistics', async (c) => {
    const [shops] = await db.select({ n: sql<number>`count(*)::int` }).from(demoShops);
    const [goods] = await db.select({ n: sql<number>`count(*)::int` }).from(demoGoods);
    return ok(c, { sellers: 300_000, pluginInstalls: 600_000, sites: SITE_CODES.length, shops: Number(shops?.n ?? 0), products: Number(goods?.n ?? 0) });
  });

  r.get('/home/salesMap/total', async (c) => {
    const day = await previousDay(deps);
    const sites = day ? await siteFigures(deps, day, 1) : [];
    const sum = (k: 'totalSalesValue' | 'salesVolume' | 'productsSold' | 'resourceSlotSalesValue') => sites.reduce((n, s) => n + s[k], 0);
    return ok(c, {
      date: day ?? '',
      totalSalesValue: Math.round(sum('totalSalesValue') * 100) / 100,
      salesVolume: sum('salesVolume'),
      productsSold: sum('productsSold'),
      resourceSlotSalesValue: Math.round(sum('resourceSlotSalesValue') * 100) / 100,
      sites,
    });
  });

  r.get('/home/salesMap/sites', async (c) => {
    const day = await previousDay(deps);
    const days = dateTypeDays(c);
    const sites = day ? await siteFigures(deps, day, days) : [];
    const max = Math.max(1, ...sites.map((s) => s.totalSalesValue));
    const step = Math.ceil(max / 4);
    const colors = ['#d6e4ff', '#91caff', '#4096ff', '#0958d9'];
    const legend = colors.map((color, i) => ({ min: i * step, max: (i + 1) * step, label: `${i * step} - ${(i + 1) * step}`, color }));
    return ok(c, { sites, legend });
  });

  r.get('/home/goodsRanking', async (c) => {
    const factor = dateTypeDays(c);
    const rows = await db
      .select()
      .from(demoGoods)
      .where(siteAndType(c, demoGoods.site, demoGoods.typeId))
      .orderBy(desc(demoGoods.sales), asc(demoGoods.goodsId))
      .limit(LIST_LIMIT);
    return ok(c, rows.map((g) => goodsRowOf(g, factor)));
  });

  r.get('/home/goodsGrowth', async (c) => {
    const rows = await db
      .select()
      .from(demoGoods)
      .where(siteAndType(c, demoGoods.site, demoGoods.typeId))
      .orderBy(desc(demoGoods.growthRate), asc(demoGoods.goodsId))
      .limit(LIST_LIMIT);
    return ok(c, rows.map((g) => goodsRowOf(g)));
  });

  r.get('/home/mallSoaring', async (c) => {
    const factor = dateTypeDays(c);
    const rows = await db
      .select()
      .from(demoShops)
      .where(siteAndType(c, demoShops.site, demoShops.typeId))
      .orderBy(desc(demoShops.growthRate), asc(demoShops.shopId))
      .limit(LIST_LIMIT);
    return ok(c, rows.map((s) => mallRowOf(s, factor)));
  });

  r.get('/home/brandRanking', async (c) => {
    const byGmv = intQuery(c, 'salesOrGmv', 1) === 2;
    const week = intQuery(c, 'dayOrWeek', 1) === 2;
    const sales = week ? demoBrands.weekSales : demoBrands.daySales;
    const gmv = week ? demoBrands.weekGmv : demoBrands.dayGmv;
    const rows = await db
      .select()
      .from(demoBrands)
      .where(siteAndType(c, demoBrands.site, demoBrands.typeId))
      .orderBy(desc(byGmv ? gmv : sales), asc(demoBrands.id))
      .limit(10);
    return ok(
      c,
      rows.map((b, i) => ({
        brandName: b.brandName,
        logo: b.logo,
        sales: week ? b.weekSales : b.daySales,
        gmv: week ? b.weekGmv : b.dayGmv,
        rank: i + 1,
      })),
    );
  });

  r.get('/home/industryHotSalesTypes', async (c) => {
    const pId = intQuery(c, 'pId');
    const totals = await db
      .select({ typeId: demoGoods.typeId, sales: sql<number>`sum(${demoGoods.sales})::int8`, gmv: sql<number>`sum(${demoGoods.gmv})::float8` })
      .from(demoGoods)
      .where(pId === undefined ? undefined : eq(demoGoods.typeId, pId))
      .groupBy(demoGoods.typeId);
    const byType = new Map(totals.map((t) => [t.typeId, t]));
    if (pId === undefined) {
      return ok(
        c,
        CATEGORIES.map((cat) => ({
          typeId: cat.id,
          name: cat.name,
          sales: Number(byType.get(cat.id)?.sales ?? 0),
          gmv: Math.round(Number(byType.get(cat.id)?.gmv ?? 0) * 100) / 100,
        })),
      );
    }
    const parent = categoryOf(pId);
    if (!parent) return ok(c, []);
    const total = byType.get(pId);
    // Demo child types: three shares of the parent's figures.
    const shares = [0.5, 0.3, 0.2];
    return ok(
      c,
      shares.map((share, i) => ({
        typeId: pId * 100 + i + 1,
        pId,
        name: `Demo ${parent.name} sub-type ${i + 1}`,
        sales: Math.round(Number(total?.sales ?? 0) * share),
        gmv: Math.round(Number(total?.gmv ?? 0) * share * 100) / 100,
      })),
    );
  });

  r.get('/home/trendSurvey', async (c) => {
    const day = await previousDay(deps);
    if (!day) return ok(c, []);
    const rows = await db
      .select({ date: marketDaily.day, site: marketDaily.site, value: marketDaily.totalSalesValue })
      .from(marketDaily)
      .where(and(lte(marketDaily.day, day), gte(marketDaily.day, dayMinus(day, 29)), inArray(marketDaily.site, [...SITE_CODES])))
      .orderBy(asc(marketDaily.day), asc(marketDaily.site));
    return ok(c, rows.map((p) => ({ date: p.date, site: p.site as MainSchemas['SiteCode'], value: p.value })));
  });

  r.get('/home/liveNotice', (c) => {
    const start = Date.parse(`${new Date(deps.now()).toISOString().slice(0, 10)}T00:00:00Z`);
    return ok(
      c,
      LIVE_NOTICES.map((n) => ({
        id: n.id,
        title: n.title,
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
    return ok(c, { total: Number(count?.n ?? 0), list: rows.map((row) => contentItemOf(row)) });
  });

  r.get('/home/frontImageWindows', (c) => {
    const showAddress = intQuery(c, 'showAddress', 1);
    return ok(c, IMAGE_WINDOWS.filter((w) => w.showAddress === showAddress));
  });

  r.get('/app/versionUpdate', (c) => ok(c, DEMO_APP_VERSION));

  return r;
}
