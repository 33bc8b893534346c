// Saved views (openapi/workbench.yaml listSavedViews, createSavedView, renameSavedView,
// removeSavedView; issue 26 item 7): a member names the query of the workbench page they are on,
// lists, renames and removes them. Members only (HTTP 401 for a visitor). A view belongs to its
// member alone: someone else's id answers exactly as a missing one does (code 404), so ids reveal
// nothing. The plan's `savedViews` caps how many are kept (code 409), counted under a lock so
// parallel saves cannot pass it.
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_PAGE, SAVED_VIEW_QUERY_MAX } from '@sealens/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { workbenchSavedViews } from '../../db/workbench-schema';
import { httpError } from '../identity/common';
import { fail, formatTime, jsonBody, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import { pageChoicesOf, type SavedViewRow } from './page-choices';
import type { WorkbenchSchemas } from './workbench-types';

/** Advisory-lock namespace of one member's saved views. */
const LOCK_SAVED_VIEWS = 26_001;
/** The longest page path (the contract's maxLength). */
export const SAVED_VIEW_PAGE_MAX = 80;
export const CODE_VIEWS_FULL = 409;
export const CODE_NO_SUCH_VIEW = 404;

// C0 controls (tab and line breaks included: a name or query is one line) and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function viewOf(row: SavedViewRow): WorkbenchSchemas['SavedView'] {
  return { id: row.id, page: row.page, name: row.name, query: row.query, createdAt: formatTime(row.createdAt) };
}

/** A page path under /workbench/ (e.g. `product/hot-sales-product`), or undefined. */
export function savedViewPage(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= SAVED_VIEW_PAGE_MAX && SAVED_VIEW_PAGE.test(value) ? value : undefined;
}

/** A view's name, trimmed: 1 to SAVED_VIEW_NAME_MAX characters on one line, or undefined. */
export function savedViewName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name.length >= 1 && name.length <= SAVED_VIEW_NAME_MAX && !CONTROL.test(name) ? name : undefined;
}

/**
 * A page's query string as stored (the leading `?` dropped), or undefined: at most
 * SAVED_VIEW_QUERY_MAX characters, and neither it nor any key or value it decodes to holds a
 * control character. A view belongs to any workbench page, so its keys are the page's business.
 */
export function savedViewQuery(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const query = value.startsWith('?') ? value.slice(1) : value;
  if (query.length > SAVED_VIEW_QUERY_MAX || CONTROL.test(query) || query.includes('#')) return undefined;
  for (const [key, item] of new URLSearchParams(query)) {
    if (CONTROL.test(key) || CONTROL.test(item)) return undefined;
  }
  return query;
}

export function viewsRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  r.get('/views', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use saved views');
    const rawPage = c.req.query('page');
    const page = rawPage === undefined ? undefined : savedViewPage(rawPage);
    if (rawPage !== undefined && page === undefined) return fail(c, 400, 'invalid parameter: page');
    // One page's views come with its column choice (page-choices.ts); every page's, by themselves.
    const rows =
      page === undefined
        ? await db.select().from(workbenchSavedViews).where(eq(workbenchSavedViews.userId, caller.user.id)).orderBy(desc(workbenchSavedViews.createdAt), desc(workbenchSavedViews.id))
        : (await pageChoicesOf(deps, caller.user.id, page)).views;
    return ok(c, { views: rows.map(viewOf), max: caller.rights.savedViews });
  });

  r.post('/views', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use saved views');
    const body = (await jsonBody(c)) ?? {};
    const page = savedViewPage(body['page']);
    if (page === undefined) return fail(c, 400, 'invalid parameter: page');
    const name = savedViewName(body['name']);
    if (name === undefined) return fail(c, 400, 'invalid parameter: name');
    const query = savedViewQuery(body['query']);
    if (query === undefined) return fail(c, 400, 'invalid parameter: query');

    const userId = caller.user.id;
    const max = caller.rights.savedViews;
    const saved = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_SAVED_VIEWS))}, ${userId})`);
      const [held] = await tx.select({ n: count() }).from(workbenchSavedViews).where(eq(workbenchSavedViews.userId, userId));
      if ((held?.n ?? 0) >= max) return undefined;
      const [row] = await tx.insert(workbenchSavedViews).values({ userId, page, name, query, createdAt: deps.now() }).returning();
      return row;
    });
    if (!saved) {
      return fail(c, CODE_VIEWS_FULL, max > 0 ? `your plan keeps ${max} saved views: remove one to save another` : 'saved views come with a plan');
    }
    return ok(c, viewOf(saved));
  });

  /** The member's own view's id from the path (the contract's guard has checked its range). */
  const idOf = (raw: string): number | undefined => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
  };

  r.put('/views/:id', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use saved views');
    const id = idOf(c.req.param('id'));
    if (id === undefined) return fail(c, 400, 'invalid parameter: id');
    const name = savedViewName(((await jsonBody(c)) ?? {})['name']);
    if (name === undefined) return fail(c, 400, 'invalid parameter: name');
    const [row] = await db
      .update(workbenchSavedViews)
      .set({ name })
      .where(and(eq(workbenchSavedViews.id, id), eq(workbenchSavedViews.userId, caller.user.id)))
      .returning();
    return row ? ok(c, viewOf(row)) : fail(c, CODE_NO_SUCH_VIEW, 'no such view');
  });

  r.delete('/views/:id', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to use saved views');
    const id = idOf(c.req.param('id'));
    if (id === undefined) return fail(c, 400, 'invalid parameter: id');
    const removed = await db
      .delete(workbenchSavedViews)
      .where(and(eq(workbenchSavedViews.id, id), eq(workbenchSavedViews.userId, caller.user.id)))
      .returning({ id: workbenchSavedViews.id });
    return removed.length > 0 ? ok(c) : fail(c, CODE_NO_SUCH_VIEW, 'no such view');
  });

  return r;
}
