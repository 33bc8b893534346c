// Fixtures for the pages' stories and tests (@sealens/workbench/testing): kept out of the main
// entry so no page bundle builds 2,000 rows.
export {
  CATEGORY_SHARES,
  contrastItems,
  FIXTURE_DAY,
  historyPoints,
  ITEM_REFS,
  MANY_ROWS,
  periodFigures,
  PRICE_BANDS,
  productRows,
  SAVED_VIEWS,
  shopContrastItems,
  shopHistoryPoints,
  shopRows,
  THAI_ROWS,
  THAI_SHOPS,
} from './testing/fixtures';
export { FOUND_SHOPS, keywordHistoryPoints, keywordRows, RELATED_WORDS, THAI_WORDS } from './testing/keyword-fixtures';
export { allSitesCategoryContrastItems, categoryContrastItems, categoryRows, PRICE_ANALYSIS, THAI_CATEGORIES } from './testing/category-fixtures';
export { REALTIME_ANSWER } from './testing/realtime-fixtures';
