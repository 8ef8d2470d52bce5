// ESLint flat config: typescript-eslint's recommended rules, the type-aware promise rules (a floating or
// misused promise hides failures), React's hooks rules (recommended) and our repo rules keeping apps apart
// and files out of import cycles.
// CommonJS on purpose: the root package.json has no "type": "module".
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const noCrossAppImports = require('./shared/build/eslint/no-cross-app-imports.cjs');
const noImportCycles = require('./shared/build/eslint/no-import-cycles.cjs');

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '.data/**',
      '.e2e-data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  ...tseslint.configs.recommended,
  // Playwright fixtures call `use(...)`: not React, so e2e/ is outside the hooks rules.
  { ...reactHooks.configs.flat.recommended, ignores: ['e2e/**'] },
  {
    // Type-aware rules on two programs: the root tsconfig's (every package, e2e/ included) and deploy/'s.
    // Not the project service: it gave e2e/ files their nearest tsconfig (e2e/tsconfig.json), a second
    // program that type-checked again everything e2e/ imports (≈ 30 of eslint's ≈ 190 CPU-seconds).
    // A typed file in neither program is an error here, not silently untyped.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    // Build configs and repo tooling belong to no package tsconfig: plain (untyped) rules there.
    ignores: [
      '**/rsbuild.config.ts',
      'api/drizzle.config.ts',
      '**/scripts/**',
      'bench/**',
      'shared/build/eslint/**',
    ],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './deploy/tsconfig.json'], tsconfigRootDir: __dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    plugins: {
      shirube: { rules: { 'no-cross-app-imports': noCrossAppImports, 'no-import-cycles': noImportCycles } },
    },
    rules: {
      'shirube/no-cross-app-imports': ['error', { root: __dirname }],
      'shirube/no-import-cycles': ['error', { root: __dirname }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', 'eslint.config.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Journeys drive server-rendered pages: their `test` waits for the app after each navigation.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Use `test` from './support/app-ready' (it waits for the app to take over each page).",
            },
          ],
        },
      ],
    },
  },
);
