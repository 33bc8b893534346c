import { describe, expect, it } from 'vitest';
import { DATA_MENU, workbenchHref } from './data-menu';

describe('data menu', () => {
  it('has the fifteen groups of spec §2', () => {
    expect(DATA_MENU).toHaveLength(15);
  });
  it('adds the urlCode to every workbench link, keeping its own query', () => {
    expect(workbenchHref('product/hot-sales-product', 'abc')).toBe('/workbench/product/hot-sales-product?urlCode=abc');
    expect(workbenchHref('search/search?name=&type=6', 'abc')).toBe('/workbench/search/search?name=&type=6&urlCode=abc');
  });
});
