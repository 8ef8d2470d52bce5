/**
 * The shell server's side of the compatibility gate: after a shell deploy whose shared versions no
 * longer meet a live remote's needs, that remote is not served (its area shows the fallback, the log
 * says why once, loudly) while the other remotes are served as before.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShellProvides } from '@shirube/build/compat';
import { pageCsp } from './headers';
import { liveReleases, remotesJson, setNodeWarmer } from './live-remotes';

let root: string;
let errors: jest.SpyInstance;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shirube-live-remotes-'));
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  errors.mockRestore();
  await rm(root, { recursive: true, force: true });
});

/** A live release in the store whose mf-manifest.json (the shape Module Federation writes) needs `needs`. */
async function liveRelease(
  remote: string,
  version: string,
  needs: Record<string, string>,
  pluginVersion?: string,
) {
  const dir = path.join(root, remote, 'versions', version);
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: remote,
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      buildInfo: { buildVersion: version },
      ...(pluginVersion ? { pluginVersion } : {}),
    },
    shared: Object.entries(needs).map(([name, requiredVersion]) => ({ name, requiredVersion })),
    exposes: [{ name: 'pages', assets: { js: { sync: ['static/js/pages.js'] }, css: { sync: [] } } }],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(root, remote, 'current.json'), JSON.stringify({ active: version, history: [] }));
}

const shell = (contract: string, react = '19.3.1'): ShellProvides => ({
  shellVersion: '1.0.0',
  shared: { '@shirube/shell-contract': contract, react },
});

test('after a shell deploy that no longer meets a live remote, that remote alone is not served', async () => {
  await liveRelease('mf_editor', '1.0.0-e1', { '@shirube/shell-contract': '^1.1.0', react: '^19.3.1' });
  await liveRelease('mf_seller', '1.0.0-s1', { '@shirube/shell-contract': '^1.0.0', react: '^19.3.1' });

  // The shell the remotes were published against: both served.
  const before = await liveReleases(root, {}, shell('1.1.0'));
  expect(Object.keys(before).sort()).toEqual(['mf_editor', 'mf_seller']);
  expect(before.mf_editor?.webEntry).toBe('/remotes/mf_editor/1.0.0-e1/remoteEntry.js');
  expect(errors).not.toHaveBeenCalled();

  // A shell deploy going back to contract 1.0.0 (a rollback of the shell): the editor needs ^1.1.0.
  const older = shell('1.0.0');
  const after = await liveReleases(root, {}, older);
  expect(Object.keys(after)).toEqual(['mf_seller']);
  expect(after.mf_seller?.version).toBe('1.0.0-s1');
  expect(await remotesJson(root, {}, older)).toEqual({
    mf_seller: '/remotes/mf_seller/1.0.0-s1/remoteEntry.js',
  });
  expect(errors).toHaveBeenCalledTimes(1);
  expect(errors.mock.calls[0][0]).toBe(
    '[releases] ERROR mf_editor 1.0.0-e1 not served, this shell cannot run it: ' +
      'needs @shirube/shell-contract ^1.1.0; this shell provides 1.0.0',
  );
});

test('a shell with a newer react major refuses every remote built for the old one, naming the need', async () => {
  await liveRelease('mf_reader', '1.0.0-r1', { react: '^19.3.1' });
  expect(await liveReleases(root, {}, shell('1.1.0', '20.0.0'))).toEqual({});
  expect(errors.mock.calls[0][0]).toContain('mf_reader 1.0.0-r1 not served');
  expect(errors.mock.calls[0][0]).toContain('needs react ^19.3.1; this shell provides 20.0.0');
});

test('a shell that does not provide the MF runtime a remote was built for does not serve it', async () => {
  await liveRelease('mf_seller', '1.0.0-s1', { react: '^19.3.1' }, '2.9.2');
  // A shell from before the runtime was declared (or shipped): the remote would fail at load.
  expect(await liveReleases(root, {}, shell('1.1.0'))).toEqual({});
  expect(errors.mock.calls[0][0]).toContain(
    'needs @module-federation/runtime-core ^2.9.0; this shell provides none',
  );
  const withRuntime = {
    ...shell('1.1.0'),
    shared: { ...shell('1.1.0').shared, '@module-federation/runtime-core': '2.9.2' },
  };
  expect((await liveReleases(root, {}, withRuntime)).mf_seller?.version).toBe('1.0.0-s1');
});

test('a new live version that fits the shell is served on the next request', async () => {
  await liveRelease('mf_editor', '1.0.0-e1', { '@shirube/shell-contract': '^1.2.0' });
  expect(await liveReleases(root, {}, shell('1.1.0'))).toEqual({});
  await liveRelease('mf_editor', '1.0.0-e2', { '@shirube/shell-contract': '^1.1.0' });
  expect((await liveReleases(root, {}, shell('1.1.0'))).mf_editor?.version).toBe('1.0.0-e2');
});

