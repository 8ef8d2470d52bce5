import { RuleTester } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./no-import-cycles.cjs');

// A small repository on disk: the rule reads the graph from files, not from the code under test.
const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
const files: Record<string, string> = {
  'package.json': JSON.stringify({ workspaces: ['shared/*', 'app'] }),
  'shared/kit/package.json': JSON.stringify({ name: '@shirube/kit', exports: { '.': './src/index.ts' } }),
  'shared/kit/src/index.ts': "export { used } from './used';",
  'shared/kit/src/used.ts': "import { helper } from '@shirube/kit';\nexport const used = helper;",
  'app/a.ts': "import { b } from './b';\nexport const a = b;",
  'app/b.ts': "import type { A } from './a.js';\nexport const b = 1;",
  // The shape mf-editor's api.tsx ↔ api-full.ts had: a lazy chunk typed by its loader's interface.
  'app/lazy.ts':
    "export interface Calls { go(): void }\nexport const later = () => import('./lazy-target').then((m) => m.calls);",
  'app/lazy-target.ts': "import type { Calls } from './lazy';\nexport const calls: Calls = { go() {} };",
  // …and with the interface in a file of its own: no loop.
  'app/calls.ts': 'export interface Calls { go(): void }',
  'app/loader.ts': "export const later = () => import('./loaded').then((m) => m.calls);",
  'app/loaded.ts': "import type { Calls } from './calls';\nexport const calls: Calls = { go() {} };",
  'app/typeof.ts': "export type Later = typeof import('./typeof-target');",
  'app/typeof-target.ts': "import type { Later } from './typeof';\nexport type X = Later;",
  'app/folder/index.ts': "export * from '../uses-folder';",
  'app/uses-folder.ts': "// import { nothing } from './folder';\nimport './folder';\nexport {};",
  'app/plain.ts':
    "import { b } from './b';\nimport { readFileSync } from 'node:fs';\nexport const p = [b, readFileSync];",
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' },
});
const run = (name: string) => ({ filename: path.join(root, name), code: files[name], options: [{ root }] });

tester.run('no-import-cycles', rule, {
  valid: [run('app/loader.ts'), run('app/loaded.ts'), run('app/calls.ts'), run('app/plain.ts')],
  invalid: [
    // a dynamic import() one way, a type-only import back: a loop all the same
    {
      ...run('app/lazy.ts'),
      errors: [{ messageId: 'cycle', data: { chain: 'app/lazy.ts → app/lazy-target.ts → app/lazy.ts' } }],
    },
    { ...run('app/lazy-target.ts'), errors: [{ messageId: 'cycle' }] },
    // types only, both ways: `typeof import()` and `import type`
    { ...run('app/typeof.ts'), errors: [{ messageId: 'cycle' }] },
    // a value import one way, a type import (with a .js specifier) back
    {
      ...run('app/a.ts'),
      errors: [{ messageId: 'cycle', data: { chain: 'app/a.ts → app/b.ts → app/a.ts' } }],
    },
    { ...run('app/b.ts'), errors: [{ messageId: 'cycle' }] },
    // a folder's index file, and a commented-out import that is not an edge
    { ...run('app/uses-folder.ts'), errors: [{ messageId: 'cycle' }] },
    // a file importing its own package by name
    {
      ...run('shared/kit/src/used.ts'),
      errors: [
        {
          messageId: 'cycle',
          data: { chain: 'shared/kit/src/used.ts → shared/kit/src/index.ts → shared/kit/src/used.ts' },
        },
      ],
    },
  ],
});

// The graph is kept for a second between checks (import-graph.cjs), but never the checked file's own
// imports: a loop saved in an editor is reported on the next check of that file.
test('the checked file is read from disk again on every check', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cycleThrough } = require('./import-graph.cjs');
  const late = path.join(root, 'app/late.ts');
  const target = path.join(root, 'app/late-target.ts');
  writeFileSync(target, "import { x } from './late';\nexport const y = x;");
  writeFileSync(late, 'export const x = 1;');
  expect(cycleThrough(root, late)).toBeNull();
  expect(cycleThrough(root, target)).toBeNull();
  writeFileSync(late, "import { y } from './late-target';\nexport const x = y;");
  expect(cycleThrough(root, late)).toEqual([late, target]);
});
