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
];
const transform = {
  '\\.css\\.ts$': '@vanilla-extract/jest-transform',
  '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/scripts/jest/swc-transformer.cjs',
};
const transformIgnorePatterns = [`/node_modules/(?!(${esmDeps.join('|')})/)`];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // A page test renders a whole remote in jsdom and walks it like a user (userEvent types key by key):
      // 1–3 s on an idle machine, 5+ s at load average 25 on 2 cores. A guard against hangs, not a speed
      // target: the suite must pass on a machine that busy.
      testTimeout: 20000,
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
      transformIgnorePatterns,
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/shell', '<rootDir>/deploy', '<rootDir>/shared', '<rootDir>/scripts'],
      testMatch: ['**/*.node.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      // Each suite creates a database and migrates it in beforeAll; on a loaded 2-core CI machine that can
      // pass jest's 5 s default. A guard against hangs, not a speed target.
      testTimeout: 30000,
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
