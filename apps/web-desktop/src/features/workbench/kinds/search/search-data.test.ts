import { searchQueryOf, searchResultHref } from './search-data';

describe('the search page (issue 29 item 6)', () => {
  it('reads type 5 as the categories and keeps 6 for everything', () => {
    expect(searchQueryOf(new URLSearchParams('name=home&type=5'))).toEqual({ name: 'home', type: 5 });
    expect(searchQueryOf(new URLSearchParams('name=home&type=6'))).toEqual({ name: 'home', type: 6 });
    expect(searchQueryOf(new URLSearchParams('name=home&type=7'))).toEqual({ name: 'home', type: 6 });
  });

  it("opens a category of all sites on the all-sites industry page, one of a site on that site's", () => {
    expect(searchResultHref('category', { id: '99997', title: 'home living', image: '', site: 'ALL' })).toBe('/workbench/industry/industry-explanation?id=99997');
    expect(searchResultHref('category', { id: '9999701', title: 'furniture', image: '', site: 'TH' })).toBe('/workbench/industry/industry-explanation?id=9999701&site=TH');
    expect(searchResultHref('brand', { id: '7', title: 'Acme', image: '', site: 'VN' })).toBe('/workbench/brandAnalysis/brand-site-analysis?id=7&site=VN');
    expect(searchResultHref('shop', { id: '300000001', title: 'A shop', image: '', site: 'TH' })).toBe('/workbench/store/store-explanation?id=300000001');
  });
});
