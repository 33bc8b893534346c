import { defineConfig } from 'vitest/config';

// A Node bundle, not a web page: SSR build of the server entry. Dependencies stay external and are
// resolved from the workspace node_modules at run time (node dist/apps/api-server/main.js).
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api-server',
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    outDir: '../../dist/apps/api-server',
    emptyOutDir: true,
    target: 'node20',
    reportCompressedSize: false,
    // The server, and the thread that renders pages beside it (static/render-workers.ts).
    rollupOptions: {
      input: { main: 'src/main.ts', 'render-worker': 'src/static/render-worker.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, which made this the
    // test command's longest stage (794 s, the sum of its files). Its files are mostly the embedded
    // database's single-threaded work, so two workers use both cores.
    maxWorkers: 2,
    // A hook's default 10 s is short for closing (dropping) a test database on a busy 2-core machine: a file
    // whose tests all passed failed on its afterAll (live-routes, load 8, 2026-11-28).
    hookTimeout: 60_000,
    // Likewise a test's default 5 s: loading the contracts alone took over 5 s at load 11.
    testTimeout: 30_000,
    // Empties tmp/contract-coverage first; `nx run api-server:contract-coverage` reads it afterwards.
    globalSetup: ['src/contract/coverage-global-setup.ts', 'src/security/test-run-setup.ts'],
  },
});
