// Issue 17: the pricing and profit calculator of the desktop site at /pricing (tools/e2e/pricing-suite.ts).
import { pricingSuite } from '../../../tools/e2e/pricing-suite';

pricingSuite({ home: '/', path: '/pricing' });
