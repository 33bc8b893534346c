// A chunk of its own per entity (ranking-column-sets.ts).
export { PRODUCT_COLUMN_SET } from '@sealens/workbench';
