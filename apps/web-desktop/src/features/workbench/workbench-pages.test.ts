import { describe, expect, it } from 'vitest';
import { DATA_MENU } from '../header/data-menu';
import { entityOfWorkbenchPath, explanationHref, isBuiltWorkbenchPath, isScopedWorkbenchPath, NON_MENU_PATHS, rankingMarketplaceOfWorkbenchPath, tiktokItemHref, WORKBENCH_PAGES } from './workbench-pages';

describe('workbench pages', () => {
  it('builds the five product-analysis pages, the five shop pages and the five search-word pages of the data menu, each a menu target', () => {
    // A target may carry its own query (search/search?name=&type=6): the page is its path.
    const menuTargets = DATA_MENU.flatMap((g) => g.links.filter((l) => !l.external).map((l) => l.to.split('?')[0]));
    // Every page but the method page (issue 33 item 4: the side navigation's last link and every estimate
    // mark's target) and the monitor centre's rules and notifications (issue 31: the side navigation's and the top bar's).
    const menuPages = WORKBENCH_PAGES.filter((page) => !NON_MENU_PATHS.has(page.path));
    expect(WORKBENCH_PAGES.filter((page) => page.kind === 'monitor' && NON_MENU_PATHS.has(page.path)).map((page) => page.path)).toEqual(['dashboard/alert-rules', 'dashboard/notifications']);
    for (const page of menuPages) expect(menuTargets).toContain(page.path);
    expect(WORKBENCH_PAGES.filter((page) => page.kind === 'method').map((page) => page.path)).toEqual(['method']);
    const product = (DATA_MENU[0]?.links ?? []).map((l) => l.to);
    expect(product).toHaveLength(5);
    expect(product.every(isBuiltWorkbenchPath)).toBe(true);
    // 49, the five live pages and the operation aids (issue 32), the 1688 sourcing page (issue 30 item 4),
    // and event marketing's three (issue 32 item 2).
    expect(menuPages).toHaveLength(59);
    // The shop group (issue 29 item 1), its brand rankings over brands (item 3).
    const shop = (DATA_MENU.find((g) => g.links.some((l) => l.to === 'store/hot-sales-store'))?.links ?? []).map((l) => l.to);
    expect(shop).toHaveLength(7);
    expect(shop.every(isBuiltWorkbenchPath)).toBe(true);
    expect(WORKBENCH_PAGES.filter((p) => p.path.startsWith('store/')).map((p) => 'entity' in p && p.entity)).toEqual(['shop', 'shop', 'shop', 'shop', 'shop', 'brand', 'brand']);
    // The search-word group (issue 29 item 2): all five.
    const words = (DATA_MENU.find((g) => g.links.some((l) => l.to === 'hot-search-word/hot-sales-word'))?.links ?? []).map((l) => l.to);
    expect(words).toHaveLength(5);
    expect(words.every(isBuiltWorkbenchPath)).toBe(true);
    expect(WORKBENCH_PAGES.filter((p) => p.path.startsWith('hot-search-word/')).every((p) => 'entity' in p && p.entity === 'keyword')).toBe(true);
  });

  it("builds the short-video marketplace's four lists at spec §2's addresses and its four items' pages (issue 32 item 4), none a menu target nor of the top bar's scope", () => {
    const tiktok = WORKBENCH_PAGES.filter((page) => page.kind === 'tiktok');
    expect(tiktok.map((page) => [page.path, page.kind === 'tiktok' && page.view, 'entity' in page && page.entity])).toEqual([
      ['Tiktok/commodityList', 'list', 'tt-product'],
      ['Tiktok/storeList', 'list', 'tt-shop'],
      ['Tiktok/videoChart', 'list', 'video'],
      ['Tiktok/talentList', 'list', 'creator'],
      ['Tiktok/commodityDetail', 'item', 'tt-product'],
      ['Tiktok/storeDetail', 'item', 'tt-shop'],
      ['Tiktok/videoDetail', 'item', 'video'],
      ['Tiktok/talentDetail', 'item', 'creator'],
    ]);
    for (const page of tiktok) {
      expect(isBuiltWorkbenchPath(page.path)).toBe(true);
      expect(NON_MENU_PATHS.has(page.path)).toBe(true);
      // Its sites and periods are its own filters (TikTok Shop's six sites; 1, 7 or 30 days).
      expect(isScopedWorkbenchPath(page.path)).toBe(false);
      expect(entityOfWorkbenchPath(page.path)).toBeUndefined();
    }
    expect(tiktokItemHref('creator', '6100000001')).toBe('/workbench/Tiktok/talentDetail?id=6100000001');
  });

  it("builds the data menu's four monitors (issue 31), one per followed entity", () => {
    const monitors = WORKBENCH_PAGES.filter((page) => page.kind === 'monitor' && page.view === 'follows');
    expect(monitors.map((page) => [page.path, 'entity' in page && page.entity])).toEqual([
      ['dashboard/product-monitor', 'product'],
      ['dashboard/store-monitor', 'shop'],
      ['dashboard/brand-monitor', 'brand'],
      ['dashboard/key-words-monitor', 'keyword'],
    ]);
    expect(isBuiltWorkbenchPath('dashboard/product-monitor')).toBe(true);
    // My shop (spec §2's monitor centre entry): the member's authorised shops beside their category and followed rivals.
    expect(WORKBENCH_PAGES.find((page) => page.path === 'dashboard/my-shop')).toMatchObject({ kind: 'monitor', view: 'my-shop' });
    // A monitor reads no top bar scope: it lists what is followed, of every site.
    expect(monitors.some((page) => isScopedWorkbenchPath(page.path))).toBe(false);
  });

  it('opens an item of either entity on its own explanation page', () => {
    expect(explanationHref('12')).toBe('/workbench/product/product-explanation?id=12');
    expect(explanationHref('300000001', 'shop')).toBe('/workbench/store/store-explanation?id=300000001');
    expect(entityOfWorkbenchPath('store/soaring-store')).toBe('shop');
    expect(entityOfWorkbenchPath('product/soaring-product')).toBe('product');
    expect(explanationHref('42', 'keyword')).toBe('/workbench/hot-search-word/hot-search-word-explanation?id=42');
    expect(entityOfWorkbenchPath('hot-search-word/soaring-hot-word')).toBe('keyword');
    expect(entityOfWorkbenchPath('home')).toBeUndefined();
  });

  it('gives the rankings, and only them, the top bar scope', () => {
    expect(WORKBENCH_PAGES.filter((p) => isScopedWorkbenchPath(p.path)).map((p) => p.path)).toEqual([
      'product/hot-sales-product',
      'product/soaring-product',
      'product/hot-sales-new-product',
      'store/hot-sales-store',
      'store/soaring-store',
      'store/hot-sales-new-store',
      'store/hot-sales-brand',
      'store/soaring-brand',
      'brandAnalysis/hot-sales-brand',
      'brandAnalysis/soaring-brand',
      'brandAnalysis/site-hot-sales-brand',
      'hot-search-word/hot-sales-word',
      'hot-search-word/soaring-hot-word',
      'hot-search-word/hot-sales-new-word',
      // The industry rankings and analyses (issue 29 item 4) read the top bar's site, category and period too.
      'industry/hot-sales-industry',
      'industry/soaring-industry',
      'industry/industry-explanation',
      'industry/industry-price-analysis',
      'blue-ocean/blue-ocean-words',
      'blue-ocean/blue-ocean-industry',
      // The finders (issue 30 items 1 and 3) filter within the top bar's site, category and period.
      'big-data-selection/big-data-product-selection',
      'big-data-selection/keyword-selection',
      'big-data-selection/big-data-chooses-the-market',
      'site-analysis/product-analysis',
      'site-analysis/store-analysis',
      'site-analysis/industry-analysis',
      'all-site-analysis/product-analysis',
      'all-site-analysis/store-analysis',
      'all-site-analysis/industry-analysis',
      // The live analysis (issue 32) reads the top bar's site, category and period.
      'live/live-all-site-analysis',
      'live/live-site-analysis',
      'live/live-hot-product',
      'live/live-hot-store',
      'live/live-hot-brand',
      // Event marketing (issue 32 item 2) reads the top bar's site, category and period.
      'eventMarketingAnalysis/eventMarketingProbe',
      'eventMarketingAnalysis/timeLimitedSpikeAnalysis',
      'eventMarketingAnalysis/analysisOfOtherActivities',
      // The first marketplace's lists (issue 32 item 3), rankings reached by their address.
      'Shopee/hotProduct',
      'Shopee/surgeProduct',
      'Shopee/newDesign',
      'Shopee/likeRanke',
      'Shopee/keyWordRanke',
      // The second marketplace's (issue 32 item 3): its sites in the top bar's site filter.
      'Lazada/hotProduct',
      'Lazada/surgeProduct',
    ]);
    expect(isScopedWorkbenchPath('home')).toBe(false);
  });

  it("builds the second marketplace's hot and soaring lists at spec §2's addresses, product rankings of its own sites, no menu target (issue 32 item 3)", () => {
    for (const [path, order] of [['Lazada/hotProduct', 'hot'], ['Lazada/surgeProduct', 'soaring']] as const) {
      expect(WORKBENCH_PAGES.find((page) => page.path === path)).toMatchObject({ kind: 'ranking', entity: 'product', order, marketplace: 'Lazada' });
      expect(NON_MENU_PATHS.has(path)).toBe(true);
      expect(rankingMarketplaceOfWorkbenchPath(path)).toBe('lazada');
    }
    expect(rankingMarketplaceOfWorkbenchPath('Shopee/hotProduct')).toBeUndefined();
  });

  it('builds the blue-ocean words, the real-time category ranking and the search (issue 29 items 5 and 6), the search at its menu link', () => {
    expect(isBuiltWorkbenchPath('blue-ocean/blue-ocean-words')).toBe(true);
    expect(isBuiltWorkbenchPath('raking/category-real-time')).toBe(true);
    expect(isBuiltWorkbenchPath('search/search?name=&type=6')).toBe(true);
    expect(entityOfWorkbenchPath('blue-ocean/blue-ocean-words')).toBe('keyword');
    // The real-time ranking and the search have their own scope (no entity, no top bar scope).
    expect(entityOfWorkbenchPath('raking/category-real-time')).toBeUndefined();
    expect(isScopedWorkbenchPath('search/search')).toBe(false);
  });
});
