import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { MobileLayout } from './layouts/mobile-layout';
import { PageLoading } from './page-loading';
import { RootShell } from './root-shell';

// Served under /m. Every page is its own chunk; a route is added together with its page.
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <MobileLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
          { path: 'product', lazy: async () => ({ Component: (await import('../features/product/product-page')).ProductPage }) },
          {
            path: 'QACommunity',
            lazy: async () => ({ Component: (await import('../features/qa-community/qa-community-page')).QaCommunityPage }),
          },
          { path: 'about', lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }) },
          { path: 'register', lazy: async () => ({ Component: (await import('../features/register/register-route')).RegisterRoute }) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/m' });
