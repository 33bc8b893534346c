// Every desktop route of spec §2 answers a real page (issue 16 "Done when").
import { routeWalk } from '../../../tools/e2e/route-walk';

// Spec §2 "Desktop routes", in its order; {id} parameters take demo values.
const ROUTES = [
  '/',
  '/about',
  '/login',
  '/register',
  '/lottery',
  '/oauth',
  '/success',
  '/successfulCase',
  '/resource',
  '/resource/resource-3',
  '/moreShopAuthorize',
  '/noviceGuide',
  '/noviceGuide/guide-2',
  '/freeVideoTutorial',
  '/pluginIntroduce',
  '/shopeeGreenEntryChannel',
  '/business-college',
  '/business-college/components/userInfo',
  '/business-college/ecommerce-intro/1',
  '/business-college/electricity/1',
  '/business-college/online-courses/1',
  '/business-college/operate/1',
  '/business-college/release-record/1',
  '/business-college/report/1',
  '/industry',
  '/industry/report',
  '/IndustryNews',
  '/IndustryNewsDetails/news-3',
  '/lesson',
  '/lesson/course-2',
  '/college/home',
  '/ExplosionDetection/dataList',
  '/details',
  '/historyList',
  '/article/ecommerce/article-1',
  '/article/operate/tip-2',
  '/article/report/report-1',
  '/answerDetail/1',
  '/QACommunity',
  '/electricity-detail/case-1',
  '/post/1',
  '/report/report-1',
  '/promote/pc',
  '/promote/pc2',
  '/promote/mobile',
  '/promote/mobile2',
  '/promote/mobile3',
  '/promote/landpage/1',
  '/promote/mobile/success',
  '/promote/mobile2/success',
  '/promote/mobile3/success',
  '/promote/index_1',
  '/goods-detail/goodsMakeUp',
  '/mall-detail/mallReceivable',
];

// Routes built on another branch that has not merged yet: none since the issue 15 and 16 branches merged.
const EXPECTED_MISSING: string[] = [];

// Pages of spec §2 not built yet (named here, not hidden in the list above): none since issue 16's pages.
const NOT_BUILT_YET: string[] = [];

routeWalk({ routes: ROUTES, expectedMissing: EXPECTED_MISSING, notBuiltYet: NOT_BUILT_YET });
