// Translated names the blocks share. The plan tiers are also the desktop's plan names (its
// features/workbench/plan-names.ts re-exports them).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KeywordColumn, KeywordSort, PlanTier, ProductColumn, ProductSort, ShopColumn, ShopSort, ShopType } from '@sealens/domain';

export const TIER_NAMES: Readonly<Record<PlanTier, MessageDescriptor>> = {
  trial: msg`Trial`,
  starter: msg`Starter edition`,
  operation: msg`Operations edition`,
  ultimate: msg`Ultimate edition`,
  professional: msg`Professional edition`,
};

export const SHOP_TYPE_NAMES: Readonly<Record<ShopType, MessageDescriptor>> = {
  'cross-border': msg`Cross-border`,
  local: msg`Local`,
  mall: msg`Mall`,
};

export const COLUMN_NAMES: Readonly<Record<ProductColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  product: msg`Product`,
  site: msg`Site`,
  price: msg`Price`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  growth: msg`Growth`,
  trend: msg`30-day units`,
  rating: msg`Rating`,
  reviews: msg`Reviews`,
  likes: msg`Likes`,
  shop: msg`Shop`,
  category: msg`Category`,
  listed: msg`Listed`,
};

/** The column each sort key sorts (the rest of the columns are not sortable). */
export const SORT_OF_COLUMN: Readonly<Partial<Record<ProductColumn, ProductSort>>> = {
  price: 'price',
  units: 'units',
  gmv: 'gmv',
  growth: 'growth',
  rating: 'rating',
  reviews: 'reviews',
  likes: 'likes',
  listed: 'listed',
};

/** The shop ranking's column names (issue 29 item 1). */
export const SHOP_COLUMN_NAMES: Readonly<Record<ShopColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  shop: msg`Shop`,
  site: msg`Site`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  growth: msg`Growth`,
  products: msg`Active products`,
  newShare: msg`New products' share`,
  rating: msg`Rating`,
  trend: msg`30-day units`,
  category: msg`Category`,
  opened: msg({ message: 'Opened', context: 'the day a shop opened' }),
};

export const SORT_OF_SHOP_COLUMN: Readonly<Partial<Record<ShopColumn, ShopSort>>> = {
  units: 'units',
  gmv: 'gmv',
  growth: 'growth',
  products: 'products',
  newShare: 'newShare',
  rating: 'rating',
};

/** The search-word ranking's column names (issue 29 item 2). */
export const KEYWORD_COLUMN_NAMES: Readonly<Record<KeywordColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  keyword: msg`Search word`,
  site: msg`Site`,
  search: msg`Search index`,
  growth: msg`Growth`,
  productBase: msg`Product base`,
  bid: msg`Recommended bid`,
  products: msg`Top products`,
  trend: msg`30-day search index`,
  category: msg`Category`,
  firstSeen: msg`First seen`,
};

export const SORT_OF_KEYWORD_COLUMN: Readonly<Partial<Record<KeywordColumn, KeywordSort>>> = {
  search: 'search',
  growth: 'growth',
  productBase: 'productBase',
  bid: 'bid',
};
