import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Only what tests and stories say: no catalog carries their strings.
const NOT_SHIPPED = ['**/node_modules/**', '**/dist/**', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];
// The full agreement texts are long and read by few visitors, so they live in a catalog of their own
// that the agreement dialog loads on demand instead of in the one every page downloads.
const AGREEMENT_TEXTS = '<rootDir>/libs/auth/src/agreements/texts';
// The members' workbench (issue 26) has a catalog of its own too: its interface is loaded when a
// workbench page is, not with every public page (the site catalogs have size budgets).
const WORKBENCH = ['<rootDir>/libs/workbench/src', '<rootDir>/apps/web-desktop/src/features/workbench'];
// The sub-categories' names (69 of them) are loaded when a sub-category is first shown, not with
// every workbench page (that page's first load has a budget).
const SUB_CATEGORIES = '<rootDir>/libs/workbench/src/sub-categories';
// The method article (issue 33 item 4): long texts that only the method pages load.
const METHOD = '<rootDir>/libs/workbench/src/estimate/method';
// The workbench catalog is split by page kind: the ranking kind's pages (the shell, the ranking
// tables and their column sets, filters, views and export) load `workbench`, every other kind also
// loads `workbench-kinds` (its kind's module awaits it before the first render, kinds/page-kinds.ts)
// with the blocks below, which no ranking page shows. A string used in both is in both.
const OTHER_KINDS_CODE = [
  ...['analysis', 'blue-ocean', 'charts', 'competition', 'contrast', 'dashboard', 'explanation', 'finder', 'history', 'keyword', 'matrix', 'picker', 'realtime', 'search', 'shop', 'tiktok'].map(
    (dir) => `<rootDir>/libs/workbench/src/${dir}`,
  ),
  ...['analysis', 'blue-ocean', 'contrast', 'explanation', 'finder', 'matrix', 'realtime', 'search', 'sourcing', 'tiktok'].map(
    (kind) => `<rootDir>/apps/web-desktop/src/features/workbench/kinds/${kind}`,
  ),
];
// The monitor centre (issue 31) has a part of its own, `workbench-monitor`, loaded by the monitor
// pages' kind and by the follow panel when a member first opens it: neither a ranking page nor the
// other kinds' pages load the monitors' ~200 strings.
const MONITOR = [
  '<rootDir>/libs/workbench/src/monitor',
  '<rootDir>/libs/workbench/src/follow',
  '<rootDir>/libs/workbench/src/follow-star',
  '<rootDir>/apps/web-desktop/src/features/workbench/kinds/monitor',
];

// The main catalog holds the whole product's interface; the English source text is the spec's wording.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'],
  fallbackLocales: { default: 'zh' },
  format: formatter({ lineNumbers: false, origins: true }),
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: ['<rootDir>/apps', '<rootDir>/libs'],
      exclude: [...NOT_SHIPPED, `${AGREEMENT_TEXTS}/**`, ...WORKBENCH.map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/libs/workbench/src/locales/{locale}/workbench',
      include: WORKBENCH,
      exclude: [...NOT_SHIPPED, `${SUB_CATEGORIES}/**`, `${METHOD}/**`, ...[...OTHER_KINDS_CODE, ...MONITOR].map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/libs/workbench/src/locales/{locale}/workbench-kinds',
      include: OTHER_KINDS_CODE,
      exclude: NOT_SHIPPED,
    },
    {
      path: '<rootDir>/libs/workbench/src/locales/{locale}/workbench-monitor',
      include: MONITOR,
      exclude: NOT_SHIPPED,
    },
    {
      path: `${METHOD}/locales/{locale}/method`,
      include: [METHOD],
      exclude: NOT_SHIPPED,
    },
    {
      path: `${SUB_CATEGORIES}/locales/{locale}/sub-categories`,
      include: [SUB_CATEGORIES],
      exclude: NOT_SHIPPED,
    },
    {
      // Explicit message ids (agreement.service.s1.title ...) keep this catalog readable.
      path: '<rootDir>/libs/auth/src/agreements/locales/{locale}/agreements',
      include: [AGREEMENT_TEXTS],
      exclude: NOT_SHIPPED,
    },
  ],
  compileNamespace: 'ts',
});
