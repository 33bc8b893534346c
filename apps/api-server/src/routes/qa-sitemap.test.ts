import { QA_LIST_PAGE_SIZE } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from '../api/main/main-test-harness';
import { SITEMAP_PATHS, sitemapPaths } from './discovery';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml and the Q&A community', () => {
  it('lists the list pages and every question on both sites, and follows what is asked', async () => {
    const list = await h.call('GET', '/api/qa/question/list?pageSize=100');
    const ids: string[] = list.body.payload.list.map((q: { id: string }) => q.id);
    expect(ids).toHaveLength(10);
    let urls = locs(await (await h.app.request('http://sealens.test/sitemap.xml')).text());
    expect(urls).toContain('http://sealens.test/QACommunity');
    for (const id of ids) {
      expect(urls).toContain(`http://sealens.test/answerDetail/${id}`);
      expect(urls).toContain(`http://sealens.test/m/answerDetail/${id}`);
    }
    // 10 questions at 10 a page: one list page; the 11th opens /QACommunity/2.
    expect(QA_LIST_PAGE_SIZE).toBe(10);
    expect(urls).not.toContain('http://sealens.test/QACommunity/2');
    const asked = await h.call('POST', '/api/qa/question/save', { token: h.tokenFor('61'), json: { title: 'Eleventh', content: 'x' } });
    urls = locs(await (await h.app.request('http://sealens.test/sitemap.xml')).text());
    expect(urls).toContain('http://sealens.test/QACommunity/2');
    expect(urls).toContain(`http://sealens.test/answerDetail/${asked.body.payload.id}`);
    // A removed question leaves it.
    await h.call('POST', '/api/qa/question/remove', { token: h.tokenFor('61'), headers: { 'X-Api-Key': 'sealens-web' }, json: { id: asked.body.payload.id } });
    urls = locs(await (await h.app.request('http://sealens.test/sitemap.xml')).text());
    expect(urls).not.toContain(`http://sealens.test/answerDetail/${asked.body.payload.id}`);
    expect(urls).not.toContain('http://sealens.test/QACommunity/2');
  });

  it('still answers with the fixed pages when a source fails', async () => {
    const paths = await sitemapPaths(async () => new Response('{}'), 'http://x', [
      () => Promise.reject(new Error('down')),
      async () => ['/extra'],
    ]);
    expect(paths).toEqual([...SITEMAP_PATHS, '/extra']);
  });
});
