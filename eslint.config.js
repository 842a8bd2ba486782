import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { boundaryZones, apiModuleBoundary, kebabCaseFiles } from './scripts/lint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      'data/**',
      'apps/web/src/paraglide/**',
      'apps/api/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/api/*.mjs', 'bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Configuration is read in one place only (STYLE rule 4).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through config/env.ts.',
        },
      ],
    },
  },
  {
    // The map in docs/architecture.md, enforced: who may import whom, no cycles, kebab-case files.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX, sukoon: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Imports name their files with the extension (`./x.ts`), so Node's own resolution finds them.
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      // One zone per web feature (no feature imports another features/ folder or app/), web ✗ api,
      // api ✗ web, contract ✗ apps: the zones are built in scripts/lint-boundaries.mjs.
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones(import.meta.dirname) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'sukoon/kebab-case-files': 'error',
    },
  },
  {
    // An API module reaches another only through the services handed to it, imported as types.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', '**/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', apiModuleBoundary] },
  },
);
