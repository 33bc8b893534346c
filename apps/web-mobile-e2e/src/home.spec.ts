import { MOBILE_UA } from '../../../tools/e2e/fixtures';
import { homeSuite } from '../../../tools/e2e/home-suite';

homeSuite({ name: 'mobile', home: '/m/', userAgent: MOBILE_UA, loginStart: 'accountLogin', viewport: { width: 390, height: 844 } });
