// robots.txt and sitemap.xml (issue #9): search engines bring sellers to the public pages. Content
// detail pages join the sitemap as they are built.
import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_STATIC } from '../http/cache-control';

/** The public, indexable pages of both sites. */
export const SITEMAP_PATHS = [
  '/',
  '/about',
  '/pluginIntroduce',
  // The report lists (issue 15 item 2); each links its reports at /report/{id}.
  '/report',
  '/industry',
  '/industry/report',
  '/m',
  '/m/product',
  '/m/QACommunity',
  '/m/about',
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /workbench/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(origin: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function discoveryRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/robots.txt', (c) =>
    c.body(robotsTxt(new URL(c.req.url).origin), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_STATIC }),
  );
  routes.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(new URL(c.req.url).origin), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_STATIC }),
  );
  return routes;
}
