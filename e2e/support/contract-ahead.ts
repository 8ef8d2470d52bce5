/**
 * Builds of our apps as they will be once `@shirube/shell-contract` has its next minor: the same
 * sources, built with the real pipeline (buildApp) from a copy of each app folder in a temp tree whose
 * own node_modules hold the contract at the next minor (same code, version raised). The shell built
 * there provides that minor (shell-provides.json and its share scope); a remote built there requires
 * it (manifest and JS) — as after a real contract release. Nothing in the repository is written.
 */
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp, repoRoot } from '../../scripts/lib/apps.mjs';

const CONTRACT_DIR = path.join(repoRoot, 'shared/shell-contract');

export interface AheadTree {
  root: string;
  /** The contract version the tree's builds provide or require, e.g. 1.3.0 when the repository has 1.2.0. */
  contract: string;
}

/** The temp tree: node_modules of the repository, root tsconfigs, and the contract one minor ahead. */
export async function aheadTree(dir: string): Promise<AheadTree> {
  await mkdir(dir, { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  for (const f of ['tsconfig.json', 'tsconfig.base.json'])
    await cp(path.join(repoRoot, f), path.join(dir, f));
  const pkg = JSON.parse(await readFile(path.join(CONTRACT_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  const [major, minor] = pkg.version.split('.').map(Number);
  return { root: dir, contract: `${major}.${minor + 1}.0` };
}

/** Copies app folder `appDir` (e.g. `mf-seller`) into the tree with the contract ahead in its own
 *  node_modules, builds it there (into its dist/ in the tree) and returns that dist/. */
export async function buildAhead(tree: AheadTree, appDir: string): Promise<string> {
  const from = path.join(repoRoot, appDir);
  const to = path.join(tree.root, appDir);
  await cp(from, to, {
    recursive: true,
    filter: (src) => !['node_modules', 'dist', 'dist-server'].includes(path.relative(from, src)),
  });
  // The app's own installed packages (e.g. the shell's semver) stay as npm put them.
  const own = await readdir(path.join(from, 'node_modules')).catch(() => [] as string[]);
  await mkdir(path.join(to, 'node_modules/@shirube/shell-contract'), { recursive: true });
  for (const name of own.filter((n) => !n.startsWith('.') && n !== '@shirube'))
    await symlink(path.join(from, 'node_modules', name), path.join(to, 'node_modules', name));
  const contract = path.join(to, 'node_modules/@shirube/shell-contract');
  const pkg = JSON.parse(await readFile(path.join(CONTRACT_DIR, 'package.json'), 'utf8')) as object;
  await writeFile(path.join(contract, 'package.json'), JSON.stringify({ ...pkg, version: tree.contract }));
  await symlink(path.join(CONTRACT_DIR, 'src'), path.join(contract, 'src'));
  await buildApp({ dir: path.relative(repoRoot, to), mfName: null });
  return path.join(to, 'dist');
}
