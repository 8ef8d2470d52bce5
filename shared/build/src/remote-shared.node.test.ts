import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteShared } from './remote-shared';
import { repoRoot } from './shared-deps';

const contract = '@shirube/shell-contract';
const installed = (): string =>
  JSON.parse(readFileSync(path.join(repoRoot, 'shared/shell-contract/package.json'), 'utf8')).version;

test('a remote needs ^<installed> of each shared package unless its package.json declares a range', () => {
  expect(remoteShared(path.join(repoRoot, 'mf-commerce'))[contract]).toMatchObject({
    requiredVersion: `^${installed()}`,
    singleton: true,
    strictVersion: true,
  });
  // The skew fixture was written for contract 1.0 and says so.
  const n1 = remoteShared(path.join(repoRoot, 'e2e/fixtures/skew-commerce'));
  expect(n1[contract]).toMatchObject({ requiredVersion: '^1.0.0', strictVersion: true });
  expect(n1.react.requiredVersion).toBe(
    remoteShared(path.join(repoRoot, 'mf-commerce')).react.requiredVersion,
  );
});

test('a declared range that is not semver stops the build, naming the file', async () => {
  // Inside the repository, so node_modules is found as for a real app.
  const dir = await mkdtemp(path.join(repoRoot, 'e2e/fixtures/.tmp-'));
  try {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { [contract]: 'one' } }));
    expect(() => remoteShared(dir)).toThrow(
      `${dir}/package.json: "${contract}": "one" is not a semver range`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
