import { createApiClients, createApiEvents } from '@sealens/api';
import { SITE_CODES } from '@sealens/domain';
import {
  BRAND_RANKING_DEFAULT_PERIOD,
  BRAND_RANKING_SIZE,
  HOME_PRODUCT_LIST_SIZE,
  HOT_ARTICLES_PAGE_SIZE,
  loadBrandRanking,
  loadCustomerServiceQr,
  loadHomeProducts,
  loadHotArticles,
  loadImageWindows,
  loadIndustryTypes,
  loadPromotionKeywords,
  loadSalesMap,
} from './home-widget-loaders';

// The real clients of @sealens/api over a fake fetch that answers per path and records every request.
function clientWith(answer: (url: URL) => unknown) {
  const requests: URL[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url);
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const clients = createApiClients({ basePath: 'http://sealens.test/api', fetch, getToken: () => null, getAntiRiskToken: () => null, events: createApiEvents() });
  return { client: clients.main, requests };
}

const ok = (payload: unknown) => ({ code: 200, message: 'ok', payload });

describe('home widget loaders (spec §7 parameters)', () => {
  it('brand ranking: salesOrGmv 1 and dayOrWeek 1 by default, never more than 10 rows', async () => {
    expect(BRAND_RANKING_SIZE).toBe(10);
    expect(BRAND_RANKING_DEFAULT_PERIOD).toBe(1);
    const rows = Array.from({ length: 12 }, (_, i) => ({ brandName: `Brand ${i}`, sales: 100 - i, gmv: 1000 - i }));
    const { client, requests } = clientWith(() => ok(rows));
    const brands = await loadBrandRanking(client, { typeId: 99991 });
    expect(requests[0]?.pathname).toBe('/api/home/brandRanking');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ typeId: '99991', salesOrGmv: '1', dayOrWeek: '1' });
    expect(brands).toHaveLength(10);
    expect(brands[0]).toEqual({ brandName: 'Brand 0', sales: 100, gmv: 1000 });
    await loadBrandRanking(client, { typeId: 99991, salesOrGmv: 2, dayOrWeek: 2 });
    expect(Object.fromEntries(requests[1]?.searchParams ?? [])).toEqual({ typeId: '99991', salesOrGmv: '2', dayOrWeek: '2' });
  });

  it('promotion keywords send typeId, dateType and rankingType', async () => {
    const { client, requests } = clientWith(() => ok([{ keyword: 'lamp', searchIndex: 5, productBase: 9, recommendedBid: 0.5 }]));
    const rows = await loadPromotionKeywords(client, { typeId: 99997, dateType: 2, rankingType: 2 });
    expect(requests[0]?.pathname).toBe('/api/home/promotionKeywords');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ typeId: '99997', dateType: '2', rankingType: '2' });
    expect(rows).toEqual([{ keyword: 'lamp', searchIndex: 5, productBase: 9, recommendedBid: 0.5 }]);
  });

  it('industry types: no pId for the 12 top categories, pId for a category’s children', async () => {
    const { client, requests } = clientWith(() => ok([{ typeId: 9999101, pId: 99991, name: 'Phones', sales: 3, gmv: '4.5' }]));
    await loadIndustryTypes(client);
    expect(requests[0]?.search).toBe('');
    const children = await loadIndustryTypes(client, 99991);
    expect(requests[1]?.searchParams.get('pId')).toBe('99991');
    expect(children).toEqual([{ typeId: 9999101, name: 'Phones', sales: 3, gmv: 4.5 }]);
  });

  it('sales map: every site in the product order (a missing one has no figures) and the legend lowest first', async () => {
    const { client, requests } = clientWith(() =>
      ok({
        sites: [{ site: 'VN', totalSalesValue: 30, salesVolume: 3, productsSold: 1, resourceSlotSalesValue: 0, totalSalesValueUsd: 0.01 }],
        legend: [
          { min: 20, max: 40, label: '20-40' },
          { min: 0, max: 20, label: '0-20' },
        ],
      }),
    );
    const map = await loadSalesMap(client, 3);
    expect(requests[0]?.searchParams.get('dateType')).toBe('3');
    expect(map.sites.map((s) => s.site)).toEqual([...SITE_CODES]);
    expect(map.sites.find((s) => s.site === 'VN')).toEqual({ site: 'VN', totalSalesValue: 30, totalSalesValueUsd: 0.01, salesVolume: 3 });
    expect(map.sites.find((s) => s.site === 'BR')).toEqual({ site: 'BR', totalSalesValue: null, totalSalesValueUsd: null, salesVolume: null });
    expect(map.legend.map((b) => b.min)).toEqual([0, 20]);
  });

  it('front image windows always ask showAddress=1 (spec §9) and come in their sort order', async () => {
    const { client, requests } = clientWith(() =>
      ok([
        { id: 'b', imgUrl: '/b.png', sort: 2 },
        { id: 'a', imgUrl: '/a.png', link: '/x', sort: 1 },
      ]),
    );
    const windows = await loadImageWindows(client);
    expect(requests[0]?.searchParams.get('showAddress')).toBe('1');
    expect(windows).toEqual([
      { id: 'a', imgUrl: '/a.png', link: '/x' },
      { id: 'b', imgUrl: '/b.png' },
    ]);
  });

  it('hot articles ask isArticle=1, the first page and the home page size', async () => {
    const { client, requests } = clientWith(() => ok({ total: 1, list: [{ id: 7, title: 'How to price', views: 12 }] }));
    const articles = await loadHotArticles(client);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ isArticle: '1', pageNum: '1', pageSize: String(HOT_ARTICLES_PAGE_SIZE) });
    expect(articles).toEqual([{ id: '7', title: 'How to price', views: 12 }]);
  });

  it('customer-service QR: the dictionary key and the visitor or member identity', async () => {
    const { client, requests } = clientWith(() => ok({ dictionariesKey: 'customerServiceQrcode', imgUrl: '/qr.png' }));
    expect(await loadCustomerServiceQr(client, false)).toEqual({ imgUrl: '/qr.png' });
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ dictionariesKey: 'customerServiceQrcode', userIdentity: '0' });
    await loadCustomerServiceQr(client, true);
    expect(requests[1]?.searchParams.get('userIdentity')).toBe('1');
  });

  it('product list: the id list, then the first ids looked up; an id the data lacks is left out', async () => {
    const ids = Array.from({ length: HOME_PRODUCT_LIST_SIZE + 3 }, (_, i) => String(100 + i));
    const { client, requests } = clientWith((url) => {
      if (url.pathname === '/api/home/productIds') return ok(ids);
      const id = url.searchParams.get('keyword') ?? '';
      if (id === '101') return ok({ id, found: false });
      return ok({ id, found: true, goods: { goodsId: id, goodsInfo: { title: `P${id}`, site: 'TH' }, price: 1, sales: 2, gmv: 3 } });
    });
    const products = await loadHomeProducts(client, { typeId: 99997 });
    expect(requests[0]?.searchParams.get('typeId')).toBe('99997');
    expect(requests.filter((u) => u.pathname === '/api/goods/lookup')).toHaveLength(HOME_PRODUCT_LIST_SIZE);
    expect(products.map((p) => p.productId)).toEqual(ids.slice(0, HOME_PRODUCT_LIST_SIZE).filter((id) => id !== '101'));
  });
});
