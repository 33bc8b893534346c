// Issue 17: the pricing and profit calculator of the mobile site at /m/pricing (tools/e2e/pricing-suite.ts).
import { MOBILE_UA, test } from '../../../tools/e2e/fixtures';
import { pricingSuite } from '../../../tools/e2e/pricing-suite';

const VIEWPORT = { width: 390, height: 844 };
test.use({ userAgent: MOBILE_UA, viewport: VIEWPORT, isMobile: true, hasTouch: true });

pricingSuite({
  home: '/m',
  path: '/m/pricing',
   
  context: { userAgent: MOBILE_UA, viewport: VIEWPORT, isMobile: true },
});
