import { MOBILE_UA } from '../../../tools/e2e/fixtures';
import { homeFiguresSuite } from '../../../tools/e2e/home-figures-suite';

homeFiguresSuite({ name: 'mobile', home: '/m/', userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, touch: true });
