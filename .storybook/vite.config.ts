import { defineConfig } from 'vite';
import { reactPlugins } from '../tools/vite/react-plugins.ts';

// Same plugins as the apps (React with the Lingui macro, Lingui, Tailwind), so stories render like the product.
export default defineConfig({
  plugins: reactPlugins(),
  resolve: { tsconfigPaths: true },
});
