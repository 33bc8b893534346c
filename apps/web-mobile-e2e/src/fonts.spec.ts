import { MOBILE_UA, test } from '../../../tools/e2e/fixtures';
import { fontSuite } from '../../../tools/e2e/font-suite';

test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

fontSuite({ name: 'mobile', home: '/m', plain: '/m/about' });
