// The workbench's entities (DESIGN.md §6: a few page kinds over a few entities; issue 29 item 1):
// what each one's ranking, export, explanation, history, picker and contrast read, and which of its
// figures are measured or estimated. The routes dispatch on `entity` through this one table, so a
// later entity (brand, word, category) is a row here plus its queries.
import type { RankingQuery, SiteCode, WorkbenchEntity } from '@sealens/domain';

import type {
  BrandRow,
  BrandSite,
  CategoryRow,
  FoundShop,
  HistoryPoint,
  ItemRef,
  KeywordHistoryPoint,
  KeywordRef,
  KeywordRow,
  PeriodFigures,
  ProductRow,
  RankingSlice,
  SearchFigures,
  ShopHistoryPoint,
  ShopRow,
  WorkbenchReads,
} from '../../market/queries/workbench-reads';
import { BRAND_EXPORT_COLUMNS } from './export/brand-export-columns';
import { CATEGORY_EXPORT_COLUMNS, type ExportColumn, KEYWORD_EXPORT_COLUMNS, PRODUCT_EXPORT_COLUMNS, SHOP_EXPORT_COLUMNS } from './export/export-columns';
import type { WorkbenchSchemas } from './workbench-types';

/** Which figures are counters the marketplace shows and which are our estimates (DESIGN.md §6). */
export const PRODUCT_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  gmvUsd: 'estimated',
  growth: 'estimated',
  trend: 'estimated',
  categoryRank: 'estimated',
  price: 'measured',
  rating: 'measured',
  reviews: 'measured',
  likes: 'measured',
  // The product finder's figures (issue 33): reviews per unit sold and the shops selling its category are made from the estimates.
  priceChange30: 'measured',
  reviewsPerUnit: 'estimated',
  categoryShops: 'estimated',
  ageDays: 'measured',
};

/** A shop's figures: its sales are the sum of its products' estimates; its rating and followers are the marketplace's. */
export const SHOP_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  gmvUsd: 'estimated',
  growth: 'estimated',
  trend: 'estimated',
  categoryRank: 'estimated',
  products: 'estimated',
  newShare: 'estimated',
  productsSold: 'estimated',
  // Its category mix's shares of its sales value.
  share: 'estimated',
  rating: 'measured',
  followers: 'measured',
};

/**
 * A search word's figures: its search index, product base and bid are the marketplace's counters; what
 * the products it finds sold (and so sales per shop, the blue-ocean index and its place) are ours.
 */
export const KEYWORD_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  // Its 30-day series (the row's `trend`) is its search index's.
  searchIndex: 'measured',
  growth: 'measured',
  productBase: 'measured',
  productBaseGrowth: 'measured',
  recommendedBid: 'measured',
  recommendedBidUsd: 'measured',
  searchGrowth30: 'measured',
  // How many of the products a search shows are a shop's: the search's own list.
  foundProducts: 'measured',
  foundUnits: 'estimated',
  foundShops: 'estimated',
  salesPerShop: 'estimated',
  blueOcean: 'estimated',
  categoryRank: 'measured',
};

/**
 * A category's figures are its products' estimates summed; its products and active shops are
 * counted from them; its shares and the blue-ocean index are computed from those.
 */
export const CATEGORY_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  gmvUsd: 'estimated',
  growth: 'estimated',
  trend: 'estimated',
  categoryRank: 'estimated',
  products: 'estimated',
  shops: 'estimated',
  shopGrowth: 'estimated',
  salesPerShop: 'estimated',
  top10Share: 'estimated',
  newShare: 'estimated',
  salesGrowth30: 'estimated',
  blueOcean: 'estimated',
  productsSold: 'estimated',
  // Its sub-categories' shares of its sales value.
  share: 'estimated',
};

/** A brand's figures are its products' estimates summed; its shops and products are counted from them. */
export const BRAND_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  gmvUsd: 'estimated',
  growth: 'estimated',
  trend: 'estimated',
  categoryRank: 'estimated',
  shops: 'estimated',
  products: 'estimated',
  topCategoryShare: 'estimated',
  marketShare: 'estimated',
  productsSold: 'estimated',
  // Its sites' and categories' shares of its sales value.
  share: 'estimated',
};

/** One item's explanation as the routes read it, whatever the entity. */
export interface EntitySummary {
  day: string;
  item: ProductRow | ShopRow | KeywordRow | CategoryRow | BrandRow;
  /** Sales figures per period (a search word has none: its figures are `searchFigures`). */
  figures: PeriodFigures[];
  searchFigures?: SearchFigures[];
  foundShops?: FoundShop[];
  related?: KeywordRef[];
  shopTop: ProductRow[];
  categoryRank: number | null;
  categories?: WorkbenchSchemas['CategoryShare'][];
  priceBands?: WorkbenchSchemas['PriceBand'][];
  sites?: BrandSite[];
}

