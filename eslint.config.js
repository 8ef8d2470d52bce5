// ESLint flat config: typescript-eslint's recommended rules plus our repo rule keeping apps apart.
// CommonJS on purpose: the root package.json has no "type": "module".
const tseslint = require('typescript-eslint');
const noCrossAppImports = require('./shared/build/eslint/no-cross-app-imports.cjs');

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
  {
    plugins: { shirube: { rules: { 'no-cross-app-imports': noCrossAppImports } } },
    rules: {
      'shirube/no-cross-app-imports': ['error', { root: __dirname }],
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
