// Every desktop page declares the query parameters it renders by (issue 25 item 10; the probe and
// its reasons are in @sealens/ssr/testing).
import { describeRouteQueries } from '@sealens/ssr/testing';
import { createRenderer } from '../entry-server';
import { routes } from './routes';

/** One address of every page of the site (and of a page's variants where it reads differently). */
const PAGES = [
  '/', '/?search=phone', '/about', '/pluginIntroduce', '/pricing', '/register', '/register?actId=a1&aic=c1', '/lottery', '/oauth', '/oauth?code=c1',
  '/login', '/workbench/login', '/success', '/moreShopAuthorize', '/shopeeGreenEntryChannel', '/feedback',
  '/promote', '/promote/pc', '/promote/landpage/1', '/promote/pc/success', '/promote/mobile', '/promote/mobile2', '/promote/mobile3', '/promote/mobile/success', '/promote/mobile2/success', '/promote/mobile3/success',
  '/QACommunity', '/QACommunity/2', '/answerDetail', '/answerDetail/1', '/post', '/post/1',
  '/report', '/report/1', '/industry', '/industry/report',
  '/ExplosionDetection/dataList', '/details', '/details?id=1', '/historyList', '/goods-detail/goodsMakeUp', '/mall-detail/mallReceivable',
  '/business-college', '/business-college/operate/2', '/business-college/components/userInfo', '/article/ecommerce/1',
  '/lesson', '/lesson/1', '/college/home', '/IndustryNews', '/IndustryNewsDetails/1', '/electricity-detail/1', '/noviceGuide', '/noviceGuide/1',
  '/freeVideoTutorial', '/resource', '/resource/1', '/successfulCase', '/method', '/no-such-page',
];

describeRouteQueries({
  renderer: createRenderer({
    template: '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
    // No API: every call fails as an unreachable backend would; pages render their error states.
    apiFetch: async () => new Response(JSON.stringify({ code: 500, message: 'unavailable' }), { headers: { 'Content-Type': 'application/json' } }),
  }),
  routes,
  pages: PAGES,
  redirects: ['/moblie/lottery', '/IndustryNewsDetails', '/electricity-detail', '/article/ecommerce'],
  // The workbench's pages have their own shell and page kinds, tested apart (issue 26).
  skipRoute: (route) => route.id === 'workbench-shell',
});
