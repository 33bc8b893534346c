// A shop explanation's own blocks (issue 29 item 1), imported only by `loadShopBlocks` (index.ts):
// the explanation page loads them on demand (lazy parts), so no ranking page's first JavaScript carries them.
export { CategoryMix, PriceBandTable } from './shop/shop-breakdowns';
export { ShopHeaderCard } from './shop/shop-header-card';
