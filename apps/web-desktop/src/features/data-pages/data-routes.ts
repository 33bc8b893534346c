// The five data pages of issue 16 item 3 as one lazily loaded module (one chunk, like the reports:
// they share their tables and calls, and route modules of their own would split shared helpers
// into chunks the first load has to know of).
import * as details from './detection-details-route';
import * as history from './detection-history-route';
import * as list from './detection-list-route';
import * as makeUp from './goods-make-up-route';
import * as receivable from './mall-receivable-route';

/** The route of each data page by its path in the route table (routes.tsx DATA_PAGE_PATHS). */
const DATA_ROUTES = {
  'ExplosionDetection/dataList': list,
  details,
  historyList: history,
  'goods-detail/goodsMakeUp': makeUp,
  'mall-detail/mallReceivable': receivable,
} as const;

export type DataPagePath = keyof typeof DATA_ROUTES;

export function dataRoute(path: DataPagePath) {
  const page = DATA_ROUTES[path];
  return { Component: page.Component, loader: page.loader, handle: page.handle };
}
