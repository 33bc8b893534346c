// The server hands a ranking page's loader data to the browser in the page (hydration data): a member's
// 50-row page carried 34.6 KB of it, its rows once (issue 28 item 1). This holds that size: the rows a
// second time would double it.
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rankingLoader } from './ranking-data';

const ROWS = 50;

/** A product row as the API answers it (measured on the demo data: ~620 characters of JSON). */
function productRow(i: number) {
  return {
    rank: i + 1,
    rankChange: (i % 7) - 3,
    id: String(20000855260 + i),
    title: `Mopo Premium funda para celular Mini modelo ${i}`,
    image: `/demo/goods/${20000855260 + i}.png`,
    link: `https://shopee.com.mx/product/300001106/${20000855260 + i}`,
    site: 'MX',
    currency: 'MXN',
    price: 101.36 + i,
    units: 12901 - i * 13,
    gmv: 1084869.66 - i * 1000,
    gmvUsd: 60270.54 - i * 55,
    growth: 33.3,
    trend: Array.from({ length: 30 }, (_, d) => 1100 + ((i * 37 + d * 91) % 1100)),
    rating: 4.4,
    reviews: 3341 + i,
    likes: 25920 + i,
    shop: { id: String(300001106 + i), name: `Casa Roharo ${i}`, type: 'mall' },
    categoryId: 99991,
    subCategoryId: 9999102,
    brand: { id: 94 + i, name: `Mopo ${i}` },
    listedAt: '2026-09-28',
  };
}

const RANKING = {
  day: '2026-11-26',
  period: { kind: 'days', days: 1, from: '2026-11-26', to: '2026-11-26' },
  entity: 'product',
  order: 'hot',
  total: 20000,
  page: 1,
  size: ROWS,
  currency: 'USD',
  rows: Array.from({ length: ROWS }, (_, i) => productRow(i)),
  months: ['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06'],
  brands: Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: `Brand ${i + 1}` })),
  figureKinds: { units: 'estimated', gmv: 'estimated', price: 'observed', rating: 'observed', reviews: 'observed', likes: 'observed' },
};

/** The server's in-process API as the loader sees it, for a member. */
function memberContext() {
  const answers: Record<string, unknown> = { '/ranking': RANKING, '/views': { views: [], max: 10 }, '/columns': { columns: [] } };
  const GET = vi.fn(async (path: string) => ({ data: { code: 200, message: 'ok', payload: answers[path] } }));
  return { kind: 'sealens-server', api: { workbench: { GET } }, locale: 'en', member: true };
}

describe("the ranking page's data (what the server sends for hydration)", () => {
  it("holds a member's 50-row page at 40,000 characters of JSON or less (its rows alone ~33,000): every row once, nothing the page does not use", async () => {
    const load = rankingLoader('product/hot-sales-product', 'hot');
    const data = await load({ request: new Request('http://x/workbench/product/hot-sales-product'), context: memberContext(), params: {} } as unknown as LoaderFunctionArgs);
    expect(data.ranking?.rows).toHaveLength(ROWS);
    const json = JSON.stringify({ path: 'product/hot-sales-product', data });
    for (const row of RANKING.rows) expect(json.split(`"title":"${row.title}"`)).toHaveLength(2);
    expect(json.length).toBeGreaterThan(30_000);
    expect(json.length).toBeLessThanOrEqual(40_000);
  });
});
