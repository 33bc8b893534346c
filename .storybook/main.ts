import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';

const config: StorybookConfig = {
  // The libs' stories, and the few an app keeps beside its own shell (the workbench's top bar).
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/web-desktop/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    // The React framework adds no React/Lingui/Tailwind plugins itself; this config gives it the apps' ones.
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  // Without this the build waits on the telemetry endpoint, which this network cannot reach.
  core: { disableTelemetry: true },
};

export default config;
