import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { buildServers, serverOutputs, serverSkipDirs, serverSourceRoots } from './servers.mjs';

/** The repository files (not dependencies) an output was compiled from, by its source map. */
function bundledSources(output: string): string[] {
  const map = JSON.parse(readFileSync(`${output}.map`, 'utf8')) as { sources: string[] };
  return map.sources
    .map((s) => path.relative(repoRoot, path.resolve(path.dirname(output), s)))
    .filter((f) => !f.split(path.sep).includes('node_modules'));
}

/** Whether the staleness hash reads `file`: under a root, through no skipped or dot folder. */
function hashed(file: string): boolean {
  return serverSourceRoots().some((root) => {
    if (file !== root && !file.startsWith(`${root}/`)) return false;
    const below = path.relative(root, file).split('/').filter(Boolean);
    return below.every((part) => !serverSkipDirs.has(part) && !part.startsWith('.'));
  });
}

// The e2e and production run the compiled servers, and buildServers skips the build when the hash of
// these sources is unchanged: a bundled file outside it (shell/src's route table, shared/server) could
// be edited and the old code would run on.
test('every file bundled into the compiled servers is among the sources whose hash makes them stale', async () => {
  await buildServers({ log: () => {} });
  const outputs = Object.values(serverOutputs);
  const missed = outputs.flatMap((o) => bundledSources(o).filter((f) => !hashed(f)));
  expect(outputs.every((o) => bundledSources(o).length > 0)).toBe(true);
  expect([...new Set(missed)]).toEqual([]);
}, 120_000);
