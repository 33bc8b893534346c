import { MOBILE_E2E_PORT, e2eConfig } from '../../tools/e2e/playwright-config';

export default e2eConfig({ testDir: './src', port: MOBILE_E2E_PORT });
