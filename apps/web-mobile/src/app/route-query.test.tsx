// Every mobile page declares the query parameters it renders by (issue 25 item 10; the probe and
// its reasons are in @sealens/ssr/testing).
import { describeRouteQueries } from '@sealens/ssr/testing';
import { createRenderer } from '../entry-server';
import { MOBILE_BASENAME, routes } from './routes';

/** One address of every page of the site (and of a page's variants where it reads differently). */
const PAGES = [
  '/m', '/m/?search=phone', '/m/product', '/m/QACommunity', '/m/answerDetail', '/m/answerDetail/1', '/m/about', '/m/method', '/m/pricing', '/m/feedback', '/m/register',
  '/m/register?actId=a1&aic=c1', '/m/lottery', '/m/lottery/components/rules', '/m/agreement', '/m/policy', '/m/download', '/m/ReceivePrize', '/m/DeliveryInfo', '/m/no-such-page',
];

describeRouteQueries({
  renderer: createRenderer({
    template: '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
    // No API: every call fails as an unreachable backend would; pages render their error states.
    apiFetch: async () => new Response(JSON.stringify({ code: 500, message: 'unavailable' }), { headers: { 'Content-Type': 'application/json' } }),
  }),
  routes,
  basename: MOBILE_BASENAME,
  pages: PAGES,
});
