// A chunk of its own per entity (ranking-column-sets.ts).
export { KEYWORD_COLUMN_SET } from '@sealens/workbench';
