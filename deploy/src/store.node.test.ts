import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeployError } from './errors';
import { activate, prune, publish, readCurrent, rollback, status } from './store';

let root: string;
let work: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'shirube-deploy-'));
  root = path.join(work, 'releases');
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A fake remote build: a manifest plus one chunk whose text tells builds apart. */
async function makeDist(name: string, body: string, manifestName = 'mf_editor'): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(path.join(dir, 'static/js'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: manifestName }));
  await writeFile(path.join(dir, 'static/js/main.js'), body);
  return dir;
}

const publishEditor = (distDir: string, label?: string) =>
  publish(root, { remote: 'mf-editor', distDir, packageVersion: '1.0.0', label, sourceRev: 'abc123' });

async function rejection(p: Promise<unknown>): Promise<DeployError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DeployError);
  return e as DeployError;
}

test('publish stores an immutable copy with release.json and makes it live', async () => {
  const release = await publishEditor(await makeDist('v1', 'one'), 'first');
  expect(release.version).toMatch(/^1\.0\.0-\d{8}T\d{9}Z-[0-9a-f]{8}$/);
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: release.version, history: [] });
  const files = await readdir(path.join(root, 'mf_editor/versions', release.version));
  expect(files.sort()).toEqual(['mf-manifest.json', 'release.json', 'static']);
  const [remote] = await status(root);
  expect(remote.versions[0]).toMatchObject({
    remote: 'mf_editor',
    label: 'first',
    sourceRev: 'abc123',
    active: true,
  });
});

test('a second publish goes live and keeps the first in history', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  expect(v2.version).not.toBe(v1.version);
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: v2.version, history: [v1.version] });
});

test('the same build published twice becomes two versions, never an overwrite', async () => {
  const dist = await makeDist('v1', 'one');
  const [a, b] = [await publishEditor(dist), await publishEditor(dist)];
  expect(a.contentHash).toBe(b.contentHash);
  expect(a.version).not.toBe(b.version);
  expect((await status(root))[0].versions).toHaveLength(2);
});

test('rollback makes the previous version live', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  await publishEditor(await makeDist('v2', 'two'));
  expect(await rollback(root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
  expect((await readCurrent(root, 'mf_editor'))?.active).toBe(v1.version);
});

test('rollback with no previous version fails and changes nothing', async () => {
  expect((await rejection(rollback(root, 'mf_editor'))).code).toBe('no_previous');
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  expect((await rejection(rollback(root, 'editor'))).code).toBe('no_previous');
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
});

test('a build without mf-manifest.json is refused and the store stays as it was', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const broken = path.join(work, 'broken');
  await mkdir(broken);
  await writeFile(path.join(broken, 'main.js'), 'x');
  const error = await rejection(publishEditor(broken));
  expect(error.code).toBe('no_manifest');
  expect(error.message).toContain('mf-manifest.json');
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
  expect(await readdir(path.join(root, 'mf_editor/versions'))).toEqual([v1.version]);
});

test('a first publish that fails leaves no store behind', async () => {
  const empty = path.join(work, 'empty');
  await mkdir(empty);
  await rejection(publishEditor(empty));
  expect(await status(root)).toEqual([]);
});

test("another remote's build is refused", async () => {
  const error = await rejection(publishEditor(await makeDist('reader', 'r', 'mf_reader')));
  expect(error.code).toBe('manifest_mismatch');
});

test('concurrent publishes are serialised: none is lost from current.json', async () => {
  const dists = await Promise.all([1, 2, 3, 4].map((n) => makeDist(`c${n}`, `build ${n}`)));
  const releases = await Promise.all(dists.map((d) => publishEditor(d)));
  const current = await readCurrent(root, 'mf_editor');
  const all = [current!.active, ...current!.history].sort();
  expect(all).toEqual(releases.map((r) => r.version).sort());
  await expect(readdir(root)).resolves.not.toContain('.lock');
});

test('activate makes a stored version live and refuses an unknown one', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  await rollback(root, 'mf_editor');
  expect(await activate(root, 'mf_editor', v2.version)).toEqual({
    active: v2.version,
    history: [v1.version],
  });
  expect((await rejection(activate(root, 'mf_editor', 'nope'))).code).toBe('unknown_version');
});

test('prune keeps the N newest versions and always the live one', async () => {
  const versions = [];
  for (const n of [1, 2, 3, 4])
    versions.push((await publishEditor(await makeDist(`p${n}`, `b${n}`))).version);
  await activate(root, 'mf_editor', versions[0]);
  const removed = await prune(root, 1);
  expect(removed.sort()).toEqual([versions[1], versions[2]].map((v) => `mf_editor/${v}`).sort());
  const left = (await readdir(path.join(root, 'mf_editor/versions'))).sort();
  expect(left).toEqual([versions[0], versions[3]].sort());
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: versions[0], history: [versions[3]] });
});

test('unknown remote names are refused', async () => {
  expect((await rejection(rollback(root, 'mf_nothing'))).code).toBe('unknown_remote');
});

test('ifChanged publishes only when the build differs from the live version', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const same = await publish(root, {
    remote: 'mf_editor',
    distDir: path.join(work, 'v1'),
    packageVersion: '1.0.0',
    ifChanged: true,
  });
  expect(same).toMatchObject({ version: v1.version, unchanged: true });
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
  const v2 = await publish(root, {
    remote: 'mf_editor',
    distDir: await makeDist('v2', 'two'),
    packageVersion: '1.0.0',
    ifChanged: true,
  });
  expect(v2.unchanged).toBeUndefined();
  expect(await readCurrent(root, 'mf_editor')).toEqual({ active: v2.version, history: [v1.version] });
});
