// Test helpers of the server renderer (@sealens/ssr/testing): kept out of the main entries so no
// bundle carries vitest.
export { describeRouteQueries, type RouteQuerySuite } from './testing/route-query-probe';
