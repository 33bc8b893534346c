// The report service base of spec §7 (mounted at /api/shopee-report-service/pro): industry reports.
import { and, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { contentItems } from '../../db/content-schema';
import { contentPage, reportReadingMinutes } from '../main/content-routes';
import { CODE_NOT_FOUND, fail, formatTime, intQuery, isSite, ok } from '../main/main-http';
import type { ReportSchemas } from '../main/main-types';
import type { ServerDeps } from '../server-deps';

const KIND = 'industry-report';

function reportOf(row: typeof contentItems.$inferSelect, detail = false): ReportSchemas['IndustryReport'] {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    ...(isSite(row.site ?? undefined) ? { site: row.site as ReportSchemas['SiteCode'] } : {}),
    ...(row.typeId !== null ? { typeId: row.typeId } : {}),
    coverUrl: row.coverUrl,
    ...(row.pdfUrl ? { pdfUrl: row.pdfUrl } : {}),
    publishTime: formatTime(row.publishTime),
    ...(detail ? { content: row.content, readingMinutes: reportReadingMinutes(row.content, row.pdfUrl) } : {}),
  };
}

export function reportRouter(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/industry/report/list', async (c) => {
    const conds: SQL[] = [];
    const site = c.req.query('site');
    if (isSite(site)) conds.push(eq(contentItems.site, site));
    const typeId = intQuery(c, 'typeId');
    if (typeId !== undefined) conds.push(eq(contentItems.typeId, typeId));
    const { total, rows } = await contentPage(deps, c, KIND, conds.length ? and(...conds) : undefined);
    return ok(c, { total, list: rows.map((row) => reportOf(row)) });
  });

  r.get('/industry/report/detail', async (c) => {
    const [row] = await deps.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, c.req.query('id') ?? ''), eq(contentItems.kind, KIND)));
    if (!row) return fail(c, CODE_NOT_FOUND, 'not found');
    return ok(c, reportOf(row, true));
  });

  return r;
}
