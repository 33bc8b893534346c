// Each entity's column set is a chunk of its own, loaded with its page (as each kind is): a product
// ranking does not carry the brand and category rankings' cells (the workbench page budget,
// tools/checks/bundle-budget.mjs, counts the product set's chunk with the ranking kind's).
import type { KeywordRow, ProductRow, RankingColumnSet, ShopRow } from '@sealens/workbench';
import type { RankingPageConfig } from '../../workbench-pages';

/** The table takes any entity's set; each page's rows are of its own entity. */
export type AnyRankingColumnSet = RankingColumnSet<ProductRow | ShopRow | KeywordRow>;

const SET_MODULES = {
  product: () => import('./column-sets/product-column-set').then((m) => m.PRODUCT_COLUMN_SET),
  shop: () => import('./column-sets/shop-column-set').then((m) => m.SHOP_COLUMN_SET),
  keyword: () => import('./column-sets/keyword-column-set').then((m) => m.KEYWORD_COLUMN_SET),
  category: () => import('./column-sets/category-column-set').then((m) => m.CATEGORY_COLUMN_SET),
  brand: () => import('./column-sets/brand-column-set').then((m) => m.BRAND_COLUMN_SET),
  // The shop group's brand pages lead with shops and products (their own default order).
  'store-brand': () => import('./column-sets/brand-column-set').then((m) => m.STORE_BRAND_COLUMN_SET),
} as const;
export type ColumnSetName = keyof typeof SET_MODULES;

export const columnSetNameOf = (page: Pick<RankingPageConfig, 'entity' | 'columns'>): ColumnSetName =>
  page.entity === 'brand' && page.columns ? 'store-brand' : page.entity;

const loaded = new Map<ColumnSetName, AnyRankingColumnSet>();
// One promise per set while it loads (React's `use` needs the same one on every render).
const loading = new Map<ColumnSetName, Promise<AnyRankingColumnSet>>();

/** Loads a set's chunk once; the ranking kind's `prepare` awaits it before the page renders or hydrates. */
export function loadColumnSet(name: ColumnSetName): Promise<AnyRankingColumnSet> {
  let pending = loading.get(name);
  if (!pending) {
    pending = SET_MODULES[name]().then((set) => {
      // The chunk-reload guard swallows a failed chunk load, so the import resolves with nothing.
      if (!set) throw new Error(`workbench: the ${name} ranking's columns did not load`);
      const any = set as unknown as AnyRankingColumnSet;
      loaded.set(name, any);
      return any;
    });
    // A failed load is tried again by the next navigation.
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

/** A set already loaded, else undefined. */
export const loadedColumnSet = (name: ColumnSetName): AnyRankingColumnSet | undefined => loaded.get(name);
