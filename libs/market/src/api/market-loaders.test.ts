import { ApiBusinessError, createApiClients, createApiEvents } from '@sealens/api';
import {
  applyBackfill,
  loadGoodsRanking,
  loadHotSearchWords,
  loadMallSoaring,
  loadTrendSurvey,
  loadYesterdayMarket,
  lookupGoods,
  lookupShop,
  searchKeywordRows,
} from './market-loaders';

// The real clients of @sealens/api (middleware and all) over a fake fetch that answers like the
// reference server and records every request.
function clientWith(answer: (url: URL) => unknown, status = 200) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(answer(new URL(request.url))), { status, headers: { 'content-type': 'application/json' } });
  };
  const clients = createApiClients({
    basePath: 'http://sealens.test/api',
    fetch,
    getToken: () => null,
    getAntiRiskToken: () => null,
    events: createApiEvents(),
  });
  return { client: clients.main, requests };
}

const GOODS_ROW = {
  goodsId: '22334455',
  goodsInfo: { title: 'Insulated mug', image: 'https://img.test/mug.png', link: 'https://shopee.co.th/Mug-i.11.22334455', site: 'TH', shopName: 'Kitchen Corner' },
  price: 259,
  sales: 12840,
  gmv: '3325560',
};

describe('lookupGoods', () => {
  it('sends the typed link as keyword with the verify-code header and maps a found product', async () => {
    const { client, requests } = clientWith(() => ({ code: 200, message: 'ok', payload: { id: '22334455', found: true, goods: GOODS_ROW, date: '2026-11-23' } }));
    const answer = await lookupGoods(client, 'https://shopee.co.th/Mug-i.11.22334455');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/goods/lookup');
    expect(url.searchParams.get('keyword')).toBe('https://shopee.co.th/Mug-i.11.22334455');
    expect(requests[0]?.headers.get('X-Verify-Code')).toBe('1');
    expect(answer).toEqual({
      found: true,
      data: {
        productId: '22334455',
        title: 'Insulated mug',
        site: 'TH',
        shopName: 'Kitchen Corner',
        imageUrl: 'https://img.test/mug.png',
        link: 'https://shopee.co.th/Mug-i.11.22334455',
        price: 259,
        sales: 12840,
        gmv: 3325560,
        date: '2026-11-23',
      },
    });
  });

  it('gives the id to back-fill when the product is not in the data', async () => {
    const { client } = clientWith(() => ({ code: 200, message: 'ok', payload: { id: '999', found: false } }));
    await expect(lookupGoods(client, '999')).resolves.toEqual({ found: false, id: '999' });
  });

  it('turns a non-200 code into an ApiBusinessError (the panel says the search failed)', async () => {
    const { client } = clientWith(() => ({ code: 400, message: 'please enter a product link or product id' }));
    await expect(lookupGoods(client, 'x')).rejects.toBeInstanceOf(ApiBusinessError);
  });

  it('leaves the site out when the answer names one the sites do not know', async () => {
    const { client } = clientWith(() => ({
      code: 200,
      message: 'ok',
      payload: { id: '1', found: true, goods: { ...GOODS_ROW, goodsInfo: { title: 'T', site: 'XX' } } },
    }));
    const answer = await lookupGoods(client, '1');
    expect(answer.found && answer.data).toEqual({ productId: '22334455', title: 'T', price: 259, sales: 12840, gmv: 3325560 });
  });
});

describe('lookupShop', () => {
  it('maps a found shop and reports the id of a missing one', async () => {
    const found = clientWith(() => ({ code: 200, message: 'ok', payload: { id: '7', found: true, mall: { shopId: 7, shopName: 'Kitchen Corner', site: 'VN', sales: 10, gmv: 20 } } }));
    await expect(lookupShop(found.client, 'https://shopee.vn/shop/7')).resolves.toEqual({
      found: true,
      data: { shopId: '7', name: 'Kitchen Corner', site: 'VN', sales: 10, gmv: 20 },
    });
    expect(new URL(found.requests[0]?.url ?? '').pathname).toBe('/api/mall/lookup');
    const missing = clientWith(() => ({ code: 200, message: 'ok', payload: { id: '8', found: false } }));
    await expect(lookupShop(missing.client, '8')).resolves.toEqual({ found: false, id: '8' });
  });
});

describe('applyBackfill (spec §7 data backfill)', () => {
  it('sends goodsId for a product and mallParm for a shop, and passes the code on', async () => {
    const { client, requests } = clientWith(() => ({ code: 200, message: 'ok' }));
    await expect(applyBackfill(client, 'good', '123')).resolves.toEqual({ code: 200 });
    await expect(applyBackfill(client, 'mall', '456')).resolves.toEqual({ code: 200 });
    const [good, mall] = requests.map((r) => new URL(r.url));
    expect(good?.pathname).toBe('/api/data-supplement/goodSupplement');
    expect(good?.searchParams.get('goodsId')).toBe('123');
    expect(mall?.pathname).toBe('/api/data-supplement/mallSupplement');
    expect(mall?.searchParams.get('mallParm')).toBe('456');
  });

  it('resolves with a non-200 code rather than failing (the dialog ignores it silently)', async () => {
    const { client } = clientWith(() => ({ code: 400, message: 'goodsId is required' }));
    await expect(applyBackfill(client, 'good', '1')).resolves.toEqual({ code: 400 });
  });
});

