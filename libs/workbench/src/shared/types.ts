// The contract's shapes the blocks take (openapi/workbench.yaml, generated into @sealens/api).
import type { WorkbenchComponents } from '@sealens/api';

type Schemas = WorkbenchComponents['schemas'];
export type ProductRow = Schemas['ProductRow'];
export type Cut = Schemas['Cut'];
export type Period = Schemas['Period'];
export type PeriodFigures = Schemas['PeriodFigures'];
export type HistoryPoint = Schemas['HistoryPoint'];
export type Contrast = Schemas['Contrast'];
export type ContrastItem = Contrast['items'][number];
export type SavedView = Schemas['SavedView'];
export type ItemRef = Schemas['ItemRef'];
export type Rights = Schemas['Rights'];
export type FigureKinds = Schemas['FigureKinds'];
/** Money of a row in its site's currency, or in US dollars (the all-sites view). */
export type MoneyMode = 'site' | 'usd';
