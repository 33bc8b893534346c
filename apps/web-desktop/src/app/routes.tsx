import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import type { RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { DefaultLayout } from './layouts/default-layout';
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
  head: ({ i18n }) => ({ title: i18n._(msg`The page you visited does not exist`) + ' · SeaLens', noindex: true }),
};

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <DefaultLayout />,
        errorElement,
        children: [
          { index: true, lazy: () => import('../features/home/home-route') },
          { path: 'about', lazy: () => import('../features/about/about-route') },
          { path: 'pluginIntroduce', lazy: () => import('../features/plugin-introduce/plugin-introduce-route') },
          { path: 'register', lazy: () => import('../features/register/register-route') },
          // The member's landing (issue #13 item 1); other /workbench paths keep the not-found page.
          { path: 'workbench/home', lazy: () => import('../features/workbench/workbench-home-route') },
          // Reading content (issue 15; README "Content routes"): in the college's paths the optional
          // segment is a page number, in the article-like paths an item id.
          {
            path: 'business-college',
            lazy: () => import('../features/college/college-layout-route'),
            children: [
              { index: true, lazy: () => import('../features/college/content-digest-route').then((m) => m.collegeOverview()) },
              { path: 'components/userInfo', lazy: () => import('../features/college/college-user-info-route') },
              { path: 'online-courses/:page?', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('courses')) },
              { path: 'operate/:page?', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('tips')) },
              { path: 'ecommerce-intro/:page?', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('ecommerce')) },
              { path: 'electricity/:page?', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('community')) },
              { path: 'release-record/:page?', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('releases')) },
              { path: 'report/:page?', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('reports')) },
            ],
          },
          { path: 'article/ecommerce/:id?', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'ecommerce' })) },
          { path: 'article/operate/:id?', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'tips' })) },
          { path: 'article/report/:id?', lazy: () => import('../features/college/content-detail-route').then((m) => m.reportArticleRoute()) },
          { path: 'lesson', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('lessons')) },
          { path: 'lesson/:id', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'courses' })) },
          { path: 'college/home', lazy: () => import('../features/college/content-digest-route').then((m) => m.classroomHome()) },
          { path: 'IndustryNews', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('news')) },
          { path: 'IndustryNewsDetails/:id?', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'news' })) },
          { path: 'electricity-detail/:id?', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'community' })) },
          { path: 'noviceGuide', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('guides')) },
          { path: 'noviceGuide/:id', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'guides' })) },
          { path: 'freeVideoTutorial', lazy: () => import('../features/college/free-video-tutorial-route') },
          { path: 'resource', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('resources')) },
          { path: 'resource/:id', lazy: () => import('../features/college/content-detail-route').then((m) => m.detailRoute({ list: 'resources' })) },
          { path: 'successfulCase', lazy: () => import('../features/college/content-list-route').then((m) => m.listRoute('cases')) },
        ],
      },
      // The backstage is a product of its own (DESIGN.md §4): until it exists, its paths say so (HTTP 404).
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
