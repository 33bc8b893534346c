// A chunk of its own per entity (ranking-column-sets.ts), with the shop group's brand set.
export { BRAND_COLUMN_SET, STORE_BRAND_COLUMN_SET } from '@sealens/workbench';
