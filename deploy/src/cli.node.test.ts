/** The compiled CLI (deploy/dist/cli.js) on real builds of the shell and mf-editor. */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cliPath, copyEditorBuild, ensureRealBuilds, repoRoot } from './real-builds';
import { tempStore } from './testing';

const store = tempStore('shirube-deploy-cli');

const run = promisify(execFile);

beforeAll(() => ensureRealBuilds(), 600_000);

async function deploy(args: string[], env: Record<string, string> = {}) {
  const fullEnv = { ...process.env, RELEASES_DIR: path.join(store.work, 'releases'), ...env };
  return run(process.execPath, [cliPath, ...args], { cwd: repoRoot, env: fullEnv }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

test('publishes from three processes at once are serialised by the lock file', async () => {
  const dists = await Promise.all(['a', 'b', 'c'].map((n) => copyEditorBuild(path.join(store.work, n))));
  const results = await Promise.all(
    dists.map((d) => deploy(['publish', 'mf_editor', '--dist', d, '--json'])),
  );
  expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
  const versions = results.map((r) => JSON.parse(r.stdout).version as string).sort();
  const current = JSON.parse(
    await readFile(path.join(store.work, 'releases/mf_editor/current.json'), 'utf8'),
  );
  expect([current.active, ...current.history].sort()).toEqual(versions);
}, 180_000);

test('publish without a build says so and exits non-zero; status then shows nothing', async () => {
  const empty = path.join(store.work, 'empty');
  await mkdir(empty);
  const result = await deploy(['publish', 'mf-editor', '--dist', empty]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('mf-manifest.json');
  expect((await deploy(['status'])).stdout).toContain('nothing published yet');
}, 60_000);

test('rollback through the CLI: previous version live, then a clear error when none is left', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'a'));
  const first = JSON.parse((await deploy(['publish', 'editor', '--dist', dist, '--json'])).stdout);
  await deploy(['publish', 'editor', '--dist', dist]);
  expect(JSON.parse((await deploy(['rollback', 'mf-editor', '--json'])).stdout).active).toBe(first.version);
  const again = await deploy(['rollback', 'mf-editor']);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('no previous version');
  expect((await deploy(['status'])).stdout).toContain(`* ${first.version}`);
}, 120_000);

test('a corrupt current.json: status names the problem and the fix, activate repairs it', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'a'));
  const first = JSON.parse((await deploy(['publish', 'editor', '--dist', dist, '--json'])).stdout);
  await writeFile(path.join(store.work, 'releases/mf_editor/current.json'), '{"active":');
  const shown = await deploy(['status']);
  expect(shown.code).toBe(0);
  // What the activation history says is live, and the command that writes it back.
  expect(shown.stdout).toContain(`live: ${first.version}`);
  expect(shown.stdout).toMatch(/current\.json is corrupt: not valid JSON.*activate mf_editor \S+/);
  expect(shown.stdout).toMatch(/history \(newest last\):\n.* publish +\S+ +\(was none\)/);
  const fixed = await deploy(['activate', 'editor', first.version]);
  expect(fixed.code).toBe(0);
  expect(fixed.stdout).toContain('was corrupt');
  expect((await deploy(['status'])).stdout).toContain(`* ${first.version}`);
}, 120_000);

test('a permission error is one line naming the path, not a stack', async () => {
  // /sys refuses new folders even to root (EPERM).
  const dist = await copyEditorBuild(path.join(store.work, 'a'));
  const result = await deploy(['publish', 'editor', '--dist', dist], {
    RELEASES_DIR: '/sys/shirube-releases',
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(
      /^deploy: operation not permitted \(\/sys\/shirube-releases.*\) \[EPERM\]; the live versions were not changed$/,
    ),
  ]);
}, 60_000);

/** The buildVersion of the stored release's browser manifest (file, .gz and .br copy) and node manifest. */
async function stampedVersions(version: string): Promise<string[]> {
  const file = (rel: string) => readFile(path.join(store.work, 'releases/mf_editor/versions', version, rel));
  const texts = [
    await file('mf-manifest.json'),
    gunzipSync(await file('mf-manifest.json.gz')),
    brotliDecompressSync(await file('mf-manifest.json.br')),
    await file('ssr/mf-manifest.json'),
  ];
  return texts.map((t) => JSON.parse(String(t)).metaData.buildInfo.buildVersion as string);
}

test('the release version: status, the stored manifests and the folder name agree after publish and rollback', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'a'));
  const built = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const first = JSON.parse((await deploy(['publish', 'editor', '--dist', dist, '--json'])).stdout);
  const second = JSON.parse((await deploy(['publish', 'editor', '--dist', dist, '--json'])).stdout);
  const live = async () => {
    const [editor] = JSON.parse((await deploy(['status', '--json'])).stdout);
    return editor.active as string;
  };
  expect(await live()).toBe(second.version);
  expect(await stampedVersions(second.version)).toEqual(Array(4).fill(second.version));
  expect((await deploy(['status'])).stdout).toContain(`* ${second.version}`);
  await deploy(['rollback', 'editor']);
  expect(await live()).toBe(first.version);
  expect(await stampedVersions(first.version)).toEqual(Array(4).fill(first.version));
  // The build itself is untouched: a build does not know its release version.
  expect(JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'))).toEqual(built);
}, 120_000);
