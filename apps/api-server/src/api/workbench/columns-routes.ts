// Column choice (openapi/workbench.yaml getColumnChoice, saveColumnChoice; issue 26 item 4 "a column
// chooser remembered per member"): one row per member and page. Members only (HTTP 401 for a
// visitor). A product ranking page takes only the product table's column names (PRODUCT_COLUMNS);
// any other page, names from a safe alphabet. An empty list forgets the choice (the page's default).
import { PRODUCT_COLUMNS } from '@sealens/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { workbenchColumnChoices } from '../../db/workbench-schema';
import { httpError } from '../identity/common';
import { fail, jsonBody, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import { pageChoicesOf } from './page-choices';
import { savedViewPage } from './views-routes';

/** The most columns a choice holds, and the longest name (the contract's limits). */
export const COLUMN_CHOICE_MAX = 40;
export const COLUMN_NAME_MAX = 40;
const COLUMN_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Pages whose table is the product ranking's: their choice names PRODUCT_COLUMNS only. */
export const PRODUCT_TABLE_PAGES: readonly string[] = ['product/hot-sales-product', 'product/soaring-product', 'product/hot-sales-new-product'];

/** The columns as stored, or undefined when the list breaks a rule (unknown name, duplicate, too many, too long). */
export function columnChoice(page: string, value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > COLUMN_CHOICE_MAX) return undefined;
  const known: readonly string[] | undefined = PRODUCT_TABLE_PAGES.includes(page) ? PRODUCT_COLUMNS : undefined;
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || item.length > COLUMN_NAME_MAX || !COLUMN_NAME.test(item) || seen.has(item)) return undefined;
    if (known && !known.includes(item)) return undefined;
    seen.add(item);
  }
  return [...seen];
}

export function columnsRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  r.get('/columns', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to keep a column choice');
    const page = savedViewPage(c.req.query('page'));
    if (page === undefined) return fail(c, 400, 'invalid parameter: page');
    // With the page's saved views, one statement within a page's rendering (page-choices.ts).
    const { columns } = await pageChoicesOf(deps, caller.user.id, page);
    return ok(c, columns ? { columns } : {});
  });

  r.put('/columns', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to keep a column choice');
    const body = (await jsonBody(c)) ?? {};
    const page = savedViewPage(body['page']);
    if (page === undefined) return fail(c, 400, 'invalid parameter: page');
    const columns = columnChoice(page, body['columns']);
    if (columns === undefined) return fail(c, 400, 'invalid parameter: columns');
    const userId = caller.user.id;
    if (columns.length === 0) {
      await db.delete(workbenchColumnChoices).where(and(eq(workbenchColumnChoices.userId, userId), eq(workbenchColumnChoices.page, page)));
      return ok(c);
    }
    const at = deps.now();
    await db
      .insert(workbenchColumnChoices)
      .values({ userId, page, columns, updatedAt: at })
      .onConflictDoUpdate({ target: [workbenchColumnChoices.userId, workbenchColumnChoices.page], set: { columns, updatedAt: at } });
    return ok(c);
  });

  return r;
}
