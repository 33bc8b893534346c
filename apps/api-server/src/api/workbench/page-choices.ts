// A member's choices for one workbench page: its saved views and its column choice. A ranking page's
// loader asks GET /views and GET /columns side by side; within the page's server rendering both are
// answered by one statement (issue 28 item 1: a statement costs the main thread ~0.5 ms on PGlite).
// Outside a rendering (the browser's own calls, and after any change) each call reads afresh.
import { eq, sql } from 'drizzle-orm';

import { users } from '../../db/schema';
import type { workbenchSavedViews } from '../../db/workbench-schema';
import { memoInRender } from '../../static/render-scope';
import type { ServerDeps } from '../server-deps';

export type SavedViewRow = typeof workbenchSavedViews.$inferSelect;

export interface PageChoices {
  /** The page's saved views, the newest first. */
  views: SavedViewRow[];
  /** The page's column choice, if the member made one. */
  columns?: string[];
}

interface ViewJson {
  id: number;
  userId: number;
  page: string;
  name: string;
  query: string;
  createdAt: string;
}

export function pageChoicesOf(deps: ServerDeps, userId: number, page: string): Promise<PageChoices> {
  return memoInRender(`page choices ${userId} ${page}`, async () => {
    // The inner tables named by aliases: drizzle writes a one-table select's columns unqualified.
    const [row] = await deps.db
      .select({
        columns: sql<string[] | null>`(select c.columns from workbench_column_choices c where c.user_id = ${userId} and c.page = ${page})`,
        views: sql<ViewJson[]>`coalesce((select json_agg(json_build_object('id', v.id, 'userId', v.user_id, 'page', v.page, 'name', v.name, 'query', v.query, 'createdAt', v.created_at) order by v.created_at desc, v.id desc) from workbench_saved_views v where v.user_id = ${userId} and v.page = ${page}), '[]'::json)`,
      })
      .from(users)
      .where(eq(users.id, userId));
    const views = (row?.views ?? []).map((view) => ({ ...view, createdAt: new Date(view.createdAt) }));
    return { views, ...(row?.columns ? { columns: row.columns } : {}) };
  });
}
