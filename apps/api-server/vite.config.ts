import { defineConfig } from 'vitest/config';

// A Node bundle, not a web page: SSR build of the server entry. Dependencies stay external and are
// resolved from the workspace node_modules at run time (node dist/apps/api-server/main.js).
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api-server',
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/main.ts',
    outDir: '../../dist/apps/api-server',
    emptyOutDir: true,
    target: 'node20',
    reportCompressedSize: false,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Empties tmp/contract-coverage first; `nx run api-server:contract-coverage` reads it afterwards.
    globalSetup: ['src/contract/coverage-global-setup.ts'],
  },
});
