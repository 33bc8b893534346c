// What the workbench's routes read of the market data (issue 26): the seam between the routes
// (apps/api-server/src/api/workbench, rights and wire format) and the queries over the derived
// tables (workbench-queries.ts). Rows are already in the contract's shape (openapi/workbench.yaml).
import type { RankingQuery, SiteCode } from '@sealens/domain';

import type { WorkbenchSchemas } from '../../api/workbench/workbench-types';

export type ProductRow = WorkbenchSchemas['ProductRow'];
export type PeriodInfo = WorkbenchSchemas['Period'];
export type HistoryPoint = WorkbenchSchemas['HistoryPoint'];
export type PeriodFigures = WorkbenchSchemas['PeriodFigures'];
export type ItemRef = WorkbenchSchemas['ItemRef'];
export type ShopRow = WorkbenchSchemas['ShopRow'];
export type ShopHistoryPoint = WorkbenchSchemas['ShopHistoryPoint'];
export type CategoryShare = WorkbenchSchemas['CategoryShare'];
export type PriceBand = WorkbenchSchemas['PriceBand'];
export type KeywordRow = WorkbenchSchemas['KeywordRow'];
export type KeywordHistoryPoint = WorkbenchSchemas['KeywordHistoryPoint'];
export type SearchFigures = WorkbenchSchemas['SearchFigures'];
export type FoundShop = WorkbenchSchemas['FoundShop'];
export type KeywordRef = WorkbenchSchemas['KeywordRef'];
export type CategoryRow = WorkbenchSchemas['CategoryRow'];
export type BrandRow = WorkbenchSchemas['BrandRow'];
export type BrandSite = WorkbenchSchemas['BrandSite'];

export interface RankingSlice<Row = ProductRow> {
  /** The data day (the latest complete day the figures describe). */
  day: string;
  period: PeriodInfo;
  /** The currency of `gmv` sums and money filters: the site's, or USD over all sites. */
  currency: string;
  /** Rows of the whole filtered list (before any depth or page). */
  total: number;
  rows: Row[];
}

export type ShopRankingSlice = RankingSlice<ShopRow>;

export interface ProductSummary {
  day: string;
  item: ProductRow;
  /** Over 1, 7, 30, 90 and 180 days ending on the data day (and the periods before for growth). */
  figures: PeriodFigures[];
  shopTop: ProductRow[];
  categoryRank: number | null;
}

export interface ProductHistory {
  day: string;
  currency: string;
  points: HistoryPoint[];
}

export interface ShopSummary {
  day: string;
  item: ShopRow;
  figures: PeriodFigures[];
  /** Its own top products (30 days). */
  shopTop: ProductRow[];
  /** Its place by 30-day units among its site's shops of its category. */
  categoryRank: number | null;
  categories: CategoryShare[];
  priceBands: PriceBand[];
}

export interface ShopHistory {
  day: string;
  currency: string;
  points: ShopHistoryPoint[];
}

/** The shop pages' reads (issue 29 item 1): the product reads' operations for shops. */
export interface WorkbenchShopReads {
  rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<ShopRankingSlice | undefined>;
  stream(query: RankingQuery, limit: number, batchSize?: number): AsyncIterable<ShopRow[]>;
  summary(id: string): Promise<ShopSummary | undefined>;
  history(id: string, from: string, to: string): Promise<ShopHistory | undefined>;
  /** A shop's id or link (or a product link: its shop) or words of its name: up to 20 matches, best first. */
  find(q: string, site?: string): Promise<ItemRef[]>;
}

export interface KeywordSummary {
  day: string;
  item: KeywordRow;
  /** Its search index over 1, 7, 30, 90 and 180 days ending on the data day. */
  searchFigures: SearchFigures[];
  /** The products it finds, in the search's order. */
  shopTop: ProductRow[];
  /** Its place by 30-day search index among its site's words of its category. */
  categoryRank: number | null;
  foundShops: FoundShop[];
  related: KeywordRef[];
}

export interface KeywordHistory {
  day: string;
  currency: string;
  points: KeywordHistoryPoint[];
}

/** The search-word pages' reads (issue 29 item 2): the product reads' operations for words. */
export interface WorkbenchKeywordReads {
  rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<KeywordRow> | undefined>;
  stream(query: RankingQuery, limit: number, batchSize?: number): AsyncIterable<KeywordRow[]>;
  summary(id: string): Promise<KeywordSummary | undefined>;
  history(id: string, from: string, to: string): Promise<KeywordHistory | undefined>;
  /** A word's id or words of it: up to 20 matches, most searched first. */
  find(q: string, site?: string): Promise<ItemRef[]>;
}

export interface CategorySummary {
  day: string;
  item: CategoryRow;
  figures: PeriodFigures[];
  /** Its best-selling products (30 days). */
  shopTop: ProductRow[];
  /** Its best-selling shops (30 days). */
  foundShops: FoundShop[];
  /** Its sub-categories' 30-day sales (a sub-category has none). */
  categories: CategoryShare[];
  /** The price analysis's bands (30 days, edges from the data) that hold products. */
  priceBands: PriceBand[];
  /** Its place by 30-day units among its site's categories (a sub-category: its category's sub-categories). */
  categoryRank: number | null;
}

