// Where the estimate mark stands in the explanations' breakdown tables and the finders (issue 33):
// a column header carries it when the answer's figureKinds calls its figure estimated (units, sales
// value, shares and the products or shops with a sale), never a measured one (a search word's
// counters, the products a search shows, a product's price change and days since listed). The kinds
// below are GET /item's (apps/api-server workbench-entities.ts, pinned by its figure-kinds test).
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrandCategoriesTable, BrandSitesTable } from '../brand/brand-breakdowns';
import { BrandHeaderCard } from '../brand/brand-header-card';
import { ItemHeaderCard } from '../explanation/item-header-card';
import { RangeTotals } from '../history/day-range-form';
import { KeywordHeaderCard } from '../keyword/keyword-header-card';
import { nth } from '../shared/nth';
import { ShopHeaderCard } from '../shop/shop-header-card';
import { CategoryTopShops, SubCategoryShares } from '../category/category-breakdowns';
import { KEYWORD_FINDER_COLUMN_SET, KEYWORD_FINDER_COLUMNS, PRODUCT_FINDER_COLUMN_SET, PRODUCT_FINDER_COLUMNS } from '../finder/finder-columns';
import { FoundShopsTable } from '../keyword/keyword-finds';
import { RankingTable } from '../ranking/ranking-table';
import type { FigureKinds } from '../shared/types';
import { CategoryMix, PriceBandTable } from '../shop/shop-breakdowns';
import { BRAND_SITES, BRANDS_ALL_SITES } from '../testing/brand-fixtures';
import { CATEGORY_SHARES, PRICE_BANDS, THAI_ROWS, THAI_SHOPS } from '../testing/fixtures';
import { FOUND_SHOPS, keywordRows, THAI_WORDS } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';

const SHOP_KINDS: FigureKinds = { units: 'estimated', gmv: 'estimated', gmvUsd: 'estimated', productsSold: 'estimated', share: 'estimated', rating: 'measured', followers: 'measured' };
const BRAND_KINDS: FigureKinds = { units: 'estimated', gmv: 'estimated', gmvUsd: 'estimated', products: 'estimated', share: 'estimated', marketShare: 'estimated' };
const CATEGORY_KINDS: FigureKinds = { units: 'estimated', gmv: 'estimated', productsSold: 'estimated', share: 'estimated' };
const KEYWORD_KINDS: FigureKinds = { searchIndex: 'measured', productBase: 'measured', foundProducts: 'measured', foundUnits: 'estimated' };

/** The text of each column header carrying the mark (its name alone: the mark adds no text). */
function markedHeaders(ui: ReactElement): (string | null)[] {
  const { unmount } = renderWithI18n(ui);
  const marked = screen
    .getAllByRole('columnheader')
    .filter((h) => h.querySelector('a[data-estimate-mark]'))
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, '') ?? null);
  unmount();
  return marked;
}

const shopHref = (id: string) => `/s/${id}`;

