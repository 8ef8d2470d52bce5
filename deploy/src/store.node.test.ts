import { appendFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { activate, prune, publish, readCurrent, rollback, status } from './store';
import { passing, refusal, tempStore } from './testing';

const store = tempStore('shirube-deploy');

/** A fake remote build: a manifest plus one chunk whose text tells builds apart. */
async function makeDist(name: string, body: string, manifestName = 'mf_editor'): Promise<string> {
  const dir = path.join(store.work, name);
  await mkdir(path.join(dir, 'static/js'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: manifestName }));
  await writeFile(path.join(dir, 'static/js/main.js'), body);
  return dir;
}

const publishEditor = (distDir: string, label?: string, checks = passing) =>
  publish(store.root, {
    remote: 'mf-editor',
    distDir,
    packageVersion: '1.0.0',
    label,
    sourceRev: 'abc123',
    checks,
  });
const currentFile = () => path.join(store.root, 'mf_editor/current.json');

test('publish stores an immutable copy with release.json and makes it live', async () => {
  const release = await publishEditor(await makeDist('v1', 'one'), 'first');
  expect(release.version).toMatch(/^1\.0\.0-\d{8}T\d{9}Z-[0-9a-f]{8}$/);
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: release.version, history: [] });
  const files = await readdir(path.join(store.root, 'mf_editor/versions', release.version));
  expect(files.sort()).toEqual(['mf-manifest.json', 'release.json', 'static']);
  const [remote] = await status(store.root);
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
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v2.version, history: [v1.version] });
});

test('the same build published twice becomes two versions, never an overwrite', async () => {
  const dist = await makeDist('v1', 'one');
  const [a, b] = [await publishEditor(dist), await publishEditor(dist)];
  expect(a.contentHash).toBe(b.contentHash);
  expect(a.version).not.toBe(b.version);
  expect((await status(store.root))[0].versions).toHaveLength(2);
});

test('rollback makes the previous version live', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  await publishEditor(await makeDist('v2', 'two'));
  expect(await rollback(store.root, 'mf_editor', passing)).toEqual({ active: v1.version, history: [] });
  expect((await readCurrent(store.root, 'mf_editor'))?.active).toBe(v1.version);
});

test('rollback with no previous version fails and changes nothing', async () => {
  expect((await refusal(rollback(store.root, 'mf_editor', passing))).code).toBe('no_previous');
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  expect((await refusal(rollback(store.root, 'editor', passing))).code).toBe('no_previous');
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
});

test('a build without mf-manifest.json is refused and the store stays as it was', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const broken = path.join(store.work, 'broken');
  await mkdir(broken);
  await writeFile(path.join(broken, 'main.js'), 'x');
  const error = await refusal(publishEditor(broken));
  expect(error.code).toBe('no_manifest');
  expect(error.message).toContain('mf-manifest.json');
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
  expect(await readdir(path.join(store.root, 'mf_editor/versions'))).toEqual([v1.version]);
});

test('a first publish that fails leaves no store behind', async () => {
  const empty = path.join(store.work, 'empty');
  await mkdir(empty);
  await refusal(publishEditor(empty));
  expect(await status(store.root)).toEqual([]);
});

test("another remote's build is refused", async () => {
  const error = await refusal(publishEditor(await makeDist('reader', 'r', 'mf_reader')));
  expect(error.code).toBe('manifest_mismatch');
});

test('concurrent publishes are serialised: none is lost from current.json', async () => {
  const dists = await Promise.all([1, 2, 3, 4].map((n) => makeDist(`c${n}`, `build ${n}`)));
  const releases = await Promise.all(dists.map((d) => publishEditor(d)));
  const current = await readCurrent(store.root, 'mf_editor');
  const all = [current!.active, ...current!.history].sort();
  expect(all).toEqual(releases.map((r) => r.version).sort());
  await expect(readdir(store.root)).resolves.not.toContain('.lock');
});

test('activate makes a stored version live and refuses an unknown one', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  await rollback(store.root, 'mf_editor', passing);
  expect(await activate(store.root, 'mf_editor', v2.version, passing)).toEqual({
    active: v2.version,
    history: [v1.version],
  });
  expect((await refusal(activate(store.root, 'mf_editor', 'nope', passing))).code).toBe('unknown_version');
});

test('prune keeps the N newest versions and always the live one', async () => {
  const versions = [];
  for (const n of [1, 2, 3, 4])
    versions.push((await publishEditor(await makeDist(`p${n}`, `b${n}`))).version);
  await activate(store.root, 'mf_editor', versions[0], passing);
  const removed = await prune(store.root, 1);
  expect(removed.sort()).toEqual([versions[1], versions[2]].map((v) => `mf_editor/${v}`).sort());
  const left = (await readdir(path.join(store.root, 'mf_editor/versions'))).sort();
  expect(left).toEqual([versions[0], versions[3]].sort());
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: versions[0], history: [versions[3]] });
});

