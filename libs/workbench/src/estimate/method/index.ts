// @sealens/workbench/method: the method article (issue 33 item 4) for the workbench's method page and
// the sites' public ones, apart from the workbench's blocks so a public page imports nothing else.
export { MethodArticle, METHOD_DESCRIPTION, METHOD_TITLE } from './method-article';
export type { AccuracyFigures, AccuracyTable, MethodArticleProps } from './method-article';
export { loadMethodMessages, registerMethodCatalog } from './method-messages';
export { fetchAccuracyTable } from './fetch-accuracy';
