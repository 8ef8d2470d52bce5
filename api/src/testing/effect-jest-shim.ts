// WORKAROUND (remove when scripts/jest/swc-transformer.cjs also rewrites `import.meta?.env`):
// effect/dist/ConfigProvider.js reads `import.meta?.env`, which the shared jest transformer leaves in
// place, so requiring it under jest (CommonJS) is a SyntaxError. @effect/platform-node pulls it in
// through effect/Config. Here the file is compiled once with that expression removed and registered
// under its real module id, so every importer gets the same (patched) module.
import { transformSync } from '@swc/core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const original = require.resolve('effect/ConfigProvider');
const source = readFileSync(original, 'utf8');
if (source.includes('import.meta?.env')) {
  const dist = path.dirname(original);
  const patched = source
    .replace(/\.\.\.import\.meta\?\.env/g, '')
    .replace(/from "\.\/([^"]+)"/g, (_, rel: string) => `from ${JSON.stringify(path.join(dist, rel))}`);
  const { code } = transformSync(patched, {
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const file = path.join(
    os.tmpdir(),
    `effect-config-provider-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.cjs`,
  );
  if (!existsSync(file)) writeFileSync(file, code);
  jest.setMock('effect/ConfigProvider', jest.requireActual(file));
}