describe('keyword loaders', () => {
  const ROWS = [
    { keyword: 'Mug', site: 'SG', searchIndex: 182340, productBase: 52311, recommendedBid: 0.35 },
    { keyword: 'travel mug', searchIndex: '9800' },
    { keyword: 'phone case', searchIndex: 5000, productBase: null },
  ];

  it('loads the hot search words with site, category and period', async () => {
    const { client, requests } = clientWith(() => ({ code: 200, message: 'ok', payload: ROWS }));
    const rows = await loadHotSearchWords(client, { site: 'TH', typeId: 99997, dateType: 2 });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/home/hotSearchWords');
    expect(Object.fromEntries(url.searchParams)).toEqual({ site: 'TH', typeId: '99997', dateType: '2' });
    expect(rows[1]).toEqual({ keyword: 'travel mug', searchIndex: 9800, productBase: null, recommendedBid: null });
    // The site of a row says which currency its bid is in.
    expect(rows[0]).toEqual({ keyword: 'Mug', site: 'SG', searchIndex: 182340, productBase: 52311, recommendedBid: 0.35 });
  });

  it('the hot-word query asks the server for the keyword (trimmed) and shows what it answers', async () => {
    const { client, requests } = clientWith((url) => ({ code: 200, message: 'ok', payload: url.searchParams.get('keyword') === 'MUG' ? ROWS.slice(0, 2) : [] }));
    expect((await searchKeywordRows(client, ' MUG ')).map((r) => r.keyword)).toEqual(['Mug', 'travel mug']);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('keyword')).toBe('MUG');
    expect(await searchKeywordRows(client, 'lamp')).toEqual([]);
  });
});

describe('loadGoodsRanking', () => {
  it('asks with typeId and dateType and keeps the ranking order', async () => {
    const { client, requests } = clientWith(() => ({ code: 200, message: 'ok', payload: [GOODS_ROW, { ...GOODS_ROW, goodsId: '2' }] }));
    const rows = await loadGoodsRanking(client, { typeId: 99991, dateType: 3 });
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({ typeId: '99991', dateType: '3' });
    expect(rows.map((r) => r.productId)).toEqual(['22334455', '2']);
  });
});

describe('loadYesterdayMarket (spec §1)', () => {
  const TOTAL = {
    date: '2026-11-23',
    totalSalesValue: 1000,
    salesVolume: 200,
    productsSold: 30,
    resourceSlotSalesValue: 40,
    sites: [{ site: 'TH', totalSalesValue: 100, salesVolume: 20, productsSold: 3, resourceSlotSalesValue: 4 }],
  };

  it('gives the whole market with its day', async () => {
    const { client } = clientWith(() => ({ code: 200, message: 'ok', payload: TOTAL }));
    await expect(loadYesterdayMarket(client)).resolves.toEqual({
      date: '2026-11-23',
      totalSalesValue: 1000,
      salesVolume: 200,
      productsSold: 30,
      resourceSlotSalesValue: 40,
    });
  });

  it("gives one site's row, and empty figures for a site the answer lacks", async () => {
    const { client } = clientWith(() => ({ code: 200, message: 'ok', payload: TOTAL }));
    await expect(loadYesterdayMarket(client, 'TH')).resolves.toMatchObject({ date: '2026-11-23', totalSalesValue: 100, productsSold: 3 });
    await expect(loadYesterdayMarket(client, 'VN')).resolves.toEqual({
      date: '2026-11-23',
      totalSalesValue: null,
      salesVolume: null,
      productsSold: null,
      resourceSlotSalesValue: null,
    });
  });

  it('fails on an HTTP error', async () => {
    const { client } = clientWith(() => ({ code: 500, message: 'backend exception' }), 500);
    await expect(loadYesterdayMarket(client)).rejects.toThrow();
  });
});

describe('loadMallSoaring', () => {
  it('asks with typeId and dateType and maps the shops', async () => {
    const { client, requests } = clientWith(() => ({ code: 200, message: 'ok', payload: [{ shopId: '7', shopName: 'A', site: 'MY', sales: 5, gmv: 6 }] }));
    await expect(loadMallSoaring(client, { typeId: 99998, dateType: 1 })).resolves.toEqual([{ shopId: '7', name: 'A', site: 'MY', sales: 5, gmv: 6 }]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/home/mallSoaring');
    expect(Object.fromEntries(url.searchParams)).toEqual({ typeId: '99998', dateType: '1' });
  });
});

describe('loadTrendSurvey', () => {
  it('turns per-site points into ascending days and one series per site, null where a day is missing', async () => {
    const { client } = clientWith(() => ({
      code: 200,
      message: 'ok',
      payload: [
        { date: '2026-11-22', site: 'TH', value: 2 },
        { date: '2026-11-21', site: 'TH', value: 1 },
        { date: '2026-11-22', site: 'VN', value: '5' },
        { date: '2026-11-21', site: 'XX', value: 9 },
      ],
    }));
    await expect(loadTrendSurvey(client, (site) => `site ${site}`)).resolves.toEqual({
      dates: ['2026-11-21', '2026-11-22'],
      series: [
        { site: 'TH', label: 'site TH', values: [1, 2] },
        { site: 'VN', label: 'site VN', values: [null, 5] },
      ],
    });
  });
});
