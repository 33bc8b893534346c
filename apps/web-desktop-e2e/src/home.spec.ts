import { homeSuite } from '../../../tools/e2e/home-suite';

homeSuite({ name: 'desktop', home: '/', desktopWidgets: true });
