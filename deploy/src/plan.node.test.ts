import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseChecks, type ReleaseChecks } from './checks';
import { DeployError } from './errors';
import { activateSet, plan } from './plan';
import { versionsDir } from './layout';
import { activate, publish, readCurrent, rollback, status } from './store';
import { passing, tempStore } from './testing';

const store = tempStore('shirube-plan');

async function publishBuild(remote: 'mf_editor' | 'mf_seller', body: string): Promise<string> {
  const dir = path.join(store.work, `${remote}-${body}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote }));
  await writeFile(path.join(dir, 'main.js'), body);
  return (await publish(store.root, { remote, distDir: dir, packageVersion: '1.0.0', checks: passing }))
    .version;
}

/** An older shell that runs only the given versions (the gate's answer, as the real one gives it). */
const shellRunning = (ok: string[]): Pick<ReleaseChecks, 'compatible'> => ({
  compatible: async (dir) =>
    ok.includes(path.basename(dir))
      ? null
      : 'needs @shirube/shell-contract ^1.3.0; the shell in old provides 1.2.0',
});

test('plan: the live version when it fits, else the newest fitting one never rolled back from', async () => {
  const e1 = await publishBuild('mf_editor', 'e1');
  const e2 = await publishBuild('mf_editor', 'e2');
  const e3 = await publishBuild('mf_editor', 'e3');
  await publishBuild('mf_editor', 'e4');
  await rollback(store.root, 'mf_editor', passing); // e4 was bad
  await rollback(store.root, 'mf_editor', passing); // e3 too: e2 live
  const s1 = await publishBuild('mf_seller', 's1');
  await publishBuild('mf_seller', 's2');
  // The older shell runs e1, e3 (rolled back from) and s1 only; the live seller s2 needs the newer one.
  const older = shellRunning([e1, e3, s1]);
  expect(await plan(store.root, older)).toEqual([
    { remote: 'mf_editor', live: e2, version: e1 },
    { remote: 'mf_seller', live: expect.any(String), version: s1 },
  ]);
  expect(await plan(store.root, shellRunning([e2, s1]))).toEqual([
    { remote: 'mf_editor', live: e2, version: e2 },
    { remote: 'mf_seller', live: expect.any(String), version: s1 },
  ]);
  expect(e3).not.toBe(e1);
});

test('activate-set makes the whole plan live in one step and records it in the history', async () => {
  const e1 = await publishBuild('mf_editor', 'e1');
  const e2 = await publishBuild('mf_editor', 'e2');
  const s1 = await publishBuild('mf_seller', 's1');
  const s2 = await publishBuild('mf_seller', 's2');
  const entries = await activateSet(store.root, shellRunning([e1, s1]));
  expect(entries.map((e) => e.version)).toEqual([e1, s1]);
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: e1, history: [e2] });
  expect(await readCurrent(store.root, 'mf_seller')).toEqual({ active: s1, history: [s2] });
  const [editor] = await status(store.root);
  expect(editor.activations.at(-1)).toMatchObject({ command: 'activate-set', version: e1, previous: e2 });
  // Back on the newer shell: an ordinary rollback returns to what was live before the set.
  expect((await rollback(store.root, 'mf_editor', passing)).active).toBe(e2);
});

test('activate-set changes nothing when one remote has no version that fits the shell', async () => {
  const e1 = await publishBuild('mf_editor', 'e1');
  await publishBuild('mf_editor', 'e2');
  const s1 = await publishBuild('mf_seller', 's1');
  const before = await status(store.root);
  const error = await activateSet(store.root, shellRunning([e1])).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeployError);
  expect((error as DeployError).message).toContain(
    `nothing was changed: mf_seller: no stored version fits that shell (live ${s1}: needs @shirube/shell-contract ^1.3.0; the shell in old provides 1.2.0)`,
  );
  expect(await status(store.root)).toEqual(before);
});

// Issue 39 item 12: a rollback from a version hid it from plan for good, even once made live again.
test('plan offers a version rolled back from again once it was made live again normally', async () => {
  const e1 = await publishBuild('mf_editor', 'r1');
  await publishBuild('mf_editor', 'r2');
  const e3 = await publishBuild('mf_editor', 'r3');
  await rollback(store.root, 'mf_editor', passing); // r3 rolled back from: r2 live
  expect((await plan(store.root, shellRunning([e1, e3])))[0]).toMatchObject({ version: e1 });
  await activate(store.root, 'mf_editor', e3, passing); // r3 judged good again, by hand
  await publishBuild('mf_editor', 'r4'); // live now, needs a newer shell than the one planned for
  expect((await plan(store.root, shellRunning([e1, e3])))[0]).toMatchObject({ version: e3 });
});

// Issue 39 item 12: one stored copy with an unreadable mf-manifest.json stopped plan, activate and a
// shell rollback with a raw SyntaxError.
test('a stored version whose manifest is unreadable is skipped and named by plan, refused by activate', async () => {
  const shell = path.join(store.work, 'shell-dist');
  await mkdir(shell, { recursive: true });
  await writeFile(
    path.join(shell, 'shell-provides.json'),
    JSON.stringify({ shellVersion: '0.1.0', shared: {} }),
  );
  const checks = releaseChecks(shell, 'the shell in test');
  const s1 = await publishBuild('mf_seller', 'u1');
  const s2 = await publishBuild('mf_seller', 'u2');
  await writeFile(path.join(versionsDir(store.root, 'mf_seller'), s2, 'mf-manifest.json'), '{"name": mf_');
  const [seller] = await plan(store.root, checks);
  expect(seller).toEqual({
    remote: 'mf_seller',
    live: s2,
    version: s1,
    skipped: [expect.stringMatching(new RegExp(`^${s2}: mf-manifest.json is unreadable \\(.*JSON`))],
  });
  const error = await activate(store.root, 'mf_seller', s2, checks).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeployError);
  expect((error as DeployError).message).toMatch(
    new RegExp(`^mf_seller ${s2} was not made live: mf-manifest.json is unreadable \\(`),
  );
  // A shell rollback (activate-set) goes on with the readable version.
  expect((await activateSet(store.root, checks)).map((e) => e.version)).toEqual([s1]);
  expect(await readCurrent(store.root, 'mf_seller')).toMatchObject({ active: s1 });
});
