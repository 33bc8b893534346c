import { fontSuite } from '../../../tools/e2e/font-suite';

fontSuite({ name: 'desktop', home: '/', plain: '/about' });