export interface WorkbenchEntityReads<Row> {
  /** The entity's name in the answers' words ("no shop 12 in the market data"). */
  noun: string;
  figureKinds: WorkbenchSchemas['FigureKinds'];
  /** Whether its ranking offers the brand filter's choices. */
  brands: boolean;
  exportColumns: readonly ExportColumn<Row>[];
  rank(reads: WorkbenchReads, query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<Row> | undefined>;
  stream(reads: WorkbenchReads, query: RankingQuery, limit: number, batchSize: number): AsyncIterable<Row[]>;
  /** `site`: a category's (absent: all sites); the other entities' ids name their site. */
  summary(reads: WorkbenchReads, id: string, site?: SiteCode): Promise<EntitySummary | undefined>;
  /** What a contrast shows of an item (its row and period figures), where that is much lighter than its summary. */
  card?(reads: WorkbenchReads, id: string, site?: SiteCode): Promise<Pick<EntitySummary, 'day' | 'item' | 'figures' | 'searchFigures'> | undefined>;
  history(reads: WorkbenchReads, id: string, from: string, to: string, site?: SiteCode): Promise<{ day: string; currency: string; points: (HistoryPoint | ShopHistoryPoint | KeywordHistoryPoint)[] } | undefined>;
  find(reads: WorkbenchReads, q: string, site?: string): Promise<ItemRef[]>;
}

const product: WorkbenchEntityReads<ProductRow> = {
  noun: 'product',
  figureKinds: PRODUCT_FIGURE_KINDS,
  brands: true,
  exportColumns: PRODUCT_EXPORT_COLUMNS,
  rank: (reads, query, window) => reads.rankProducts(query, window),
  stream: (reads, query, limit, batchSize) => reads.streamProducts(query, limit, batchSize),
  summary: (reads, id) => reads.productSummary(id),
  history: (reads, id, from, to) => reads.productHistory(id, from, to),
  find: (reads, q, site) => reads.findProducts(q, site),
};

const shop: WorkbenchEntityReads<ShopRow> = {
  noun: 'shop',
  figureKinds: SHOP_FIGURE_KINDS,
  brands: false,
  exportColumns: SHOP_EXPORT_COLUMNS,
  rank: (reads, query, window) => reads.shops.rank(query, window),
  stream: (reads, query, limit, batchSize) => reads.shops.stream(query, limit, batchSize),
  summary: (reads, id) => reads.shops.summary(id),
  history: (reads, id, from, to) => reads.shops.history(id, from, to),
  find: (reads, q, site) => reads.shops.find(q, site),
};

const keyword: WorkbenchEntityReads<KeywordRow> = {
  noun: 'search word',
  figureKinds: KEYWORD_FIGURE_KINDS,
  brands: false,
  exportColumns: KEYWORD_EXPORT_COLUMNS,
  rank: (reads, query, window) => reads.keywords.rank(query, window),
  stream: (reads, query, limit, batchSize) => reads.keywords.stream(query, limit, batchSize),
  // A word sells nothing itself: its figures are its search index's.
  summary: async (reads, id) => {
    const summary = await reads.keywords.summary(id);
    return summary && { ...summary, figures: [] };
  },
  history: (reads, id, from, to) => reads.keywords.history(id, from, to),
  find: (reads, q, site) => reads.keywords.find(q, site),
};

const category: WorkbenchEntityReads<CategoryRow> = {
  noun: 'category',
  figureKinds: CATEGORY_FIGURE_KINDS,
  brands: false,
  exportColumns: CATEGORY_EXPORT_COLUMNS,
  rank: (reads, query, window) => reads.categories.rank(query, window),
  stream: (reads, query, limit, batchSize) => reads.categories.stream(query, limit, batchSize),
  summary: (reads, id, site) => reads.categories.summary(id, site),
  card: (reads, id, site) => reads.categories.card(id, site),
  history: (reads, id, from, to, site) => reads.categories.history(id, from, to, site),
  find: (reads, q, site) => reads.categories.find(q, site),
};

const brand: WorkbenchEntityReads<BrandRow> = {
  noun: 'brand',
  figureKinds: BRAND_FIGURE_KINDS,
  brands: false,
  exportColumns: BRAND_EXPORT_COLUMNS,
  rank: (reads, query, window) => reads.brands.rank(query, window),
  stream: (reads, query, limit, batchSize) => reads.brands.stream(query, limit, batchSize),
  summary: (reads, id, site) => reads.brands.summary(id, site),
  history: (reads, id, from, to, site) => reads.brands.history(id, from, to, site),
  find: (reads, q, site) => reads.brands.find(q, site),
};

export const WORKBENCH_ENTITY_READS: {
  readonly product: WorkbenchEntityReads<ProductRow>;
  readonly shop: WorkbenchEntityReads<ShopRow>;
  readonly keyword: WorkbenchEntityReads<KeywordRow>;
  readonly category: WorkbenchEntityReads<CategoryRow>;
  readonly brand: WorkbenchEntityReads<BrandRow>;
} = { product, shop, keyword, category, brand };

/** Any entity's row (the routes pass rows through to the contract's answer). */
export type EntityRow = ProductRow | ShopRow | KeywordRow | CategoryRow | BrandRow;

/** The entity's reads (rows typed loosely: the routes pass them through to the contract's answer). */
export function entityReads(entity: WorkbenchEntity | undefined): WorkbenchEntityReads<EntityRow> {
  return WORKBENCH_ENTITY_READS[entity ?? 'product'] as WorkbenchEntityReads<EntityRow>;
}
