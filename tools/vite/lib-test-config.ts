// Vitest config shared by the React libs: jsdom, Testing Library matchers, the Lingui macro.
import { defineConfig } from 'vitest/config';
import { reactPlugins, workspaceRoot } from './react-plugins.ts';

export function libTestConfig() {
  return defineConfig({
    plugins: reactPlugins(),
    resolve: { tsconfigPaths: true },
    // Each lib has its own package.json, which Vite would take as the edge of what it may serve;
    // the shared setup file lives in tools/.
    server: { fs: { allow: [workspaceRoot] } },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [`${workspaceRoot}/tools/vite/vitest-setup.ts`],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  });
}
