import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorLayout } from './layouts/error-layout';
import { PageLoading } from './page-loading';
import { RootShell } from './root-shell';

// Every page is its own chunk (route-level code splitting). A route is added together with its page.
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: (
      <ErrorLayout>
        <ErrorPage />
      </ErrorLayout>
    ),
    HydrateFallback: PageLoading,
    children: [
      {
        element: <DefaultLayout />,
        errorElement: (
          <ErrorLayout>
            <ErrorPage />
          </ErrorLayout>
        ),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
          { path: 'about', lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }) },
          {
            path: 'pluginIntroduce',
            lazy: async () => ({
              Component: (await import('../features/plugin-introduce/plugin-introduce-page')).PluginIntroducePage,
            }),
          },
          { path: 'register', lazy: async () => ({ Component: (await import('../features/register/register-route')).RegisterRoute }) },
        ],
      },
      // The backstage is a product of its own (DESIGN.md §4): until it exists, its paths say so.
      {
        path: '*',
        element: (
          <ErrorLayout>
            <NotFoundPage />
          </ErrorLayout>
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
