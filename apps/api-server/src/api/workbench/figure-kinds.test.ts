// The kinds the explanations' breakdown tables and the finders read (issue 33): every figure made from
// units or sales value is estimated, a search word's own counters and a product's price and listing
// day measured. The workbench marks a header by these names, so a changed kind fails here first.
import { describe, expect, it } from 'vitest';

import { BRAND_FIGURE_KINDS, CATEGORY_FIGURE_KINDS, KEYWORD_FIGURE_KINDS, PRODUCT_FIGURE_KINDS, SHOP_FIGURE_KINDS } from './workbench-entities';

describe('figure kinds of the breakdowns and the finders', () => {
  it("name a product finder's own figures", () => {
    expect(PRODUCT_FIGURE_KINDS).toMatchObject({ priceChange30: 'measured', reviewsPerUnit: 'estimated', categoryShops: 'estimated', ageDays: 'measured' });
  });

  it("name a shop's, a brand's and a category's breakdown figures estimated", () => {
    // A shop's category mix and price bands.
    expect(SHOP_FIGURE_KINDS).toMatchObject({ units: 'estimated', gmv: 'estimated', share: 'estimated', productsSold: 'estimated' });
    // A brand's sites, categories and shops.
    expect(BRAND_FIGURE_KINDS).toMatchObject({ units: 'estimated', gmv: 'estimated', gmvUsd: 'estimated', share: 'estimated', marketShare: 'estimated', products: 'estimated' });
    // A category's sub-categories and top shops.
    expect(CATEGORY_FIGURE_KINDS).toMatchObject({ units: 'estimated', gmv: 'estimated', share: 'estimated', productsSold: 'estimated' });
  });

  it("name a search word's shops' counts: the products the search shows measured, their units estimated", () => {
    expect(KEYWORD_FIGURE_KINDS).toMatchObject({ foundProducts: 'measured', foundUnits: 'estimated', searchIndex: 'measured', productBase: 'measured', recommendedBid: 'measured' });
  });
});
