// The Vite plugins every React bundle in the workspace uses: both sites, the libs' tests and Storybook.
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export function reactPlugins(): PluginOption[] {
  return [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // Nx runs Vite from the project folder, so the config path must be explicit.
    lingui({ configPath: `${workspaceRoot}/lingui.config.ts` }),
    tailwindcss(),
  ];
}
