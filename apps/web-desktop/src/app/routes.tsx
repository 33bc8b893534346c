import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import type { RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import type { ContentRoutePath } from '../features/college/content-routes';
import { NotFoundPage } from '../features/errors/not-found-page';
import { DefaultLayout, SITE_LAYOUT_ROUTE_ID } from './layouts/default-layout';
import { ErrorLayout } from './layouts/error-layout';
import { PageLoading } from './page-loading';
import { RootShell } from './root-shell';

// One page pattern (README "Writing a page"): a route lazily loads its page module, which exports the
// Component, an optional `loader` (its data, on the server and in the browser) and its `handle.head`.
// The server renders the same table; every page is its own chunk (route-level code splitting).
const errorElement = (
  <ErrorLayout>
    <ErrorPage />
  </ErrorLayout>
);

const notFoundHandle: RouteHandle = {
  status: 404,
  // Outside the site layout, but with its header, whose data menu carries the page's urlCode.
  query: ['urlCode'],
  head: ({ i18n }) => ({ title: i18n._(msg`The page you visited does not exist`) + ' · SeaLens', noindex: true }),
};

// The four report pages share one chunk (see report-routes.ts).
const reportRoutes = () => import('../features/reports/report-routes');
// The five data pages of issue 16 item 3 share one chunk (see data-routes.ts). Spec §2 also names the
// detection pages under /ExplosionDetection/: those addresses redirect to /details and /historyList.
const dataRoutes = () => import('../features/data-pages/data-routes');
const DATA_PAGE_PATHS = ['ExplosionDetection/dataList', 'ExplosionDetection?/details', 'ExplosionDetection?/historyList', 'goods-detail/goodsMakeUp', 'mall-detail/mallReceivable'] as const;
/** The content routes of issue 15 by their full path: one chunk for all (features/college/content-routes.ts). */
const contentPages = (paths: ContentRoutePath[]): RouteObject[] =>
  paths.map((path) => ({ path, lazy: () => import('../features/college/content-routes').then((m) => m.contentRoute(path)) }));

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement,
    HydrateFallback: PageLoading,
    children: [
      {
        // The footer's friendly links are this layout's data (features/footer/footer-data.ts).
        id: SITE_LAYOUT_ROUTE_ID,
        element: <DefaultLayout />,
        lazy: () => import('../features/footer/footer-data'),
        errorElement,
        children: [
          { index: true, lazy: () => import('../features/home/home-route') },
          { path: 'about', lazy: () => import('../features/about/about-route') },
          // How each figure is made (issue 33 item 4): its texts are a catalog of their own, there before it renders.
          { path: 'method', lazy: () => import('../features/method/method-route').then(async ({ catalogReady, ...route }) => (await catalogReady(), route)) },
          { path: 'pluginIntroduce', lazy: () => import('../features/plugin-introduce/plugin-introduce-route') },
          { path: 'pricing', lazy: () => import('../features/pricing/pricing-route') },
          { path: 'register', lazy: () => import('../features/register/register-route') },
          { path: 'lottery', lazy: () => import('../features/lottery/lottery-route') },
          { path: 'oauth', lazy: () => import('../features/oauth/oauth-route') },
          // Issue 16 item 3: the login page, the authorisation success page, multi-shop authorisation
          // and the Shopee green entry channel.
          // Also spec §2's /workbench/login (the header's register | login opens it with urlCode).
          { path: 'workbench?/login', lazy: () => import('../features/login/login-route') },
          { path: 'success', lazy: () => import('../features/success/success-route') },
          { path: 'moreShopAuthorize', lazy: () => import('../features/shop-authorize/shop-authorize-route') },
          { path: 'shopeeGreenEntryChannel', lazy: () => import('../features/green-channel/green-channel-route') },
          { path: 'feedback', lazy: () => import('../features/feedback/feedback-route') },
          // Spec §2 spells it so: the old address of the mobile site.
          { path: 'moblie/*', lazy: () => import('../features/moblie/moblie-route') },
          { path: 'promote', lazy: () => import('../features/promote/promote-route') },
          { path: 'promote/:variant', lazy: () => import('../features/promote/promote-route') },
          { path: 'promote/landpage/1', lazy: () => import('../features/promote/promote-route') },
          { path: 'promote/:variant/success', lazy: () => import('../features/promote/promote-success-route') },
          // The Q&A community (issue 15): the list's optional segment is its page number, the others ids.
          // One chunk for its three pages (they share the Q&A code): no shared chunk for the first load to know of.
          { path: 'QACommunity/:page?', lazy: () => import('../features/qa-community/qa-routes').then((m) => m.list) },
          { path: 'answerDetail/:id?', lazy: () => import('../features/qa-community/qa-routes').then((m) => m.answerDetail) },
          { path: 'post/:id?', lazy: () => import('../features/qa-community/qa-routes').then((m) => m.post) },
          // Reports in the PDF viewer (issues 14, 15 item 2): lists page by `?page=N`, /report/{id} opens one.
          { path: 'report', lazy: () => reportRoutes().then((m) => m.reportListRoute) },
          { path: 'report/:id', lazy: () => reportRoutes().then((m) => m.reportDetailRoute) },
          { path: 'industry', lazy: () => reportRoutes().then((m) => m.industryRoute) },
          { path: 'industry/report', lazy: () => reportRoutes().then((m) => m.industryReportsRoute) },
          // Explosion detection and the two detail pages (issue 16 item 3): ids and filters in the query.
          ...DATA_PAGE_PATHS.map((path) => ({ path, lazy: () => dataRoutes().then((m) => m.dataRoute(path)) })),
          // Reading content (issue 15; README "Content routes"): in the college's paths the optional
          // segment is a page number, in the article-like paths an item id.
          ...contentPages([
            'business-college/:s?/:page?',
            'article/:k/:id?',
            'lesson/:id?',
            'college/home',
            'IndustryNews',
            'IndustryNewsDetails/:id?',
            'electricity-detail/:id?',
            'noviceGuide/:id?',
            'freeVideoTutorial',
            'resource/:id?',
            'successfulCase',
          ]),
        ],
      },
      // The mobile promotion pages in spec §2's mobile layout (header and tab bar), itself loaded
      // with them: static segments outrank promote/:variant above.
      {
        lazy: () => import('./layouts/promote-mobile-layout'),
        errorElement,
        children: ['promote/mobile', 'promote/mobile2', 'promote/mobile3'].flatMap((path) => [
          { path, lazy: () => import('../features/promote/promote-route') },
          { path: `${path}/success`, lazy: () => import('../features/promote/promote-success-route') },
        ]),
      },
      // The workbench (issue 26): a layout of its own, and one route for all its pages (each a page
      // kind's configuration, features/workbench/workbench-pages.ts); a path not built yet answers the
      // not-found page (HTTP 404), as DESIGN.md §4 asks.
      {
        id: 'workbench-shell',
        path: 'workbench',
        lazy: () => import('../features/workbench/load-workbench').then((m) => m.loadShell()),
        children: [{ path: '*', lazy: () => import('../features/workbench/load-workbench').then((m) => m.loadPage()) }],
      },
      // Any other address, the workbench's unbuilt pages included: the honest not-found page (HTTP 404).
      {
        path: '*',
        handle: notFoundHandle,
        element: (
          <ErrorLayout withSiteHeader>
            <NotFoundPage />
          </ErrorLayout>
        ),
      },
    ],
  },
];
