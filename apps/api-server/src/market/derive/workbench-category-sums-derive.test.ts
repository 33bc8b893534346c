// The categories' derived sums (migration 0051) answer what the product rows answered at the request:
// the price analysis of every category row (each scope: a site's and all sites', categories and
// sub-categories) over each rolling period, with and without its bands' top products, and the
// explanation's top shops; and a database derived before the migration answers the same at once
// (the request path) and after its sums are filled.
import { SITE_CODES, type SiteCode } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { CATEGORY_SHOPS_TABLE, PRICE_BANDS_TABLE, SCOPE_BAND } from '../queries/workbench-category-queries';
import { derivedTestMarket } from './derived-test-market';
import { deriveStats } from './derive';
import { fillMissingCategorySums } from './workbench-category-sums-derive';
import { ALL_SITES } from './workbench-category-derive';
import { WORKBENCH_PERIODS } from './workbench-derive';

const DAY = '2026-09-30';
let categories: { site: string; category_id: number }[] = [];
const n = (v: unknown) => Number(v ?? 0);
const siteOf = (site: string) => (site === ALL_SITES ? undefined : (site as SiteCode));

const market = derivedTestMarket(13, async (sql) => {
  await deriveStats(sql, DAY);
  categories = (await sql.query<{ site: string; category_id: number }>('select site, category_id from market_workbench_categories order by site, category_id')).map((c) => ({
    site: c.site,
    category_id: n(c.category_id),
  }));
});

/** Every category row's analysis of every period, derived against summed now; answers the scopes compared. */
async function expectAnalysesAsSummed(top: boolean): Promise<number> {
  let compared = 0;
  for (const c of categories) {
    for (const period of WORKBENCH_PERIODS) {
      const scope = { ...(siteOf(c.site) ? { site: siteOf(c.site) } : {}), categoryId: c.category_id, period, top };
      const summed = await market.reads.categories.analysisFromProducts(scope);
      expect(summed, `${c.site}/${c.category_id}/${period}`).toBeDefined();
      expect(await market.reads.categories.analysis(scope), `${c.site}/${c.category_id}/${period}`).toEqual(summed);
      compared++;
    }
  }
  return compared;
}

describe("the categories' derived sums", () => {
  it('hold a scope row per category row and period, and bands whose sums are the scope row and the category', async () => {
    expect(categories.length).toBeGreaterThan(100);
    // Both scopes, categories and sub-categories.
    expect(new Set(categories.map((c) => c.site === ALL_SITES))).toEqual(new Set([true, false]));
    expect(categories.some((c) => c.category_id >= 1_000_000)).toBe(true);
    const scopes = await market.sql.query<{ n: number }>(`select count(*)::int as n from ${PRICE_BANDS_TABLE} where band = ${SCOPE_BAND}`);
    expect(n(scopes[0]?.n)).toBe(categories.length * WORKBENCH_PERIODS.length);
    // Each scope's bands add up to its category's units and its selling products.
    const off = await market.sql.query(
      `select s.site, s.category_id, s.period from ${PRICE_BANDS_TABLE} s
       join market_workbench_categories c on c.site = s.site and c.category_id = s.category_id
       left join (select site, category_id, period, sum(units) as units, sum(products) as products from ${PRICE_BANDS_TABLE} where band <> ${SCOPE_BAND} group by 1, 2, 3) b
         on b.site = s.site and b.category_id = s.category_id and b.period = s.period
       where s.band = ${SCOPE_BAND} and (coalesce(b.units, 0) <> case s.period when 1 then c.units_1 when 7 then c.units_7 when 30 then c.units_30 else c.units_90 end
         or coalesce(b.products, 0) <> s.products)`,
    );
    expect(off).toEqual([]);
  });

  it("answer every scope's price analysis, period by period, as its products banded at the request", async () => {
    const withTop = await expectAnalysesAsSummed(true);
    expect(withTop).toBe(categories.length * WORKBENCH_PERIODS.length);
    // The bands did hold products and top rows (not only empty scopes compared).
    const selling = await market.reads.categories.analysis({ site: 'TH', categoryId: categories.find((c) => c.site === 'TH')?.category_id ?? 0, period: 30 });
    expect(selling?.bands.length).toBeGreaterThan(1);
    expect(selling?.bands.some((b) => b.top.length > 0)).toBe(true);
  }, 300_000);

  it("answer the preview's bands (no top rows) and each category's top shops as summed at the request", async () => {
    await expectAnalysesAsSummed(false);
    let shops = 0;
    for (const c of categories) {
      const derived = await market.reads.categories.topShops(c.category_id, siteOf(c.site));
      expect(derived, `${c.site}/${c.category_id}`).toEqual(await market.reads.categories.topShopsFromProducts(c.category_id, siteOf(c.site)));
      shops += derived.length;
    }
    expect(shops).toBeGreaterThan(categories.length);
  }, 300_000);

  it("a member's own edges are banded from the products", async () => {
    const scope = { categoryId: categories.find((c) => c.site === ALL_SITES)?.category_id ?? 0, period: 7 as const, edges: [1, 5, 20] };
    const answer = await market.reads.categories.analysis(scope);
    expect(answer?.edgesChosen).toBe('member');
    expect(answer).toEqual(await market.reads.categories.analysisFromProducts(scope));
  });

  it('a database derived before migration 0051 answers the same before and after its sums are filled', async () => {
    const site = SITE_CODES.find((s) => categories.some((c) => c.site === s)) as SiteCode;
    const sample = [...categories.filter((c) => c.site === site).slice(0, 3), ...categories.filter((c) => c.site === ALL_SITES).slice(0, 3)];
    const read = () =>
      Promise.all(
        sample.flatMap((c) => [
          market.reads.categories.summary(String(c.category_id), siteOf(c.site)),
          ...WORKBENCH_PERIODS.map((period) => market.reads.categories.analysis({ ...(siteOf(c.site) ? { site: siteOf(c.site) } : {}), categoryId: c.category_id, period })),
        ]),
      );
    const derived = await read();
    expect(await fillMissingCategorySums(market.sql)).toBe(false);
    // As the migration leaves them: the tables empty, the rest derived.
    await market.sql.exec(`delete from ${PRICE_BANDS_TABLE}`);
    await market.sql.exec(`delete from ${CATEGORY_SHOPS_TABLE}`);
    expect(await read()).toEqual(derived);
    expect(await fillMissingCategorySums(market.sql)).toBe(true);
    const [filled] = await market.sql.query<{ n: number }>(`select count(*)::int as n from ${PRICE_BANDS_TABLE} where band = ${SCOPE_BAND}`);
    expect(n(filled?.n)).toBe(categories.length * WORKBENCH_PERIODS.length);
    expect(await read()).toEqual(derived);
    expect(await fillMissingCategorySums(market.sql)).toBe(false);
  }, 300_000);
});
