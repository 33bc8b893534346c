// A chunk of its own per entity (ranking-column-sets.ts).
export { CATEGORY_COLUMN_SET } from '@sealens/workbench';
