// Two projects: `unit` (jsdom; shared packages, shell, remotes) and `api` (node; real PGlite, and
// real PostgreSQL too when TEST_DATABASE_URL is set).
const esmDeps = [
  'react-router',
  '@remix-run',
  'cookie-es',
  'set-cookie-parser',
  'jotai',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'nanoid',
  'effect',
  '@effect',
  'prosemirror-[a-z-]+',
  'orderedmap',
  'rope-sequence',
  'w3c-keyname',
  'drizzle-orm',
  '@electric-sql',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'openid-client',
  'oauth4webapi',
  'jose',
];
const transform = {
  '\\.css\\.ts$': '@vanilla-extract/jest-transform',
  '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/scripts/jest/swc-transformer.cjs',
};
// jest's runtime with V8's code cache kept per worker (read the file for why); in every project.
const runtime = '<rootDir>/scripts/jest/cached-runtime.cjs';
const transformIgnorePatterns = [`/node_modules/(?!(${esmDeps.join('|')})/)`];
// scripts/test.mjs's full runs: the API suites as a few group files written into this folder for the
// run (scripts/jest/suite-groups.mjs says why), a root of the api project then only.
const apiGroups = process.env.SHIRUBE_API_GROUPS ? [process.env.SHIRUBE_API_GROUPS] : [];

module.exports = {
  // Jest 30 reads `testTimeout` only here (a project's own is silently ignored: the api project's 30 s
  // never applied and its tests timed out at 5 s under load). API tests create users with argon2 hashes
  // and run real transactions: at load average 25 on 2 cores one takes 5+ s. A guard against hangs, not
  // a speed target. jsdom tests set their own limit in scripts/jest/setup-dom.ts.
  testTimeout: 30_000,
  // jest's order, but the API suites' group files first, heaviest first (read the file).
  testSequencer: '<rootDir>/scripts/jest/sequencer.cjs',
  projects: [
    {
      displayName: 'unit',
      // jest's jsdom environment, its getComputedStyle spared selectors that cannot match (read the file).
      testEnvironment: '<rootDir>/scripts/jest/dom-environment.cjs',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/mf-reader',
        '<rootDir>/mf-editor',
        '<rootDir>/mf-commerce',
        '<rootDir>/mf-seller',
        '<rootDir>/deploy',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.node\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
      transform,
      runtime,
      transformIgnorePatterns,
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/shell', '<rootDir>/deploy', '<rootDir>/shared', '<rootDir>/scripts'],
      testMatch: ['**/*.node.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform,
      runtime,
      transformIgnorePatterns,
    },
    {
      displayName: 'api',
      // node's, plus one PGlite per worker lent to the suites one at a time (scripts/jest/shared-pglite.cjs).
      testEnvironment: '<rootDir>/scripts/jest/api-environment.cjs',
      globalTeardown: '<rootDir>/scripts/jest/api-teardown.cjs',
      roots: ['<rootDir>/api', ...apiGroups],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform,
      runtime,
      // api/dist/server.cjs is the compiled server the suites run against with API_TEST_SERVER=compiled
      // (api/src/testing/server-under-test.ts): loaded as esbuild wrote it, never transformed.
      transformIgnorePatterns: [...transformIgnorePatterns, '<rootDir>/api/dist/'],
    },
  ],
};
