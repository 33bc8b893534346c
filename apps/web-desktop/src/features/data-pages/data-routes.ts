// The five data pages of issue 16 item 3 as one lazily loaded module (one chunk, like the reports:
// they share their tables and calls, and route modules of their own would split shared helpers
// into chunks the first load has to know of).
import * as details from './detection-details-route';
import * as history from './detection-history-route';
import * as list from './detection-list-route';
import * as makeUp from './goods-make-up-route';
import * as receivable from './mall-receivable-route';

export const detectionListRoute = { Component: list.Component, loader: list.loader, handle: list.handle };
export const detectionDetailsRoute = { Component: details.Component, loader: details.loader, handle: details.handle };
export const detectionHistoryRoute = { Component: history.Component, loader: history.loader, handle: history.handle };
export const goodsMakeUpRoute = { Component: makeUp.Component, loader: makeUp.loader, handle: makeUp.handle };
export const mallReceivableRoute = { Component: receivable.Component, loader: receivable.loader, handle: receivable.handle };
