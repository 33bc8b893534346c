// GET /method/accuracy (issue 33 item 4): the estimates' measured error, the table `npm run
// bench:accuracy` writes, for the method pages. Served by the API rather than imported by the sites'
// builds: the sites are libraries that may not import the server's files (module boundaries), and a
// new bench run then reaches both sites' method pages with the server build, no site rebuilt. The
// server's build bundles the file, so a server always answers the table it was built with.
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import type { AccuracyTable } from '../../market/estimate/accuracy';
import BENCH_TABLE from '../../market/estimate/accuracy-table.json';
import { ok } from './main-http';

/** The bench's table as the server was built with it. */
export const ACCURACY_TABLE: AccuracyTable = BENCH_TABLE;

/** `table`: the bench's unless a test gives another. */
export function methodRoutes(table: AccuracyTable = ACCURACY_TABLE): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/method/accuracy', (c) => {
    // The same for everyone until the next deploy: pages and proxies may keep it an hour.
    c.header('Cache-Control', 'public, max-age=3600');
    return ok(c, table);
  });
  return r;
}
