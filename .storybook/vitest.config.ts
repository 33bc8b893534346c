import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/e2e/chromium.ts';
import viteConfig from './vite.config';

const configDir = fileURLToPath(new URL('.', import.meta.url));

// Every story becomes a test: it renders in real Chromium, runs its play function, then the a11y checks.
// storybookTest() does not read main.ts's viteConfigPath, so the React/Lingui/Tailwind plugins are merged in here.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir })],
    test: {
      name: 'storybook',
      setupFiles: [`${configDir}vitest.setup.ts`],
      browser: {
        enabled: true,
        headless: true,
        // Debian's Chromium, never Playwright's own download (the machine cannot fetch it).
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
