// The contract's shapes the blocks take (openapi/workbench.yaml, generated into @sealens/api).
import type { WorkbenchComponents } from '@sealens/api';

type Schemas = WorkbenchComponents['schemas'];
export type ProductRow = Schemas['ProductRow'];
export type ShopRow = Schemas['ShopRow'];
export type ShopHistoryPoint = Schemas['ShopHistoryPoint'];
export type CategoryShare = Schemas['CategoryShare'];
export type PriceBand = Schemas['PriceBand'];
export type KeywordRow = Schemas['KeywordRow'];
export type KeywordHistoryPoint = Schemas['KeywordHistoryPoint'];
export type SearchFigures = Schemas['SearchFigures'];
export type FoundShop = Schemas['FoundShop'];
export type KeywordRef = Schemas['KeywordRef'];
/** A category or sub-category of a site or of all sites (issue 29 item 4). */
export type CategoryRow = Schemas['CategoryRow'];
/** A scope's analysis (the analysis page kind): its totals and price bands. */
export type Analysis = Schemas['Analysis'];
export type AnalysisBand = Schemas['AnalysisBand'];
export type Cut = Schemas['Cut'];
export type Period = Schemas['Period'];
export type PeriodFigures = Schemas['PeriodFigures'];
export type HistoryPoint = Schemas['HistoryPoint'];
/** A product's item in a contrast, and a shop's (the contract's items carry one or the other). */
export interface ContrastItem {
  item: ProductRow;
  figures: PeriodFigures;
  points: HistoryPoint[];
}
export interface ShopContrastItem {
  item: ShopRow;
  figures: PeriodFigures;
  points: ShopHistoryPoint[];
}
/** A search word's (issue 29 item 2): its search figures and its days' search index and bid. */
export interface KeywordContrastItem {
  item: KeywordRow;
  figures: SearchFigures;
  points: KeywordHistoryPoint[];
}
/** A category's or sub-category's (issue 29 item 4): its sales figures and its products' days. */
export interface CategoryContrastItem {
  item: CategoryRow;
  figures: PeriodFigures;
  points: ShopHistoryPoint[];
}
export type AnyContrastItem = ContrastItem | ShopContrastItem | KeywordContrastItem | CategoryContrastItem;
export type Contrast = Omit<Schemas['Contrast'], 'items'> & { items: AnyContrastItem[] };

/** Whether a row is a shop's (a shop has a name and a logo, a product a title and a picture). */
export const isShopRow = (row: ProductRow | ShopRow | KeywordRow): row is ShopRow => 'logo' in row;
export const isShopItem = (item: AnyContrastItem): item is ShopContrastItem => 'logo' in item.item;
/** Whether a row is a search word's (it has the word, and neither title nor name). */
export const isKeywordRow = (row: ProductRow | ShopRow | KeywordRow): row is KeywordRow => 'keyword' in row;
export const isKeywordItem = (item: AnyContrastItem): item is KeywordContrastItem => 'keyword' in item.item;
/** Whether a row is a category's (it has its parent and its top-10 share, which no other entity's row has). */
export const isCategoryRow = (row: ProductRow | ShopRow | KeywordRow | CategoryRow): row is CategoryRow => 'parentId' in row && 'top10Share' in row;
export const isCategoryItem = (item: AnyContrastItem): item is CategoryContrastItem => isCategoryRow(item.item);
export type SavedView = Schemas['SavedView'];
/** A shop and its rivals compared (the competitive analysis, issue 30 item 6). */
export type Competition = Schemas['Competition'];
export type ItemRef = Schemas['ItemRef'];
export type Rights = Schemas['Rights'];
export type FigureKinds = Schemas['FigureKinds'];
/** Money of a row in its site's currency, or in US dollars (the all-sites view). */
export type MoneyMode = 'site' | 'usd';