test('unknown remote names are refused', async () => {
  expect((await refusal(rollback(store.root, 'mf_nothing', passing))).code).toBe('unknown_remote');
});

test('ifChanged publishes only when the build differs from the live version', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const same = await publish(store.root, {
    remote: 'mf_editor',
    distDir: path.join(store.work, 'v1'),
    packageVersion: '1.0.0',
    ifChanged: true,
    checks: passing,
  });
  expect(same).toMatchObject({ version: v1.version, unchanged: true });
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
  const v2 = await publish(store.root, {
    remote: 'mf_editor',
    distDir: await makeDist('v2', 'two'),
    packageVersion: '1.0.0',
    ifChanged: true,
    checks: passing,
  });
  expect(v2.unchanged).toBeUndefined();
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v2.version, history: [v1.version] });
});

test('a corrupt current.json: status says so with the fix, activate repairs it', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  await writeFile(currentFile(), '{"active": "1.0.0-');
  const [remote] = await status(store.root);
  // What the history says is live (and what a restarted shell serves), with the fix.
  expect(remote.active).toBe(v2.version);
  expect(remote.problem).toContain('current.json is corrupt: not valid JSON');
  expect(remote.problem).toContain(`activate mf_editor ${v2.version}`);
  expect((await refusal(readCurrent(store.root, 'mf_editor'))).code).toBe('corrupt_current');

  const repaired = await activate(store.root, 'mf_editor', v1.version, passing);
  expect(repaired.repaired).toContain('was corrupt');
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v1.version, history: [v2.version] });
  expect((await status(store.root))[0].problem).toBeUndefined();
});

test('rollback repairs a current.json of the wrong shape from the history, not the newest stored', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  const v3 = await publishEditor(await makeDist('v3', 'three'));
  await rollback(store.root, 'mf_editor', passing); // v3 was bad: v2 live
  await writeFile(currentFile(), JSON.stringify({ active: 42 }));
  const [shown] = await status(store.root);
  expect(shown.problem).toContain('"active" is not a version name');
  expect(shown.active).toBe(v2.version);
  expect(shown.problem).toContain(`activate mf_editor ${v2.version}`);
  const next = await rollback(store.root, 'mf_editor', passing);
  expect(next).toMatchObject({ active: v1.version, history: [] });
  expect(next.repaired).toContain('rebuilt from the activation history');
  expect(next.active).not.toBe(v3.version);
});

test('a missing current.json is rebuilt from the last activation, never the newest stored', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  await rollback(store.root, 'mf_editor', passing);
  await rm(currentFile());
  const [shown] = await status(store.root);
  expect(shown.active).toBe(v1.version);
  expect(shown.problem).toContain('current.json is missing');
  // Publishing repairs it: the new version goes live with the real previous one behind it.
  const v3 = await publishEditor(await makeDist('v3', 'three'));
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v3.version, history: [v1.version] });
  expect((await status(store.root))[0].versions.find((v) => v.version === v2.version)?.active).toBe(false);
});

test('rollback never moves forward: each one goes further back, then stops', async () => {
  const [v1, v2, v3] = [
    await publishEditor(await makeDist('v1', 'one')),
    await publishEditor(await makeDist('v2', 'two')),
    await publishEditor(await makeDist('v3', 'three')),
  ];
  expect((await rollback(store.root, 'mf_editor', passing)).active).toBe(v2.version);
  expect((await rollback(store.root, 'mf_editor', passing)).active).toBe(v1.version);
  expect((await refusal(rollback(store.root, 'mf_editor', passing))).code).toBe('no_previous');
  // The same after a repair: the history, replayed, has no way forward either.
  await writeFile(currentFile(), 'garbage');
  expect((await refusal(rollback(store.root, 'mf_editor', passing))).code).toBe('no_previous');
  expect((await status(store.root))[0].active).toBe(v1.version);
  expect([v2.version, v3.version]).not.toContain((await status(store.root))[0].active);
});

