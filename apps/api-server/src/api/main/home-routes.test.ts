import { CATEGORIES, SITE_CODES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SITE_PROFILES } from '../../market/site-profiles';
import { nounCount } from '../../market/sim/vocabulary';
import { openMainHarness, type MainHarness } from './main-test-harness';

// The market answers come from the simulated feed imported up to yesterday (2026-06-30 on the
// harness clock), at the simulator's tiny scale.
const DAY = '2026-06-30';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness({ market: true });
}, 120_000);
afterAll(() => h.close());
/** The rankings answer a visitor only their first rows (visitor-ranking-limit.test.ts): these tests read whole lists. */
const member = () => ({ token: h.tokenFor('1000015') });

const isDescending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) >= v);

describe('home widgets from the imported market data', () => {
  it('hot search words rank keywords of the site and category by search index over the period, and say the day', async () => {
    const day = await h.call('GET', '/api/home/hotSearchWords?site=TH&typeId=99991&dateType=1');
    expect(day.body.code).toBe(200);
    expect(day.body.payload.length).toBeGreaterThan(0);
    expect(day.body.payload.every((k: { date: string }) => k.date === DAY)).toBe(true);
    // Thai keywords for the Thai site.
    expect(day.body.payload.some((k: { keyword: string }) => /[\u0E00-\u0E7F]/.test(k.keyword))).toBe(true);
    expect(isDescending(day.body.payload.map((k: { searchIndex: number }) => k.searchIndex))).toBe(true);
    const week = await h.call('GET', '/api/home/hotSearchWords?site=TH&typeId=99991&dateType=2');
    const sevenDays = Object.fromEntries(week.body.payload.map((k: { keyword: string; searchIndex: number }) => [k.keyword, k.searchIndex]));
    for (const k of day.body.payload as { keyword: string; searchIndex: number }[]) {
      if (sevenDays[k.keyword] !== undefined) expect(sevenDays[k.keyword]).toBeGreaterThanOrEqual(k.searchIndex);
    }
  });

  it('promotion keywords rank by search index or by recommended bid', async () => {
    const bySearch = await h.call('GET', '/api/home/promotionKeywords?rankingType=1', member());
    const byBid = await h.call('GET', '/api/home/promotionKeywords?rankingType=2&site=VN', member());
    expect(bySearch.body.payload).toHaveLength(20);
    expect(isDescending(byBid.body.payload.map((k: { recommendedBid: number }) => k.recommendedBid))).toBe(true);
    // A bid is in its site's currency: every row names its site (the list over all sites mixes them).
    expect(byBid.body.payload.every((k: { site: string }) => k.site === 'VN')).toBe(true);
    const sites = new Set(bySearch.body.payload.map((k: { site: string }) => k.site));
    expect([...sites].every((site) => (SITE_CODES as readonly unknown[]).includes(site))).toBe(true);
  });

  it('product id list answers the best-selling goods ids of the site and category', async () => {
    const { body } = await h.call('GET', '/api/home/productIds?site=BR&typeId=99997');
    expect(body.payload.length).toBeGreaterThan(0);
    expect(body.payload.every((id: string) => /^\d+$/.test(id))).toBe(true);
  });

  it('merchant statistics count the shops and products in the data', async () => {
    const { body } = await h.call('GET', '/api/public/merchantStatistics');
    expect(body.payload).toMatchObject({ sites: 9, shops: 120, date: DAY });
    expect(body.payload.products).toBeGreaterThan(900);
  });

  it("sales total answers yesterday's figures per site (site currency) and overall (US dollars)", async () => {
    const { body } = await h.call('GET', '/api/home/salesMap/total');
    expect(body.payload.date).toBe(DAY);
    expect(body.payload.sites).toHaveLength(9);
    const sum = body.payload.sites.reduce((n: number, s: { salesVolume: number }) => n + s.salesVolume, 0);
    expect(body.payload.salesVolume).toBe(sum);
    const usd = body.payload.sites.reduce((n: number, s: { site: 'BR'; totalSalesValue: number }) => n + s.totalSalesValue / SITE_PROFILES[s.site].perUsd, 0);
    expect(body.payload.totalSalesValue).toBeCloseTo(usd, 0);
    expect(body.payload.resourceSlotSalesValue).toBeGreaterThan(0);
  });

  it('the figures move with the clock: the next day answers the next day', async () => {
    const before = await h.call('GET', '/api/home/salesMap/total');
    h.clock.advance(-86_400);
    try {
      const earlier = await h.call('GET', '/api/home/salesMap/total');
      expect(earlier.body.payload.date).toBe('2026-06-29');
      expect(earlier.body.payload.totalSalesValue).not.toBe(before.body.payload.totalSalesValue);
    } finally {
      h.clock.advance(86_400);
    }
  });

  it('sales map sites answer the nine sites, a legend and the day', async () => {
    const { body } = await h.call('GET', '/api/home/salesMap/sites?dateType=3');
    expect(body.payload.sites.map((s: { site: string }) => s.site)).toEqual([...SITE_CODES]);
    expect(body.payload.legend).toHaveLength(4);
    expect(body.payload.date).toBe(DAY);
    const week = await h.call('GET', '/api/home/salesMap/sites?dateType=2');
    expect(body.payload.sites[0].totalSalesValue).toBeGreaterThan(week.body.payload.sites[0].totalSalesValue);
  });

  it('goods ranking answers the best sellers of the period, goods growth the fastest growing', async () => {
    const ranking = await h.call('GET', '/api/home/goodsRanking?typeId=99998&dateType=1', member());
    expect(ranking.body.payload.length).toBe(20);
    expect(isDescending(ranking.body.payload.map((g: { sales: number }) => g.sales))).toBe(true);
    expect(ranking.body.payload[0].goodsInfo.title).not.toMatch(/^Demo /);
    expect(ranking.body.payload[0].goodsInfo.image).toMatch(/^\/demo\/goods\/\d+\.png$/);
    expect(ranking.body.payload[0].date).toBe(DAY);
    const month = await h.call('GET', '/api/home/goodsRanking?typeId=99998&dateType=3', member());
    expect(month.body.payload[0].sales).toBeGreaterThan(ranking.body.payload[0].sales);
    const growth = await h.call('GET', '/api/home/goodsGrowth', member());
    const rates = growth.body.payload.map((g: { growthRate: number }) => g.growthRate);
    expect(rates.length).toBeGreaterThan(0);
    expect(isDescending(rates)).toBe(true);
  });

  it('mall soaring list answers shops of the site, fastest growing first', async () => {
    const { body } = await h.call('GET', '/api/home/mallSoaring?dateType=2', member());
    expect(body.payload.length).toBeGreaterThan(0);
    expect(isDescending(body.payload.map((s: { growthRate: number }) => s.growthRate))).toBe(true);
    const sg = await h.call('GET', '/api/home/mallSoaring?site=SG&dateType=3', member());
    expect(sg.body.payload.every((s: { site: string }) => s.site === 'SG')).toBe(true);
    // Each shop row leads to the shop's page on the marketplace (issue 27 item 2).
    expect(sg.body.payload[0].link).toBe(`https://shopee.example/shop/${sg.body.payload[0].shopId}`);
  });

  it('brand ranking answers at most 10, ranked, by day by default', async () => {
    const day = await h.call('GET', '/api/home/brandRanking', member());
    const week = await h.call('GET', '/api/home/brandRanking?salesOrGmv=2&dayOrWeek=2', member());
    expect(day.body.payload).toHaveLength(10);
    expect(day.body.payload.map((b: { rank: number }) => b.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(isDescending(day.body.payload.map((b: { sales: number }) => b.sales))).toBe(true);
    expect(isDescending(week.body.payload.map((b: { gmv: number }) => b.gmv))).toBe(true);
    expect(week.body.payload[0].gmv).toBeGreaterThan(0);
  });

  it('industry hot-sales types answer the 12 categories, or a parent its sub-categories', async () => {
    const top = await h.call('GET', '/api/home/industryHotSalesTypes');
    expect(top.body.payload.map((t: { typeId: number }) => t.typeId)).toEqual(CATEGORIES.map((c) => c.id));
    expect(top.body.payload.every((t: { sales: number }) => t.sales > 0)).toBe(true);
    const child = await h.call('GET', '/api/home/industryHotSalesTypes?pId=99991');
    expect(child.body.payload).toHaveLength(nounCount(99991));
    expect(child.body.payload[0]).toMatchObject({ pId: 99991, typeId: 9999101, name: 'wireless earbuds' });
  });

  it('trend survey answers 30 days for each site, ending yesterday', async () => {
    const { body } = await h.call('GET', '/api/home/trendSurvey');
    expect(body.payload).toHaveLength(30 * 9);
    expect(body.payload.at(-1).date).toBe(DAY);
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
