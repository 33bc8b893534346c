// The contract's shapes the blocks take (openapi/workbench.yaml, generated into @sealens/api).
import type { WorkbenchComponents } from '@sealens/api';

type Schemas = WorkbenchComponents['schemas'];
export type ProductRow = Schemas['ProductRow'];
export type ShopRow = Schemas['ShopRow'];
export type ShopHistoryPoint = Schemas['ShopHistoryPoint'];
export type CategoryShare = Schemas['CategoryShare'];
export type PriceBand = Schemas['PriceBand'];
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
export type AnyContrastItem = ContrastItem | ShopContrastItem;
export type Contrast = Omit<Schemas['Contrast'], 'items'> & { items: AnyContrastItem[] };

/** Whether a row is a shop's (a shop has a name and a logo, a product a title and a picture). */
export const isShopRow = (row: ProductRow | ShopRow): row is ShopRow => 'logo' in row;
export const isShopItem = (item: AnyContrastItem): item is ShopContrastItem => isShopRow(item.item);
export type SavedView = Schemas['SavedView'];
export type ItemRef = Schemas['ItemRef'];
export type Rights = Schemas['Rights'];
export type FigureKinds = Schemas['FigureKinds'];
/** Money of a row in its site's currency, or in US dollars (the all-sites view). */
export type MoneyMode = 'site' | 'usd';