test('the history records every activation: time, version, command, previous version', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  await rollback(store.root, 'mf_editor', passing);
  await activate(store.root, 'mf_editor', v2.version, passing);
  const [shown] = await status(store.root);
  expect(shown.activations.map((a) => [a.command, a.version, a.previous])).toEqual([
    ['publish', v1.version, null],
    ['publish', v2.version, v1.version],
    ['rollback', v1.version, v2.version],
    ['activate', v2.version, v1.version],
  ]);
  expect(shown.activations.every((a) => a.remote === 'mf_editor' && !isNaN(Date.parse(a.at)))).toBe(true);
  // Append-only: the file only grows, line by line.
  const lines = (await readFile(path.join(store.root, 'mf_editor/history.jsonl'), 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(4);
});

test('a torn last history line is skipped and reported; the lines before it still repair', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  await publishEditor(await makeDist('v2', 'two'));
  await rollback(store.root, 'mf_editor', passing);
  await appendFile(path.join(store.root, 'mf_editor/history.jsonl'), '{"at":"2026-');
  await rm(currentFile());
  const [shown] = await status(store.root);
  expect(shown.active).toBe(v1.version);
  expect(shown.problem).toContain('1 unreadable line(s) skipped');
  const v3 = await publishEditor(await makeDist('v3', 'three'));
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v3.version, history: [v1.version] });
});

test('a store from before the history: its current.json is recorded first; corrupt with no history is not guessed', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const v2 = await publishEditor(await makeDist('v2', 'two'));
  await rm(path.join(store.root, 'mf_editor/history.jsonl'));
  const v3 = await publishEditor(await makeDist('v3', 'three'));
  const [shown] = await status(store.root);
  expect(shown.activations.map((a) => [a.command, a.version])).toEqual([
    ['adopted', v1.version],
    ['adopted', v2.version],
    ['publish', v3.version],
  ]);
  await rm(path.join(store.root, 'mf_editor/history.jsonl'));
  await writeFile(currentFile(), '{');
  expect((await status(store.root))[0].active).toBeNull();
  const error = await refusal(rollback(store.root, 'mf_editor', passing));
  expect(error.code).toBe('corrupt_current');
  expect(error.message).toContain('no activation history');
  await expect(readFile(currentFile(), 'utf8')).resolves.toBe('{');
});

test('a missing current.json with stored versions is reported by status', async () => {
  await publishEditor(await makeDist('v1', 'one'));
  await rm(currentFile());
  expect((await status(store.root))[0].problem).toContain('current.json is missing');
});

test('activate runs the gate even for the live version (a shell rollback is checked, not assumed)', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const older = { ...passing, compatible: async () => 'needs react ^19.3.1; the live shell provides 19.2.0' };
  const error = await refusal(activate(store.root, 'mf_editor', v1.version, older));
  expect(error.code).toBe('incompatible');
  expect(error.message).toContain('was not made live: needs react ^19.3.1; the live shell provides 19.2.0');
});

test('a build the live shell cannot run is refused before anything is stored', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const incompatible = {
    ...passing,
    compatible: async () => 'needs react ^20.0.0; the live shell provides 19.3.1',
  };
  const error = await refusal(publishEditor(await makeDist('v2', 'two'), undefined, incompatible));
  expect(error.code).toBe('incompatible');
  expect(error.message).toContain('react ^20.0.0');
  expect(await readdir(path.join(store.root, 'mf_editor/versions'))).toEqual([v1.version]);
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
});

test('a version failing the smoke check is stored, marked and never made live', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  const failing = { ...passing, smoke: async () => 'static/js/mf_editor.js is missing' };
  const error = await refusal(publishEditor(await makeDist('bad', 'bad'), undefined, failing));
  expect(error.code).toBe('smoke_failed');
  expect(error.message).toContain('was NOT made live: static/js/mf_editor.js is missing');
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: v1.version, history: [] });
  const bad = (await status(store.root))[0].versions.find((v) => v.smokeFailure);
  expect(bad?.smokeFailure).toBe('static/js/mf_editor.js is missing');
  expect((await refusal(activate(store.root, 'mf_editor', bad!.version, passing))).code).toBe('smoke_failed');
});

test('when making a version live fails, publish leaves no orphan version behind', async () => {
  const v1 = await publishEditor(await makeDist('v1', 'one'));
  // The check turns current.json into a folder, so the final rename onto it fails (EISDIR).
  const sabotage = {
    ...passing,
    smoke: async () => {
      await rm(currentFile());
      await mkdir(currentFile());
      return null;
    },
  };
  const error = await publishEditor(await makeDist('v2', 'two'), undefined, sabotage).catch((e) => e);
  expect((error as NodeJS.ErrnoException).code).toBe('EISDIR');
  expect(await readdir(path.join(store.root, 'mf_editor/versions'))).toEqual([v1.version]);
  await expect(
    readFile(path.join(store.root, 'mf_editor/versions', v1.version, 'release.json'), 'utf8'),
  ).resolves.toContain(v1.version);
});
