import { MOBILE_UA } from '../../../tools/e2e/fixtures';
import { homeSuite } from '../../../tools/e2e/home-suite';

// Axe's meta-viewport rule is off on mobile: spec §2 fixes the viewport.
homeSuite({ name: 'mobile', home: '/m/', userAgent: MOBILE_UA, axe: { disableRules: ['meta-viewport'] }, loginStart: 'accountLogin', viewport: { width: 390, height: 844 } });
