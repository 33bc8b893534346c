// The demo reports' PDFs (`/demo/pdf/report-3.pdf`, `/demo/pdf/industry-report-1.pdf`), generated
// on request (issue 14; src/demo-pdf). Registered before the demo pictures, which answer every
// other `/demo/*` path. A handful of files is kept in memory (each is a few kilobytes).
import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { DEMO_PDF_PATH, demoReportPdf, demoReportSpec } from '../demo-pdf/demo-report-pdf';
import { CACHE_STATIC } from '../http/cache-control';

/** Generated files kept, most recent first. */
export const DEMO_PDF_CACHE_ENTRIES = 32;

export function demoPdfRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const cache = new Map<string, Buffer>();
  routes.get(`${DEMO_PDF_PATH}:file`, (c) => {
    const name = c.req.param('file');
    const spec = demoReportSpec(name);
    if (!spec) return c.body('Not found.\n', 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = demoReportPdf(spec);
      if (cache.size >= DEMO_PDF_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    cache.delete(name);
    cache.set(name, bytes);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': CACHE_STATIC,
    });
  });
  return routes;
}
