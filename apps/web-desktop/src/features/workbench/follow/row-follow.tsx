// The follow star at the start of a table's rows (issue 31 item 1): the rankings', the finders' and
// the blue-ocean words' rows of products, shops, brands and search words. Every star is the same
// follow control (lazy-follow.tsx), so a follow from any of them counts against the plan's follows
// the same way. Categories are not followed (FOLLOW_ENTITIES): their rows get no star.
import { useLingui } from '@lingui/react/macro';
import type { BrandRow, KeywordRow, ProductRow, ShopRow } from '@sealens/workbench';
import { useMemo, type ReactNode } from 'react';
import type { FollowItem } from './follow-store';
import { LazyItemFollow } from './lazy-follow';

/** What a row's star follows, and the name its label says. */
export interface FollowTarget {
  item: FollowItem;
  name: string;
}

// Module functions, not lambdas made in each render: the row action depends on them.
const followProduct = (row: ProductRow): FollowTarget => ({ item: { entity: 'product', itemId: row.id }, name: row.title });
const followShop = (row: ShopRow): FollowTarget => ({ item: { entity: 'shop', itemId: row.id }, name: row.name });
const followKeyword = (row: KeywordRow): FollowTarget => ({ item: { entity: 'keyword', itemId: row.id }, name: row.keyword });
// A brand's row is the brand of its row's site (or of all sites): another follow than the other's.
const followBrand = (row: BrandRow): FollowTarget => ({ item: { entity: 'brand', itemId: row.id, site: row.site }, name: row.name });

/** The followed entities' row targets. */
export const FOLLOW_TARGETS = { product: followProduct, shop: followShop, keyword: followKeyword, brand: followBrand } as const;

export interface FollowRowAction<Row> {
  label: string;
  render(row: Row): ReactNode;
}

/**
 * The ranking table's row action (`rowAction`) that puts a follow star on each row, or undefined
 * for rows nothing follows. Memoised on the target: a new action would render every row again.
 */
export function useFollowRowAction<Row>(target: ((row: Row) => FollowTarget) | undefined): FollowRowAction<Row> | undefined {
  const { t } = useLingui();
  const label = t`Follow`;
  return useMemo(() => {
    if (!target) return undefined;
    const render = (row: Row): ReactNode => {
      const { item, name } = target(row);
      return <LazyItemFollow compact item={item} itemName={name} />;
    };
    return { label, render };
  }, [target, label]);
}
