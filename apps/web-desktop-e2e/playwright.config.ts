import { e2eConfig } from '../../tools/e2e/playwright-config';

export default e2eConfig({ testDir: './src', port: 4310, staticHosting: true });