test('a new version with a node container is served only once that container is loaded', async () => {
  const warm = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loads: { entry: string; done: () => void }[] = [];
  setNodeWarmer(root, (_remote, entry) => new Promise<void>((done) => void loads.push({ entry, done })));
  const withNode = async (version: string, remote = 'mf_reader') => {
    await liveRelease(remote, version, {});
    const ssr = path.join(root, remote, 'versions', version, 'ssr');
    await mkdir(ssr);
    await writeFile(
      path.join(ssr, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: `${remote}.js`, path: '' } } }),
    );
  };
  try {
    await withNode('1.0.0-r1');
    // The first version this process sees is served at once (the server warms it as it starts).
    expect((await liveReleases(root, {}, null)).mf_reader?.version).toBe('1.0.0-r1');
    loads[0].done();
    await withNode('1.0.0-r2');
    expect((await liveReleases(root, {}, null)).mf_reader?.version).toBe('1.0.0-r1');
    expect(loads.map((l) => l.entry)).toEqual([
      '/remotes/mf_reader/1.0.0-r1/ssr/mf_reader.js',
      '/remotes/mf_reader/1.0.0-r2/ssr/mf_reader.js',
    ]);
    // Still loading: still the old one, and the load is not started twice.
    expect((await liveReleases(root, {}, null)).mf_reader?.version).toBe('1.0.0-r1');
    expect(loads).toHaveLength(2);
    loads[1].done();
    await new Promise((r) => setImmediate(r));
    expect((await liveReleases(root, {}, null)).mf_reader?.version).toBe('1.0.0-r2');
    // A remote the server never renders is served at once: nothing waits for its node container.
    await withNode('1.0.0-c1', 'mf_commerce');
    await withNode('1.0.0-c2', 'mf_commerce');
    expect((await liveReleases(root, {}, null)).mf_commerce?.version).toBe('1.0.0-c2');
    expect(loads).toHaveLength(2);
  } finally {
    setNodeWarmer(root, null);
    warm.mockRestore();
  }
});

test('REMOTES_BASE_URL: browsers get the bucket’s URLs and the page’s CSP its origin; the node entry stays local', async () => {
  await liveRelease('mf_editor', '1.0.0-e1', { react: '^19.3.1' });
  await mkdir(path.join(root, 'mf_editor/versions/1.0.0-e1/ssr'), { recursive: true });
  await writeFile(
    path.join(root, 'mf_editor/versions/1.0.0-e1/ssr/mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  const env = { REMOTES_BASE_URL: 'https://cdn.example.jp/releases/' };
  const release = (await liveReleases(root, env, shell('1.1.0'))).mf_editor!;
  const base = 'https://cdn.example.jp/releases/mf_editor/versions/1.0.0-e1/';
  expect(release.webEntry).toBe(`${base}remoteEntry.js`);
  expect(release.pages.js).toEqual([`${base}static/js/pages.js`]);
  expect(release.nodeEntry).toBe('/remotes/mf_editor/1.0.0-e1/ssr/remoteEntry.js');
  expect(await remotesJson(root, env, shell('1.1.0'))).toEqual({ mf_editor: `${base}remoteEntry.js` });
  const csp = pageCsp('n0nce', { mf_editor: release });
  for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src'])
    expect(csp.split('; ').find((d) => d.startsWith(`${directive} `))).toContain('https://cdn.example.jp');
  // Without it: the shell's own /remotes/, and no other origin in the policy.
  const own = (await liveReleases(root, {}, shell('1.1.0'))).mf_editor!;
  expect(own.webEntry).toBe('/remotes/mf_editor/1.0.0-e1/remoteEntry.js');
  expect(pageCsp('n0nce', { mf_editor: own })).not.toContain('cdn.example.jp');
});

test('the live map is in remoteNames order whichever read finishes first, so every page’s ETag is stable', async () => {
  const provides = shell('1.1.0');
  // mf_seller's release is read (and cached) first; mf_reader's, live later, is the slower read next time.
  await liveRelease('mf_seller', '1.0.0-s1', { react: '^19.3.1' });
  expect(Object.keys(await liveReleases(root, {}, provides))).toEqual(['mf_seller']);
  await liveRelease('mf_reader', '1.0.0-r1', { react: '^19.3.1' });
  await liveRelease('mf_editor', '1.0.0-e1', { react: '^19.3.1' });
  for (let i = 0; i < 3; i++)
    expect(Object.keys(await liveReleases(root, {}, provides))).toEqual([
      'mf_reader',
      'mf_editor',
      'mf_seller',
    ]);
});
