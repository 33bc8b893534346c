import { defineConfig } from 'vite';
import { reactPlugins } from '../tools/vite/react-plugins.ts';

// Same plugins as the apps (React with the Lingui macro, Lingui, Tailwind), so stories render like the product.
export default defineConfig({
  plugins: reactPlugins(),
  resolve: { tsconfigPaths: true },
  // Crawl every story up front: a dependency discovered mid-run makes Vite re-optimise and the
  // browser tests then fail to fetch stale pre-bundled chunks.
  optimizeDeps: { entries: ['libs/**/src/**/*.stories.tsx', '.storybook/preview.tsx'], include: ['uqr'] },
});
