import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const cli = path.join(repoRoot, 'deploy/src/cli.ts');

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'shirube-deploy-cli-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

async function deploy(args: string[]) {
  const env = { ...process.env, RELEASES_DIR: path.join(work, 'releases') };
  return run(tsx, [cli, ...args], { cwd: repoRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

async function fakeDist(name: string): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_editor' }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `// ${name}`);
  return dir;
}

test('publishes from three processes at once are serialised by the lock file', async () => {
  const dists = await Promise.all(['a', 'b', 'c'].map(fakeDist));
  const results = await Promise.all(
    dists.map((d) => deploy(['publish', 'mf_editor', '--dist', d, '--json'])),
  );
  expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
  const versions = results.map((r) => JSON.parse(r.stdout).version as string).sort();
  const current = JSON.parse(await readFile(path.join(work, 'releases/mf_editor/current.json'), 'utf8'));
  expect([current.active, ...current.history].sort()).toEqual(versions);
}, 30_000);

test('publish without a build says so and exits non-zero; status then shows nothing', async () => {
  const empty = path.join(work, 'empty');
  await mkdir(empty);
  const result = await deploy(['publish', 'mf-editor', '--dist', empty]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('mf-manifest.json');
  expect((await deploy(['status'])).stdout).toContain('nothing published yet');
}, 30_000);

test('rollback through the CLI: previous version live, then a clear error when none is left', async () => {
  const first = JSON.parse(
    (await deploy(['publish', 'editor', '--dist', await fakeDist('a'), '--json'])).stdout,
  );
  await deploy(['publish', 'editor', '--dist', await fakeDist('b')]);
  expect(JSON.parse((await deploy(['rollback', 'mf-editor', '--json'])).stdout).active).toBe(first.version);
  const again = await deploy(['rollback', 'mf-editor']);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('no previous version');
  expect((await deploy(['status'])).stdout).toContain(`* ${first.version}`);
}, 30_000);
