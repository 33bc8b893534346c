// Vite + Vitest config shared by the two sites; they differ only in name, base path and dev port.
// `vite build` builds the browser bundle into dist/apps/<name>; `vite build --ssr` builds the
// server entry (src/entry-server.tsx) into dist/apps/<name>-server, one self-contained file the
// reference server loads at start (no node_modules lookups at request time).
import { defineConfig } from 'vitest/config';
import { pdfjsAssets } from './pdfjs-assets.ts';
import { reactPlugins, workspaceRoot } from './react-plugins.ts';
import { siteCatalog } from './site-catalog.ts';

const FRAMEWORK_PACKAGES = /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|jotai|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/;
// Our own modules that the first load runs and lazy pages import too: left to the bundler each became
// a chunk of its own (auth store, locales, class helpers, the preload helper), seven extra requests
// before hydration and 1.0 / 0.8 KB gzip of wrappers (desktop / mobile). The budget check counts the
// first load's files, so a module that drops out of the first load shows up there. use-online-status:
// the offline banner's, and the widgets' failure message's since issue 27 item 8 (a fourth file on the phone).
const FIRST_LOAD_SHARED = /(vite\/preload-helper|libs\/auth\/src\/store\/(auth-store|app-atoms|persisted-state|info-atoms|auth-store-context|server-view|use-is-logged-in)|libs\/domain\/src\/(history|constants|locales)|libs\/ui\/src\/lib\/(cn|focus-ring|when-near|use-online-status)|libs\/market\/src\/shared\/cx)\.(ts|tsx|js)$/;

// React Router publishes its code twice, identical but for one flag: the development build's
// ENABLE_DEV_WARNINGS is true (console warnings about route definitions, a 'Hey developer' note in its
// default error boundary), and the package's exports name only that one. A build takes the production
// twin, so the minifier drops the warnings: -0.6 KB gzip of each site's first load (issue 28).
// web-app-config.test.ts checks that the two still differ in that flag alone.
export const REACT_ROUTER_PRODUCTION = `${workspaceRoot}/node_modules/react-router/dist/production/index.mjs`;

export function webAppConfig(options: {
  name: string;
  base: string;
  devPort: number;
  root: string;
  /** Extra dev-server forwards, e.g. the desktop dev server hands /m to the mobile one. */
  devProxy?: Record<string, string>;
}) {
  return defineConfig(({ isSsrBuild, command }) => ({
    root: options.root,
    base: options.base,
    plugins: [...reactPlugins(), siteCatalog(options.name), pdfjsAssets()],
    resolve: { tsconfigPaths: true, alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
    // `npm run dev` runs the reference server on 4200; the dev servers forward /api to it.
    server: { port: options.devPort, strictPort: true, proxy: { '/api': 'http://127.0.0.1:4200', ...options.devProxy } },
    ssr: { noExternal: true, target: 'node' },
    // Bundled React must take its production build on the server whatever NODE_ENV says.
    define: isSsrBuild && command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: isSsrBuild
      ? {
          outDir: `${workspaceRoot}/dist/apps/${options.name}-server`,
          emptyOutDir: true,
          target: 'node20',
          ssr: 'src/entry-server.tsx',
          copyPublicDir: false,
          reportCompressedSize: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
        }
      : {
          outDir: `${workspaceRoot}/dist/apps/${options.name}`,
          emptyOutDir: true,
          target: 'es2022',
          reportCompressedSize: false,
          // The libraries every page runs in one chunk (issue 9): left to itself the bundler cuts them
          // into many small shared chunks (lazy routes import them too), each with its own wrapper,
          // import list and request: 1.8 KB gzip more on the desktop's first load. Only packages the
          // first load runs whole belong here (a module in a group is loaded with it).
          rollupOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: (id: string) => FRAMEWORK_PACKAGES.test(id) || FIRST_LOAD_SHARED.test(id) }] } } },
        },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [`${workspaceRoot}/tools/vite/vitest-setup.ts`],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  }));
}