describe('estimate marks of the breakdown tables', () => {
  it("mark a shop's category mix and price bands: units, sales value, share and products with a sale", () => {
    expect(markedHeaders(<CategoryMix categories={CATEGORY_SHARES} currency="THB" kinds={SHOP_KINDS} />)).toEqual(['Units sold', 'Sales value', 'Share']);
    expect(markedHeaders(<PriceBandTable bands={PRICE_BANDS} currency="THB" kinds={SHOP_KINDS} />)).toEqual(['Products', 'Units sold', 'Sales value']);
    // Without the answer's kinds, nothing is claimed.
    expect(markedHeaders(<CategoryMix categories={CATEGORY_SHARES} currency="THB" />)).toEqual([]);
  });

  it("mark a brand's sites and categories, its share of each category too", () => {
    expect(markedHeaders(<BrandSitesTable sites={BRAND_SITES} kinds={BRAND_KINDS} />)).toEqual(['Units sold', 'Sales value', 'Sales value (USD)', 'Share']);
    expect(markedHeaders(<BrandCategoriesTable categories={CATEGORY_SHARES} currency="THB" kinds={BRAND_KINDS} />)).toEqual([
      'Units sold',
      'Sales value',
      "Of the brand's sales",
      'Its share of the category',
    ]);
  });

  it("mark a category's sub-categories and top shops", () => {
    expect(markedHeaders(<SubCategoryShares categories={CATEGORY_SHARES} currency="THB" kinds={CATEGORY_KINDS} />)).toEqual(['Units sold', 'Sales value', 'Share']);
    expect(markedHeaders(<CategoryTopShops shops={FOUND_SHOPS} shopHref={shopHref} kinds={CATEGORY_KINDS} />)).toEqual(['Products sold', 'Units sold']);
  });

  it("mark a search word's shops' units but not the products the search shows; a brand's shops' selling products and units", () => {
    expect(markedHeaders(<FoundShopsTable shops={FOUND_SHOPS} shopHref={shopHref} kinds={KEYWORD_KINDS} />)).toEqual(['Units, 30 days']);
    expect(markedHeaders(<FoundShopsTable shops={FOUND_SHOPS} shopHref={shopHref} of="brand" kinds={BRAND_KINDS} />)).toEqual(['Its products of the brand', 'Units, 30 days']);
  });

  it("keep a header's accessible name its column's", () => {
    renderWithI18n(<CategoryMix categories={CATEGORY_SHARES} currency="THB" kinds={SHOP_KINDS} />);
    expect(screen.getByRole('columnheader', { name: 'Units sold' }).querySelector('a[data-estimate-mark]')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('estimate marks of the finders', () => {
  it('mark the product finder\'s estimates (reviews per unit sold, shops selling its category) and not its price change or age', () => {
    expect([...(PRODUCT_FINDER_COLUMN_SET.estimated ?? [])]).toEqual(['units', 'gmv', 'growth', 'trend', 'reviewsPerUnit', 'categoryShops']);
    const marked = markedHeaders(<RankingTable rows={THAI_ROWS.slice(0, 2)} columns={PRODUCT_FINDER_COLUMNS} columnSet={PRODUCT_FINDER_COLUMN_SET} money="site" itemHref={(r) => `/p/${r.id}`} caption="Finder" />);
    expect(marked).toEqual(['Growth', 'Reviews per unit sold', 'Shops in its category', 'Units sold', 'Sales value', '30-day units']);
  });

  it("mark the keyword finder's and blue-ocean words' figures made from units (found units and shops, sales per shop, the index), not the word's counters", () => {
    expect([...(KEYWORD_FINDER_COLUMN_SET.estimated ?? [])]).toEqual(['foundUnits', 'foundShops', 'salesPerShop', 'blueOcean']);
    const marked = markedHeaders(<RankingTable rows={keywordRows(2)} columns={KEYWORD_FINDER_COLUMNS} columnSet={KEYWORD_FINDER_COLUMN_SET} money="site" itemHref={(r) => `/k/${r.id}`} caption="Words" />);
    expect(marked).toHaveLength(4);
    for (const measured of ['Search index', 'Product base', 'Recommended bid']) expect(marked.some((m) => m?.startsWith(measured))).toBe(false);
  });
});

/** The terms of a header card's facts carrying the mark. */
function markedFacts(ui: ReactElement): string[] {
  const { container, unmount } = renderWithI18n(ui);
  const marked = [...container.querySelectorAll('dd')].filter((dd) => dd.querySelector('a[data-estimate-mark]')).map((dd) => dd.previousElementSibling?.textContent ?? '');
  unmount();
  return marked;
}

describe('estimate marks of the explanations\' header cards', () => {
  it("mark a shop's active products and new products' share, not its rating or followers", () => {
    expect(markedFacts(<ShopHeaderCard shop={nth(THAI_SHOPS, 0)} />)).toEqual(['Active products', "New products' share"]);
  });

  it("mark a brand's shops, active products and its top category's share", () => {
    expect(markedFacts(<BrandHeaderCard brand={nth(BRANDS_ALL_SITES, 0)} />)).toEqual(['Shops', 'Active products', "Its share of the brand's sales"]);
  });

  it("mark a search word's top products' units, their shops, units per shop and the index, not its own counters", () => {
    expect(markedFacts(<KeywordHeaderCard word={nth(THAI_WORDS, 0)} />)).toEqual(['Units of its top products, 30 days', 'Shops selling them', 'Units per shop', 'Index']);
  });

  it("mark a chosen range's units and sales value", () => {
    const range = { from: '2026-11-01', to: '2026-11-02' };
    expect(markedFacts(<RangeTotals range={range} points={[{ units: 3, gmv: 30 }, { units: 4, gmv: 44 }]} currency="THB" />)).toEqual(['Units sold', 'Sales value']);
  });

  it("mark nothing of a product's header: price, rating, reviews and likes are the marketplace's", () => {
    expect(markedFacts(<ItemHeaderCard item={nth(THAI_ROWS, 0)} />)).toEqual([]);
  });
});
