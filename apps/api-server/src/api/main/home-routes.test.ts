import { CATEGORIES, SITE_CODES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());
/** The rankings answer a visitor only their first rows (visitor-ranking-limit.test.ts): these tests read whole lists. */
const member = () => ({ token: h.tokenFor('1000015') });

describe('home widgets', () => {
  it('hot search words answer keyword rows, filtered by site and category', async () => {
    const { body } = await h.call('GET', '/api/home/hotSearchWords?site=TH&typeId=99991&dateType=1');
    expect(body.code).toBe(200);
    expect(body.payload.length).toBe(5);
    expect(body.payload[0].keyword).toMatch(/^demo /);
    const week = await h.call('GET', '/api/home/hotSearchWords?site=TH&typeId=99991&dateType=2');
    expect(week.body.payload[0].searchIndex).toBe(body.payload[0].searchIndex * 7);
  });

  it('promotion keywords rank by search index or by recommended bid', async () => {
    const bySearch = await h.call('GET', '/api/home/promotionKeywords?rankingType=1', member());
    const byBid = await h.call('GET', '/api/home/promotionKeywords?rankingType=2&site=VN', member());
    const bids = byBid.body.payload.map((k: { recommendedBid: number }) => k.recommendedBid);
    expect([...bids].sort((a: number, b: number) => b - a)).toEqual(bids);
    expect(bySearch.body.payload.length).toBe(20);
  });

  it('product id list answers goods ids of the category', async () => {
    const { body } = await h.call('GET', '/api/home/productIds?site=BR&typeId=99997');
    expect(body.payload).toHaveLength(5);
    expect(body.payload.every((id: string) => /^\d+$/.test(id))).toBe(true);
  });

  it('merchant statistics count the demo shops and goods', async () => {
    const { body } = await h.call('GET', '/api/public/merchantStatistics');
    expect(body.payload).toMatchObject({ sites: 9, shops: 216, products: 540 });
  });

  it('sales total answers the previous day per site and overall', async () => {
    const { body } = await h.call('GET', '/api/home/salesMap/total');
    expect(body.payload.date).toBe('2026-06-30');
    expect(body.payload.sites).toHaveLength(9);
    const sum = body.payload.sites.reduce((n: number, s: { salesVolume: number }) => n + s.salesVolume, 0);
    expect(body.payload.salesVolume).toBe(sum);
  });

  it('sales map sites answer the nine sites and a legend', async () => {
    const { body } = await h.call('GET', '/api/home/salesMap/sites?dateType=3');
    expect(body.payload.sites.map((s: { site: string }) => s.site)).toEqual([...SITE_CODES]);
    expect(body.payload.legend).toHaveLength(4);
  });

  it('goods ranking and goods growth answer goods rows', async () => {
    const ranking = await h.call('GET', '/api/home/goodsRanking?typeId=99998&dateType=1', member());
    expect(ranking.body.payload.length).toBe(20);
    expect(ranking.body.payload[0].goodsInfo.title).toMatch(/^Demo /);
    const growth = await h.call('GET', '/api/home/goodsGrowth?site=MY', member());
    expect(growth.body.payload[0].growthRate).toBeGreaterThanOrEqual(growth.body.payload[1].growthRate);
  });

  it('mall soaring list answers shops', async () => {
    const { body } = await h.call('GET', '/api/home/mallSoaring?site=SG&dateType=2', member());
    expect(body.payload.length).toBe(20);
    expect(body.payload[0].shopName).toMatch(/^Demo shop SG/);
  });

  it('brand ranking answers at most 10, ranked, by day by default', async () => {
    const day = await h.call('GET', '/api/home/brandRanking?typeId=99996', member());
    const week = await h.call('GET', '/api/home/brandRanking?typeId=99996&salesOrGmv=2&dayOrWeek=2', member());
    expect(day.body.payload).toHaveLength(10);
    expect(day.body.payload.map((b: { rank: number }) => b.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(week.body.payload[0].gmv).toBeGreaterThan(0);
  });

  it('industry hot-sales types answer the 12 categories, or a parent child types', async () => {
    const top = await h.call('GET', '/api/home/industryHotSalesTypes');
    expect(top.body.payload.map((t: { typeId: number }) => t.typeId)).toEqual(CATEGORIES.map((c) => c.id));
    const child = await h.call('GET', '/api/home/industryHotSalesTypes?pId=99991');
    expect(child.body.payload).toHaveLength(3);
    expect(child.body.payload[0].pId).toBe(99991);
  });

  it('trend survey answers 30 days for each site', async () => {
    const { body } = await h.call('GET', '/api/home/trendSurvey');
    expect(body.payload).toHaveLength(30 * 9);
  });

  it('live notice, hot articles, front image windows and app version answer', async () => {
    expect((await h.call('GET', '/api/home/liveNotice')).body.payload[0].title).toMatch(/^Demo /);
    const articles = await h.call('GET', '/api/home/hotArticles?isArticle=1&pageNum=1&pageSize=5');
    expect(articles.body.payload.list).toHaveLength(5);
    expect(articles.body.payload.total).toBe(24);
    const windows = await h.call('GET', '/api/home/frontImageWindows?showAddress=1');
    expect(windows.body.payload.every((w: { showAddress: number }) => w.showAddress === 1)).toBe(true);
    expect((await h.call('GET', '/api/app/versionUpdate?version=0.9.0')).body.payload.version).toBe('1.0.0');
  });
});

describe('hot-word query (issue #12 item 1)', () => {
  it('answers the keywords containing the typed part, any case, LIKE characters taken literally', async () => {
    const { body } = await h.call('GET', '/api/home/hotSearchWords?keyword=PHONE%20CASE', member());
    expect(body.payload.length).toBeGreaterThan(0);
    expect(body.payload.every((k: { keyword: string }) => k.keyword.toLowerCase().includes('phone case'))).toBe(true);
    expect((await h.call('GET', '/api/home/hotSearchWords?keyword=%25', member())).body.payload).toEqual([]);
    expect((await h.call('GET', '/api/home/hotSearchWords?keyword=no-such-keyword-anywhere', member())).body.payload).toEqual([]);
  });
});
