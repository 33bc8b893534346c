import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { MOBILE_LAYOUT_ROUTE_ID, MobileLayout } from './layouts/mobile-layout';
import { PageLoading } from './page-loading';
import { RootShell } from './root-shell';

// Served under /m. One page pattern (README "Writing a page"): a route lazily loads its page module,
// which exports the Component, an optional `loader` and its `handle.head`; the server renders the
// same table. Every page is its own chunk.
const notFoundHandle: RouteHandle = {
  status: 404,
  query: [],
  head: ({ i18n }) => ({ title: i18n._(msg`The page you visited does not exist`) + ' · SeaLens', noindex: true }),
};

export const MOBILE_BASENAME = '/m';

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        // The footer's friendly links are this layout's data (features/footer/footer-data.ts).
        id: MOBILE_LAYOUT_ROUTE_ID,
        element: <MobileLayout />,
        lazy: () => import('../features/footer/footer-data'),
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('../features/home/home-route') },
          { path: 'product', lazy: () => import('../features/product/product-route') },
          { path: 'QACommunity', lazy: () => import('../features/qa-community/qa-community-route') },
          // One chunk with the list (they share the Q&A code): no extra shared chunk for the first load to know of.
          { path: 'answerDetail/:id?', lazy: () => import('../features/qa-community/qa-community-route').then((m) => m.answerDetailRoute) },
          { path: 'about', lazy: () => import('../features/about/about-route') },
          // How each figure is made (issue 33 item 4): its texts are a catalog of their own, there before it renders.
          { path: 'method', lazy: () => import('../features/method/method-route').then(async ({ catalogReady, ...route }) => (await catalogReady(), route)) },
          { path: 'pricing', lazy: () => import('../features/pricing/pricing-route') },
          { path: 'feedback', lazy: () => import('../features/feedback/feedback-route') },
          { path: 'register', lazy: () => import('../features/register/register-route') },
          {
            path: 'lottery',
            lazy: () => import('../features/lottery/lottery-route'),
            // The popup's own address: the lottery page reads the query, the popup adds nothing to it.
            children: [{ path: 'components/:popup', element: null, handle: { query: [] } satisfies RouteHandle }],
          },
          { path: 'agreement', lazy: () => import('../features/agreements/agreement-route') },
          { path: 'policy', lazy: () => import('../features/agreements/agreement-route') },
          { path: 'download', lazy: () => import('../features/download/download-route') },
          { path: 'ReceivePrize', lazy: () => import('../features/lottery/receive-prize-route') },
          { path: 'DeliveryInfo', lazy: () => import('../features/lottery/delivery-info-route') },
          { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
