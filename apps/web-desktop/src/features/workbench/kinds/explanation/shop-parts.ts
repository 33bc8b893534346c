// A shop explanation's blocks as lazy parts (libs/ssr lazyPart), like the any-range parts: their
// code is a chunk of its own, which the explanation's loader awaits for a shop (the server renders
// them whole), so a ranking page's first load does not carry them (tools/checks/bundle-budget.mjs).
import { lazyPart } from '@sealens/ssr';
import { loadShopBlocks as load, type CategoryMixProps, type PriceBandTableProps, type ShopHeaderCardProps } from '@sealens/workbench';

export const ShopHeaderCardPart = lazyPart<ShopHeaderCardProps>(() => load().then((module) => module.ShopHeaderCard));
export const CategoryMixPart = lazyPart<CategoryMixProps>(() => load().then((module) => module.CategoryMix));
export const PriceBandTablePart = lazyPart<PriceBandTableProps>(() => load().then((module) => module.PriceBandTable));

/** Loads the parts' code; a failure leaves the page without them (its figures and charts still work). */
export function preloadShopParts(): Promise<void> {
  return Promise.all([ShopHeaderCardPart.preload(), CategoryMixPart.preload(), PriceBandTablePart.preload()]).then(
    () => undefined,
    () => undefined,
  );
}
