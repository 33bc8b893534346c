// One entry for every content route of the desktop route table (issue 15): the table names a route
// by its path and this module gives its loader, component and head. One dynamic import for all, few
// table lines (the college's pages share one route, a list and its items another) keep the route
// table, which is in the initial bundle, small.
import type { RouteHandle } from '@sealens/ssr';
import { createElement, type ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs, type Params } from 'react-router';
import * as userInfo from './college-user-info-route';
import { classroomHome, collegeOverview } from './content-digest-route';
import { detailRoute, reportArticleRoute } from './content-detail-route';
import { listRoute } from './content-list-route';
import { notFound } from './content-loader-support';
import * as tutorials from './free-video-tutorial-route';

interface RouteParts {
  loader?: (args: LoaderFunctionArgs) => unknown;
  Component: ComponentType;
  handle?: RouteHandle;
}

/** One route object for several pages, the page picked from the route's params (null: not found). */
function dispatch(pick: (params: Params) => RouteParts | null) {
  function Component() {
    const page = pick(useParams());
    return page ? createElement(page.Component) : null;
  }
  // Static for every page the route may pick: a list's page number is the only parameter they read.
  const handle: RouteHandle = { head: (args) => pick(args.params)?.handle?.head?.(args) ?? {}, query: ['page'] };
  const loader = (args: LoaderFunctionArgs) => {
    const page = pick(args.params);
    if (!page) throw notFound();
    return page.loader ? page.loader(args) : null;
  };
  return { loader, Component, handle };
}

const once = <T,>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** /business-college/{section?}/{page?}: the overview, the six sections (page numbers) and the reader's corner. */
const COLLEGE: Record<string, () => RouteParts> = {
  'online-courses': once(() => listRoute('courses')),
  operate: once(() => listRoute('tips')),
  'ecommerce-intro': once(() => listRoute('ecommerce')),
  electricity: once(() => listRoute('community')),
  'release-record': once(() => listRoute('releases')),
  report: once(() => listRoute('reports')),
};
const overview = once(collegeOverview);

/** /article/{kind}/{id?}: e-commerce news, operating tips and reports' summaries. */
const ARTICLES: Record<string, () => RouteParts> = {
  ecommerce: once(() => detailRoute({ list: 'ecommerce' })),
  operate: once(() => detailRoute({ list: 'tips' })),
  report: once(reportArticleRoute),
};

/** A list at `path` and its items at `path/{id}`. */
const listAndItems = (list: () => RouteParts, item: () => RouteParts) => dispatch((params) => (params['id'] ? item() : list()));

const CONTENT_ROUTES = {
  'business-college/:s?/:page?': () =>
    dispatch(({ s: section, page }) => {
      if (!section) return overview();
      if (section === 'components') return page === 'userInfo' ? userInfo : null;
      return COLLEGE[section]?.() ?? null;
    }),
  'article/:k/:id?': () => dispatch(({ k }) => ARTICLES[k ?? '']?.() ?? null),
  'lesson/:id?': () => listAndItems(once(() => listRoute('lessons')), once(() => detailRoute({ list: 'courses' }))),
  'college/home': classroomHome,
  IndustryNews: () => listRoute('news'),
  'IndustryNewsDetails/:id?': () => detailRoute({ list: 'news' }),
  'electricity-detail/:id?': () => detailRoute({ list: 'community' }),
  'noviceGuide/:id?': () => listAndItems(once(() => listRoute('guides')), once(() => detailRoute({ list: 'guides' }))),
  freeVideoTutorial: () => tutorials,
  'resource/:id?': () => listAndItems(once(() => listRoute('resources')), once(() => detailRoute({ list: 'resources' }))),
  successfulCase: () => listRoute('cases'),
} as const;

export type ContentRoutePath = keyof typeof CONTENT_ROUTES;

export function contentRoute(path: ContentRoutePath) {
  return CONTENT_ROUTES[path]();
}
