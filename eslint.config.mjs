// One flat config for the whole workspace. The module-boundary rule below encodes DESIGN.md §1;
// tools/checks/module-boundaries.test.ts proves that a forbidden import fails it.
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

const REACT = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', '@lingui/react', 'radix-ui', 'jotai'];

export const depConstraints = [
  // Layers: apps -> features -> ui / data-access -> util. Nothing points back up.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
    bannedExternalImports: REACT,
  },
  // domain is pure TypeScript shared with the server: it imports nothing of ours and no React.
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:none'], bannedExternalImports: REACT },
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
    bannedExternalImports: REACT,
  },
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
  // Scopes: desktop and mobile never import each other.
  { sourceTag: 'scope:desktop', onlyDependOnLibsWithTags: ['scope:desktop', 'scope:shared'] },
  { sourceTag: 'scope:mobile', onlyDependOnLibsWithTags: ['scope:mobile', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      'libs/i18n/src/locales/**/*.ts',
      'libs/auth/src/agreements/locales/**/*.ts',
      'libs/workbench/src/locales/**/*.ts',
      'libs/workbench/src/sub-categories/locales/**/*.ts',
      'libs/workbench/src/estimate/method/locales/**/*.ts',
      'libs/api/src/generated/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Build configs and e2e specs share helpers from tools/ (not a runtime dependency).
          allow: ['../../tools/vite/*', '../../tools/e2e/*', '../../../tools/e2e/*', '../tools/vite/*', '../tools/e2e/*'],
          banTransitiveDependencies: false,
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
];
