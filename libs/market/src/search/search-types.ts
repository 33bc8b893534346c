// What the search panel shows and what its injected lookups answer. Page-independent view models:
// the loaders in ../api map the server's answers onto them.
import type { SiteCode } from '@sealens/domain';
import type { BackfillAnswer, BackfillKind } from '../backfill/backfill-dialog';

export interface ProductCardData {
  productId: string;
  title: string;
  site?: SiteCode;
  shopName?: string;
  imageUrl?: string;
  /** The product's page on the marketplace. */
  link?: string;
  /** In the site's currency. */
  price?: number | null;
  /** Sales volume. */
  sales?: number | null;
  /** Sales value, in the site's currency. */
  gmv?: number | null;
  /** Growth against the previous period in percent (12.5 = +12.5%; growth and soaring lists). */
  growthRate?: number | null;
  /**
   * "YYYY-MM-DD": the day the figures describe, shown under them. Optional because the lookup
   * contract (openapi GoodsRow / MallRow) does not carry it yet; a card without it says no day.
   */
  date?: string;
}

export interface ShopCardData {
  shopId: string;
  name: string;
  site?: SiteCode;
  logoUrl?: string;
  /** The shop's page on the marketplace. */
  link?: string;
  sales?: number | null;
  gmv?: number | null;
  /** Growth against the previous period in percent (12.5 = +12.5%; growth and soaring lists). */
  growthRate?: number | null;
  /**
   * "YYYY-MM-DD": the day the figures describe, shown under them. Optional because the lookup
   * contract (openapi GoodsRow / MallRow) does not carry it yet; a card without it says no day.
   */
  date?: string;
}

export interface KeywordRowData {
  keyword: string;
  /** The site of the keyword; its recommended bid is in this site's currency. */
  site?: SiteCode;
  searchIndex: number | null;
  productBase?: number | null;
  recommendedBid?: number | null;
}

/** A lookup either finds the item or says which id it looked for (the backfill dialog shows it). */
export type LookupAnswer<T> = { found: true; data: T } | { found: false; id: string };

export interface SearchLookups {
  /** Looks a product up by the link or id the user typed (trimmed, already validated). */
  lookupGoods: (query: string) => Promise<LookupAnswer<ProductCardData>>;
  /** Looks a shop up by the link or id the user typed (trimmed, already validated). */
  lookupShop: (query: string) => Promise<LookupAnswer<ShopCardData>>;
  /** Keyword rows for a keyword (trimmed, non-empty). */
  searchKeyword: (keyword: string) => Promise<readonly KeywordRowData[]>;
  /** The backfill request of spec §7 for a product (good) or shop (mall) id. */
  applyBackfill: (kind: BackfillKind, id: string) => Promise<BackfillAnswer>;
}
