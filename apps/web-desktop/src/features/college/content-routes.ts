// One entry for every content route of the desktop route table (issue 15): the table names a route
// by its full path and this module gives its loader, component and head. One dynamic import for
// all, and names the table already holds, keep the route table (in the initial bundle) small.
import * as userInfo from './college-user-info-route';
import { classroomHome, collegeOverview } from './content-digest-route';
import { detailRoute, reportArticleRoute } from './content-detail-route';
import { listRoute } from './content-list-route';
import * as tutorials from './free-video-tutorial-route';

const CONTENT_ROUTES = {
  'business-college': collegeOverview,
  'business-college/components/userInfo': () => userInfo,
  'business-college/online-courses/:page?': () => listRoute('courses'),
  'business-college/operate/:page?': () => listRoute('tips'),
  'business-college/ecommerce-intro/:page?': () => listRoute('ecommerce'),
  'business-college/electricity/:page?': () => listRoute('community'),
  'business-college/release-record/:page?': () => listRoute('releases'),
  'business-college/report/:page?': () => listRoute('reports'),
  'article/ecommerce/:id?': () => detailRoute({ list: 'ecommerce' }),
  'article/operate/:id?': () => detailRoute({ list: 'tips' }),
  'article/report/:id?': reportArticleRoute,
  lesson: () => listRoute('lessons'),
  'lesson/:id': () => detailRoute({ list: 'courses' }),
  'college/home': classroomHome,
  IndustryNews: () => listRoute('news'),
  'IndustryNewsDetails/:id?': () => detailRoute({ list: 'news' }),
  'electricity-detail/:id?': () => detailRoute({ list: 'community' }),
  noviceGuide: () => listRoute('guides'),
  'noviceGuide/:id': () => detailRoute({ list: 'guides' }),
  freeVideoTutorial: () => tutorials,
  resource: () => listRoute('resources'),
  'resource/:id': () => detailRoute({ list: 'resources' }),
  successfulCase: () => listRoute('cases'),
} as const;

export type ContentRoutePath = keyof typeof CONTENT_ROUTES;

export function contentRoute(path: ContentRoutePath) {
  return CONTENT_ROUTES[path]();
}
