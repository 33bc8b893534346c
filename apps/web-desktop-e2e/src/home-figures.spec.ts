import { homeFiguresSuite } from '../../../tools/e2e/home-figures-suite';

homeFiguresSuite({ name: 'desktop', home: '/', viewport: { width: 1440, height: 900 } });
