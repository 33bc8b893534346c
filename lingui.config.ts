import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog for the whole product; the English source text is the spec's wording.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'],
  fallbackLocales: { default: 'zh' },
  format: formatter({ lineNumbers: false, origins: true }),
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: ['<rootDir>/apps', '<rootDir>/libs'],
      exclude: ['**/node_modules/**', '**/dist/**', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    },
  ],
  compileNamespace: 'ts',
});
