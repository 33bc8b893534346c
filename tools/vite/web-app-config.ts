// Vite + Vitest config shared by the two sites; they differ only in name, base path and dev port.
import { defineConfig } from 'vitest/config';
import { reactPlugins, workspaceRoot } from './react-plugins.ts';

export function webAppConfig(options: {
  name: string;
  base: string;
  devPort: number;
  root: string;
  /** Extra dev-server forwards, e.g. the desktop dev server hands /m to the mobile one. */
  devProxy?: Record<string, string>;
}) {
  return defineConfig({
    root: options.root,
    base: options.base,
    plugins: reactPlugins(),
    resolve: { tsconfigPaths: true },
    // `npm run dev` runs the reference server on 4200; the dev servers forward /api to it.
    server: { port: options.devPort, strictPort: true, proxy: { '/api': 'http://localhost:4200', ...options.devProxy } },
    build: {
      outDir: `${workspaceRoot}/dist/apps/${options.name}`,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [`${workspaceRoot}/tools/vite/vitest-setup.ts`],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
