// The test command's e2e run (tools/scripts/test.sh): the desktop and mobile suites in one Playwright
// run on one server. `nx e2e web-desktop-e2e` / `web-mobile-e2e` still run one suite with its own config.
import { fileURLToPath } from 'node:url';
import { bothSuitesConfig } from './playwright-config';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default bothSuitesConfig({
  desktopDir: path('../../apps/web-desktop-e2e/src'),
  mobileDir: path('../../apps/web-mobile-e2e/src'),
  resetDir: path('.'),
});
