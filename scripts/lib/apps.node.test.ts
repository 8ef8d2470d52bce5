import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, sourceHash } from './apps.mjs';

// An app's build is stale when its source hash changes: build output written beside the sources (the
// compiled shell server in shell/dist-server, built after the apps) must not count as a source, or every
// run after `build servers` rebuilds the shell for nothing.
test('the source hash follows source bytes, not build output or dependencies beside them', () => {
  const dir = mkdtempSync(path.join(repoRoot, '.tmp-source-hash-'));
  const rel = path.relative(repoRoot, dir);
  try {
    writeFileSync(path.join(dir, 'main.ts'), 'export const a = 1;\n');
    const before = sourceHash([rel]);
    for (const out of ['dist', 'dist-server', 'node_modules']) {
      mkdirSync(path.join(dir, out));
      writeFileSync(path.join(dir, out, 'main.js'), 'exports.a = 1;\n');
    }
    expect(sourceHash([rel])).toBe(before);
    writeFileSync(path.join(dir, 'main.ts'), 'export const a = 2;\n');
    expect(sourceHash([rel])).not.toBe(before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
