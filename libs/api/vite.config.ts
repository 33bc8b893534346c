import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig paths so tests resolve @sealens/domain like tsc does.
  resolve: { tsconfigPaths: true },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
