import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from './discovery';

describe('robots.txt and sitemap.xml', () => {
  const app = createApp({ desktopDir: '/nonexistent', mobileDir: '/nonexistent', version: 't', upgradeCompression: false });

  it('robots.txt allows the site, keeps crawlers out of the API and the backstage, names the sitemap', async () => {
    const res = await app.request('http://sealens.test/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/plain');
    expect(await res.text()).toBe(robotsTxt('http://sealens.test'));
    expect(robotsTxt('https://a.b')).toContain('Disallow: /workbench/');
    expect(robotsTxt('https://a.b')).toContain('Sitemap: https://a.b/sitemap.xml');
  });

  it('sitemap.xml lists the public pages of both sites with absolute URLs', async () => {
    const res = await app.request('http://sealens.test/sitemap.xml');
    expect(res.headers.get('Content-Type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toBe(sitemapXml('http://sealens.test'));
    for (const path of ['/', '/about', '/pluginIntroduce', '/m', '/m/product', '/m/QACommunity', '/m/about']) {
      expect(xml).toContain(`<loc>http://sealens.test${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_PATHS.length);
  });

  it('lists the green entry channel and the mobile downloads (issue 16), not the member pages', () => {
    const xml = sitemapXml('http://sealens.test');
    for (const path of ['/shopeeGreenEntryChannel', '/m/download']) expect(xml).toContain(`<loc>http://sealens.test${path}</loc>`);
    for (const path of ['/login', '/success', '/moreShopAuthorize']) expect(xml).not.toContain(`<loc>http://sealens.test${path}</loc>`);
  });

  it('lists the method pages of both sites (issue 33 item 4), not the workbench one', () => {
    const xml = sitemapXml('http://sealens.test');
    for (const path of ['/method', '/m/method']) expect(xml).toContain(`<loc>http://sealens.test${path}</loc>`);
    expect(xml).not.toContain('/workbench/method');
  });

  it('lists the report pages (issue 15 item 2)', () => {
    const xml = sitemapXml('http://sealens.test');
    for (const path of ['/report', '/industry', '/industry/report']) expect(xml).toContain(`<loc>http://sealens.test${path}</loc>`);
  });
});
