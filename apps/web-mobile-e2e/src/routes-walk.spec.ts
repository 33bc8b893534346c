// Every mobile route of spec §2 answers a real page (issue 16 "Done when").
import { MOBILE_UA, test } from '../../../tools/e2e/fixtures';
import { routeWalk } from '../../../tools/e2e/route-walk';

test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Spec §2 "Mobile routes", in its order, the seven lottery popups and /moblie; {id?} takes a demo value.
const ROUTES = [
  '/m',
  '/m/about',
  '/m/agreement',
  '/m/DeliveryInfo',
  '/m/download',
  '/m/lottery',
  '/m/policy',
  '/m/product',
  '/m/QACommunity',
  '/m/ReceivePrize',
  '/m/register',
  '/m/answerDetail/1',
  '/m/lottery/components/activity-ended',
  '/m/lottery/components/copy-success',
  '/m/lottery/components/invitation-record',
  '/m/lottery/components/not-win',
  '/m/lottery/components/rules',
  '/m/lottery/components/winning',
  '/m/lottery/components/winning-record',
  '/moblie',
];

// Routes built on another branch that has not merged yet: none since the issue 15 and 16 branches merged.
const EXPECTED_MISSING: string[] = [];
// Issue 16 item 4 pages this branch has not built (its report says so).
const NOT_BUILT_YET: string[] = [];

routeWalk({ routes: ROUTES, expectedMissing: EXPECTED_MISSING, notBuiltYet: NOT_BUILT_YET });
