import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouterExports, repoRoot, sharedConfig } from './shared-deps';

/** Every name any app imports from 'react-router' (app code and tests alike). */
function importedReactRouterNames(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot })
    .toString()
    .split('\n')
    .filter((f) => f && !f.startsWith('api/'));
  const names = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
      if (m[1]) continue; // a type-only import costs nothing at run time
      for (const part of m[2].split(',')) {
        const trimmed = part.trim();
        if (!trimmed || trimmed.startsWith('type ')) continue;
        names.set(trimmed.split(/\s+as\s+/)[0], file);
      }
    }
  }
  return names;
}

describe('shared react-router', () => {
  it('is built with exactly the exports the apps import (a missing one would be undefined at run time)', () => {
    const missing = [...importedReactRouterNames()]
      .filter(([name]) => !reactRouterExports.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('is tree-shaken in the share scope of every app, which all use the same map', () => {
    const shared = sharedConfig(path.join(repoRoot, 'shell'));
    expect(shared['react-router'].treeShaking).toEqual({
      usedExports: reactRouterExports,
      mode: 'runtime-infer',
    });
    expect(shared.react.treeShaking).toBeUndefined();
  });
});
