import { describe, expect, it } from 'vitest';

import { blueOceanIndex, blueOceanIndustryIndex } from './blue-ocean';

describe('blue-ocean word index (issue 29 item 5)', () => {
  it('is demand growth over competition growth times log10(1 + sales per shop)', () => {
    // Searches +50%, product base +25%: 150 / 125 = 1.2; 99 units per shop: log10(100) = 2.
    expect(blueOceanIndex({ searchGrowth: 50, productBaseGrowth: 25, salesPerShop: 99 })).toBe(2.4);
    // Unchanged demand and competition: the sales term alone.
    expect(blueOceanIndex({ searchGrowth: 0, productBaseGrowth: 0, salesPerShop: 9 })).toBe(1);
    // Competition growing faster than searches lowers it.
    expect(blueOceanIndex({ searchGrowth: 0, productBaseGrowth: 100, salesPerShop: 9 })).toBe(0.5);
    expect(blueOceanIndex({ searchGrowth: 10, productBaseGrowth: -20, salesPerShop: 999 })).toBe(Math.round((110 / 80) * 3 * 100) / 100);
  });

  it('has no value without an input, or with no competition left', () => {
    expect(blueOceanIndex({ searchGrowth: null, productBaseGrowth: 0, salesPerShop: 9 })).toBeNull();
    expect(blueOceanIndex({ searchGrowth: 5, productBaseGrowth: null, salesPerShop: 9 })).toBeNull();
    expect(blueOceanIndex({ searchGrowth: 5, productBaseGrowth: 0, salesPerShop: null })).toBeNull();
    expect(blueOceanIndex({ searchGrowth: 5, productBaseGrowth: -100, salesPerShop: 9 })).toBeNull();
    // Searches gone: no demand, whatever the shops sell.
    expect(blueOceanIndex({ searchGrowth: -100, productBaseGrowth: 0, salesPerShop: 9 })).toBe(0);
  });
});

describe('blue-ocean industry index (issue 29 item 5)', () => {
  it('is sales growth over active-shop growth times log10(1 + units per active shop)', () => {
    // Units +50%, active shops +25%: 1.2; 99 units a shop: log10(100) = 2.
    expect(blueOceanIndustryIndex({ salesGrowth: 50, shopGrowth: 25, salesPerShop: 99 })).toBe(2.4);
    // Shops arriving twice as fast as the sales halve it.
    expect(blueOceanIndustryIndex({ salesGrowth: 0, shopGrowth: 100, salesPerShop: 9 })).toBe(0.5);
    expect(blueOceanIndustryIndex({ salesGrowth: -10, shopGrowth: 20, salesPerShop: 999 })).toBe(Math.round((90 / 120) * 3 * 100) / 100);
  });

  it('has no value without an input, or with every shop gone', () => {
    expect(blueOceanIndustryIndex({ salesGrowth: null, shopGrowth: 0, salesPerShop: 9 })).toBeNull();
    expect(blueOceanIndustryIndex({ salesGrowth: 5, shopGrowth: null, salesPerShop: 9 })).toBeNull();
    expect(blueOceanIndustryIndex({ salesGrowth: 5, shopGrowth: 0, salesPerShop: null })).toBeNull();
    expect(blueOceanIndustryIndex({ salesGrowth: 5, shopGrowth: -100, salesPerShop: 9 })).toBeNull();
  });
});
