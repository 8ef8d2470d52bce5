import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { sharedConfig, sharedWorkspacePackages, type SharedEntry } from './shared-deps';

/**
 * The shared singletons a remote needs. By default `^<installed version>` of each; a remote written
 * for an older minor of a workspace package (e.g. `@shirube/shell-contract`) declares that range in
 * its package.json ("^1.0.0" instead of "*"), and its manifest records it — so deploy and the shell
 * server accept it under any shell that meets the range (e2e/fixtures/skew-commerce is one).
 */
export function remoteShared(dir: string): Record<string, SharedEntry> {
  const shared = sharedConfig(dir);
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const pkg of sharedWorkspacePackages) {
    const declared = dependencies[pkg]?.trim();
    if (!declared || declared === '*') continue;
    if (!semver.validRange(declared))
      throw new Error(`${dir}/package.json: "${pkg}": "${declared}" is not a semver range`);
    shared[pkg] = { ...shared[pkg], requiredVersion: declared };
  }
  return shared;
}