/** What a contrast shows of a category: its row, its period figures and its place (the summary without its lists). */
export type CategoryCard = Pick<CategorySummary, 'day' | 'item' | 'figures' | 'categoryRank'>;

export interface CategoryHistory {
  day: string;
  currency: string;
  points: ShopHistoryPoint[];
}

/** A scope's price analysis (the contract's Analysis, before the routes add the period, scope and rights). */
export interface CategoryAnalysis {
  day: string;
  periodDays: number;
  currency: string;
  total: WorkbenchSchemas['AnalysisFigures'];
  edges: number[];
  edgesChosen: 'data' | 'member';
  bands: WorkbenchSchemas['AnalysisBand'][];
  /** The dearest selling product's price (null: none sold). */
  maxPrice: number | null;
}

/** The industry pages' reads (issue 29 items 4 and 5): the product reads' operations for categories of a site (absent: all sites), and the price analysis. */
export interface WorkbenchCategoryReads {
  rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<CategoryRow> | undefined>;
  stream(query: RankingQuery, limit: number, batchSize?: number): AsyncIterable<CategoryRow[]>;
  summary(id: string, site?: SiteCode): Promise<CategorySummary | undefined>;
  card(id: string, site?: SiteCode): Promise<CategoryCard | undefined>;
  history(id: string, from: string, to: string, site?: SiteCode): Promise<CategoryHistory | undefined>;
  /** A category's id or words of its name. */
  find(q: string, site?: string): Promise<ItemRef[]>;
  analysis(scope: { site?: SiteCode; categoryId: number; period: 1 | 7 | 30 | 90; edges?: readonly number[]; top?: boolean }): Promise<CategoryAnalysis | undefined>;
}

export interface BrandSummary {
  day: string;
  item: BrandRow;
  figures: PeriodFigures[];
  /** Its best-selling products in the scope (30 days). */
  shopTop: ProductRow[];
  /** The shops selling the most of its products in the scope (30 days). */
  foundShops: FoundShop[];
  /** Its 30-day sales per category, with its share of each category's (`marketShare`). */
  categories: CategoryShare[];
  /** Over all sites: its 30-day sales per site. */
  sites?: BrandSite[];
  /** Its place by 30-day units among the scope's brands of its top category. */
  categoryRank: number | null;
}

export interface BrandHistory {
  day: string;
  currency: string;
  points: ShopHistoryPoint[];
}

/** The brand pages' reads (issue 29 item 3): the product reads' operations for brands of a site (absent: all sites in US dollars). */
export interface WorkbenchBrandReads {
  rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<BrandRow> | undefined>;
  stream(query: RankingQuery, limit: number, batchSize?: number): AsyncIterable<BrandRow[]>;
  summary(id: string, site?: SiteCode): Promise<BrandSummary | undefined>;
  history(id: string, from: string, to: string, site?: SiteCode): Promise<BrandHistory | undefined>;
  /** A brand's id or words of its name: up to 20 matches, best sellers first. */
  find(q: string, site?: string): Promise<ItemRef[]>;
}

export interface WorkbenchReads {
  /** Brands: the same operations over the derived brand table. */
  readonly brands: WorkbenchBrandReads;
  /** Categories (industries): the same operations over the derived category table, and the price analysis. */
  readonly categories: WorkbenchCategoryReads;
  /** Shops: the same operations over the derived shop table. */
  readonly shops: WorkbenchShopReads;
  /** Search words: the same operations over the derived search-word table. */
  readonly keywords: WorkbenchKeywordReads;
  /** The data day, or undefined before the first import was derived. */
  dataDay(): Promise<string | undefined>;
  /** The calendar months the item history holds (`YYYY-MM`), newest first: the month periods a ranking offers. */
  months(): Promise<{ month: string; from: string; to: string }[]>;
  /** The brands of a site and category (either may be absent), most products first: what the brand filter offers. */
  brandsIn(scope: { site?: string; categoryId?: number; marketplace?: 'lazada' }, limit: number): Promise<{ id: number; name: string }[]>;
  /** Rows `offset + 1` to `offset + limit` of the filtered, sorted list, and its size. */
  rankProducts(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice | undefined>;
  /** The first `limit` rows of the list in batches, for a streamed export (memory flat whatever the size). */
  streamProducts(query: RankingQuery, limit: number, batchSize?: number): AsyncIterable<ProductRow[]>;
  productSummary(id: string): Promise<ProductSummary | undefined>;
  /** Days `from` to `to` inclusive (days without a row are left out). */
  productHistory(id: string, from: string, to: string): Promise<ProductHistory | undefined>;
  /** A marketplace link, an id or words of a title: up to 20 matches, best first. */
  findProducts(q: string, site?: string): Promise<ItemRef[]>;
}
