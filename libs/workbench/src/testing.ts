// Fixtures for the pages' stories and tests (@sealens/workbench/testing): kept out of the main
// entry so no page bundle builds 2,000 rows.
export { contrastItems, FIXTURE_DAY, historyPoints, ITEM_REFS, MANY_ROWS, periodFigures, productRows, SAVED_VIEWS, THAI_ROWS } from './testing/fixtures';
