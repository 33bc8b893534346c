// robots.txt and sitemap.xml (issue #9): search engines bring sellers to the public pages. Content
// detail pages join the sitemap as they are built.
import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_STATIC } from '../http/cache-control';

/** The public, indexable pages of both sites. */
export const SITEMAP_PATHS = [
  '/', '/about', '/pluginIntroduce', '/m', '/m/product', '/m/QACommunity', '/m/about',
  // Reading content (issue 15): the lists; their items come from `contentPaths`.
  '/business-college', '/business-college/online-courses/1', '/business-college/operate/1', '/business-college/ecommerce-intro/1',
  '/business-college/electricity/1', '/business-college/release-record/1', '/business-college/report/1', '/college/home',
  '/IndustryNews', '/noviceGuide', '/freeVideoTutorial', '/resource', '/successfulCase',
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

/** `contentPaths`: the content items' pages (from the database), listed after the fixed pages. */
export function discoveryRoutes(contentPaths?: () => Promise<string[]>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/robots.txt', (c) =>
    c.body(robotsTxt(new URL(c.req.url).origin), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_STATIC }),
  );
  routes.get('/sitemap.xml', async (c) => {
    const items = contentPaths ? await contentPaths().catch(() => []) : [];
    return c.body(sitemapXml(new URL(c.req.url).origin, [...SITEMAP_PATHS, ...items]), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_STATIC,
    });
  });
  return routes;
}
