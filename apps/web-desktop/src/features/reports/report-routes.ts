// The four report pages as one lazily loaded module (one chunk): route modules of their own would
// each be a chunk, and the bundler then splits shared helpers out of the initial bundle into
// chunks of their own, which costs the initial bundle about 1 KB (measured with the budget check).
import * as detail from './report-detail-route';
import * as industryReports from './industry-reports-route';
import * as industry from './industry-route';
import * as reports from './reports-route';

export const reportListRoute = { Component: reports.Component, loader: reports.loader, handle: reports.handle };
export const reportDetailRoute = { Component: detail.Component, loader: detail.loader, handle: detail.handle };
export const industryRoute = { Component: industry.Component, loader: industry.loader, handle: industry.handle };
export const industryReportsRoute = { Component: industryReports.Component, loader: industryReports.loader, handle: industryReports.handle };
