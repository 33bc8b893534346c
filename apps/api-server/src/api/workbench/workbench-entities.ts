// The workbench's entities (DESIGN.md §6: a few page kinds over a few entities; issue 29 item 1):
// what each one's ranking, export, explanation, history, picker and contrast read, and which of its
// figures are measured or estimated. The routes dispatch on `entity` through this one table, so a
// later entity (brand, word, category) is a row here plus its queries.
import type { RankingQuery, WorkbenchEntity } from '@sealens/domain';

import type { HistoryPoint, ItemRef, PeriodFigures, ProductRow, RankingSlice, ShopHistoryPoint, ShopRow, WorkbenchReads } from '../../market/queries/workbench-reads';
import { type ExportColumn, PRODUCT_EXPORT_COLUMNS, SHOP_EXPORT_COLUMNS } from './export/export-columns';
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
  rating: 'measured',
  followers: 'measured',
};

/** One item's explanation as the routes read it, whatever the entity. */
export interface EntitySummary {
  day: string;
  item: ProductRow | ShopRow;
  figures: PeriodFigures[];
  shopTop: ProductRow[];
  categoryRank: number | null;
  categories?: WorkbenchSchemas['CategoryShare'][];
  priceBands?: WorkbenchSchemas['PriceBand'][];
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
  summary(reads: WorkbenchReads, id: string): Promise<EntitySummary | undefined>;
  history(reads: WorkbenchReads, id: string, from: string, to: string): Promise<{ day: string; currency: string; points: (HistoryPoint | ShopHistoryPoint)[] } | undefined>;
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

export const WORKBENCH_ENTITY_READS: { readonly product: WorkbenchEntityReads<ProductRow>; readonly shop: WorkbenchEntityReads<ShopRow> } = { product, shop };

/** The entity's reads (rows typed loosely: the routes pass them through to the contract's answer). */
export function entityReads(entity: WorkbenchEntity | undefined): WorkbenchEntityReads<ProductRow | ShopRow> {
  return WORKBENCH_ENTITY_READS[entity ?? 'product'] as WorkbenchEntityReads<ProductRow | ShopRow>;
}
