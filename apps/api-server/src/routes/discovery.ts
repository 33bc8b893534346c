// robots.txt and sitemap.xml (issue #9): search engines bring sellers to the public pages. Content
// detail pages join the sitemap as they are built.
import type { InProcessFetch } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_STATIC } from '../http/cache-control';
import { qaSitemapPaths } from './qa-sitemap';

/** The public, indexable pages of both sites. */
export const SITEMAP_PATHS = [
  '/', '/about', '/pluginIntroduce', '/m', '/m/product', '/m/QACommunity', '/m/about',
  // The pricing calculator (issue 17) on both sites.
  '/pricing', '/m/pricing',
  // How each figure is made and the estimates' measured error (issue 33 item 4) on both sites.
  '/method', '/m/method',
  // Explosion detection and the detail pages' lookups (issue 16 item 3); the member's history is not public.
  '/ExplosionDetection/dataList', '/details', '/goods-detail/goodsMakeUp', '/mall-detail/mallReceivable',
  // The report lists (issue 15 item 2); each links its reports at /report/{id}.
  '/report', '/industry', '/industry/report',
  // Reading content (issue 15): the lists; their items come from the content source (app.ts).
  '/business-college', '/business-college/online-courses/1', '/business-college/operate/1', '/business-college/ecommerce-intro/1',
  '/business-college/electricity/1', '/business-college/release-record/1', '/business-college/report/1', '/college/home',
  '/IndustryNews', '/noviceGuide', '/freeVideoTutorial', '/resource', '/successfulCase',
  // Issue 16 items 3 and 4: the green entry channel's landing and the mobile downloads.
  '/shopeeGreenEntryChannel', '/m/download',
] as const;

/**
 * Pages that come and go with the content (one per question, article...), read through the API when
 * the sitemap is asked for. A source that fails leaves its pages out; the sitemap still answers.
 */
export type SitemapSource = (api: InProcessFetch, origin: string) => Promise<readonly string[]>;

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  qaSitemapPaths,
];

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

/** The fixed pages, then every source's pages (in the sources' order). */
export async function sitemapPaths(api: InProcessFetch | undefined, origin: string, sources: readonly SitemapSource[] = SITEMAP_SOURCES): Promise<string[]> {
  if (!api) return [...SITEMAP_PATHS];
  const found = await Promise.all(
    sources.map((source) =>
      source(api, origin).catch((error: unknown) => {
        console.error(`[api-server] a sitemap source failed: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      }),
    ),
  );
  return [...SITEMAP_PATHS, ...found.flat()];
}

/** `api`: the server's own API in process (absent: the fixed pages only). */
export function discoveryRoutes(api?: InProcessFetch, sources: readonly SitemapSource[] = SITEMAP_SOURCES): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/robots.txt', (c) =>
    c.body(robotsTxt(new URL(c.req.url).origin), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_STATIC }),
  );
  routes.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    const paths = await sitemapPaths(api, origin, sources);
    return c.body(sitemapXml(origin, paths), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_STATIC });
  });
  return routes;
}
