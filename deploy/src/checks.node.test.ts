/** The compatibility gate and the smoke check on real builds (the shell's and mf-editor's), broken on
 *  purpose in copies. */
import { appendFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { releaseChecks } from './checks';
import { copyEditorBuild, ensureRealBuilds, shellDist } from './real-builds';
import { sharedFallbackFiles, type Manifest } from './manifest';
import { smokeEngine } from './smoke-browser';
import { activate, publish, readCurrent, status } from './store';
import { refusal, tempStore } from './testing';

const store = tempStore('shirube-checks');

const checks = releaseChecks(shellDist);

beforeAll(() => ensureRealBuilds(), 600_000);

const publishEditor = (distDir: string) =>
  publish(store.root, { remote: 'mf_editor', distDir, packageVersion: '1.0.0', checks });

async function editManifest(dist: string, edit: (m: Manifest) => void): Promise<void> {
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

const contractVersion = () =>
  (
    JSON.parse(readFileSync(path.join(__dirname, '../../shared/shell-contract/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const requireShared = (name: string, range: string) => (m: Manifest) => {
  const entry = m.shared!.find((s) => s.name === name)!;
  entry.requiredVersion = range;
};

test('the real editor build passes both checks and goes live', async () => {
  const release = await publishEditor(await copyEditorBuild(path.join(store.work, 'ok')));
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: release.version, history: [] });
}, 120_000);

test('a build needing a newer shell contract is refused, nothing stored', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'newer-contract'));
  // One minor above the contract the shell was built with.
  const current = contractVersion();
  const [major, minor] = current.split('.').map(Number);
  const newer = `^${major}.${minor + 1}.0`;
  await editManifest(dist, requireShared('@shirube/shell-contract', newer));
  const error = await refusal(publishEditor(dist));
  expect(error.code).toBe('incompatible');
  expect(error.message).toContain(
    `needs @shirube/shell-contract ${newer}; the live shell provides ${current}`,
  );
  expect(await status(store.root)).toEqual([]);
}, 120_000);

test('a build requiring a too-new react is refused, nothing stored', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'react20'));
  await editManifest(dist, requireShared('react', '^20.0.0'));
  const error = await refusal(publishEditor(dist));
  expect(error.code).toBe('incompatible');
  expect(error.message).toMatch(/needs react \^20\.0\.0; the live shell provides 19\./);
  expect(await status(store.root)).toEqual([]);
}, 120_000);

test('the MF runtime the shell provides is gated like a shared module; activate always runs the gate', async () => {
  const release = await publishEditor(await copyEditorBuild(path.join(store.work, 'ok')));
  // A shell build from before the runtime was declared: it provides every module but no runtime.
  const oldShell = path.join(store.work, 'old-shell');
  await mkdir(oldShell);
  const provides = JSON.parse(readFileSync(path.join(shellDist, 'shell-provides.json'), 'utf8'));
  expect(provides.shared['@module-federation/runtime-core']).toMatch(/^\d+\.\d+\.\d+/);
  delete provides.shared['@module-federation/runtime-core'];
  await writeFile(path.join(oldShell, 'shell-provides.json'), JSON.stringify(provides));
  // The live version itself, checked against the older shell: refused, nothing changes.
  const error = await refusal(activate(store.root, 'mf_editor', release.version, releaseChecks(oldShell)));
  expect(error.code).toBe('incompatible');
  expect(error.message).toMatch(
    /needs @module-federation\/runtime-core \^\d+\.\d+\.0; the live shell provides none/,
  );
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: release.version, history: [] });
}, 120_000);

test('a build whose entry script is missing is stored but never made live', async () => {
  const good = await publishEditor(await copyEditorBuild(path.join(store.work, 'good')));
  const dist = await copyEditorBuild(path.join(store.work, 'no-entry'));
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const entry = manifest.metaData!.remoteEntry!.name!;
  await rm(path.join(dist, entry));
  const error = await refusal(publishEditor(dist));
  expect(error.code).toBe('smoke_failed');
  expect(error.message).toContain(`${entry} is missing`);
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: good.version, history: [] });
  expect((await readdir(path.join(store.root, 'mf_editor/versions'))).length).toBe(2);
}, 120_000);

test('a build whose pages chunk throws on import is stored but never made live', async () => {
  const good = await publishEditor(await copyEditorBuild(path.join(store.work, 'good')));
  const dist = await copyEditorBuild(path.join(store.work, 'throws'));
  const chunk = (await readdir(path.join(dist, 'ssr'))).find((f) =>
    f.startsWith('__federation_expose_pages'),
  );
  await appendFile(path.join(dist, 'ssr', chunk!), '\nthrow new Error("pages chunk exploded");\n');
  const error = await refusal(publishEditor(dist));
  expect(error.code).toBe('smoke_failed');
  expect(error.message).toContain('server render');
  expect(error.message).toContain('pages chunk exploded');
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: good.version, history: [] });
}, 120_000);

/** Rewrites a file of a build copy together with its .gz/.br copies (as the build writes them). */
async function rewrite(dist: string, rel: string, edit: (text: string) => string): Promise<void> {
  const file = path.join(dist, rel);
  const text = edit(await readFile(file, 'utf8'));
  await writeFile(file, text);
  await writeFile(`${file}.gz`, gzipSync(text));
  await writeFile(`${file}.br`, brotliCompressSync(text));
}

const exposedPagesChunk = async (dist: string) =>
  `static/js/async/${(await readdir(path.join(dist, 'static/js/async'))).find(
    (f) => f.startsWith('__federation_expose_pages') && f.endsWith('.js'),
  )}`;

async function refusedAfterGood(dist: string, reason: string | RegExp): Promise<void> {
  const good = await publishEditor(await copyEditorBuild(path.join(store.work, 'good')));
  const error = await refusal(publishEditor(dist));
  expect(error.code).toBe('smoke_failed');
  expect(error.message).toMatch(reason);
  expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: good.version, history: [] });
}

/** A copy of the editor build whose exposed pages chunk throws as it loads. */
async function pagesThatThrow(name: string): Promise<string> {
  const dist = await copyEditorBuild(path.join(store.work, name));
  await rewrite(
    dist,
    await exposedPagesChunk(dist),
    (t) => `${t}\n;throw new Error("web chunk exploded");\n`,
  );
  return dist;
}

test('a browser pages chunk that throws at load is refused by the browser run, nothing live changes', async () => {
  const dist = await pagesThatThrow('web-throws');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await refusedAfterGood(
      dist,
      /browser \((chromium|jsdom)\): \.\/pages throws while loading: .*web chunk exploded/,
    );
    expect(warn.mock.calls.flat().join('\n')).toMatch(/smoke-run in (headless Chromium|jsdom)/);
  } finally {
    warn.mockRestore();
  }
}, 180_000);

// The browser run renders every page at once, each in a root of its own: a page that throws when it
// renders is named, not one of the others rendering beside it.
test('a page that throws when it renders in the browser is refused, naming that page', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'page-throws'));
  const chunk = await exposedPagesChunk(dist);
  const before = await readFile(path.join(dist, chunk), 'utf8');
  await rewrite(dist, chunk, (t) =>
    t.replace(
      /ReviewQueuePage:\(\)=>[\w$]+/,
      'ReviewQueuePage:()=>function(){throw new Error("review page exploded")}',
    ),
  );
  expect(await readFile(path.join(dist, chunk), 'utf8')).not.toBe(before);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await refusedAfterGood(
      dist,
      /browser \(chromium\): ReviewQueuePage does not render in the browser: review page exploded$/,
    );
  } finally {
    warn.mockRestore();
  }
}, 180_000);

test('SHIRUBE_SMOKE_DOM=jsdom runs the browser check in jsdom when asked, says so, and still refuses', async () => {
  const dist = await pagesThatThrow('web-throws-jsdom');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  process.env.SHIRUBE_SMOKE_DOM = 'jsdom';
  try {
    await refusedAfterGood(dist, /browser \(jsdom\): \.\/pages throws while loading: .*web chunk exploded/);
    expect(warn.mock.calls.flat().join('\n')).toContain('smoke-run in jsdom, a DOM implementation');
  } finally {
    delete process.env.SHIRUBE_SMOKE_DOM;
    warn.mockRestore();
  }
}, 180_000);

// Issue 41: the image had no browser and the check fell back to jsdom, a devDependency it lacked.
test('no Chromium is a refusal naming what to install, never a quieter check', async () => {
  const good = await publishEditor(await copyEditorBuild(path.join(store.work, 'good')));
  const dist = await copyEditorBuild(path.join(store.work, 'no-chromium'));
  process.env.SHIRUBE_SMOKE_CHROMIUM = '/nonexistent/chromium';
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const error = await refusal(publishEditor(dist));
    expect([error.code, error.message.split(': ').slice(-2).join(': ')]).toEqual([
      'smoke_failed',
      'browser (not started): SHIRUBE_SMOKE_CHROMIUM=/nonexistent/chromium does not exist',
    ]);
    expect(await readCurrent(store.root, 'mf_editor')).toEqual({ active: good.version, history: [] });
  } finally {
    delete process.env.SHIRUBE_SMOKE_CHROMIUM;
    warn.mockRestore();
  }
  expect(() =>
    smokeEngine(
      {},
      () => false,
      () => undefined,
    ),
  ).toThrow(
    "no Chromium for the browser smoke check (looked in /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser): install Debian's chromium package (apt-get install chromium) or set SHIRUBE_SMOKE_CHROMIUM to a Chromium binary",
  );
  expect(
    smokeEngine(
      {},
      (f) => f === '/usr/bin/chromium',
      () => '/pw/chrome',
    ),
  ).toEqual({
    dom: 'chromium',
    executablePath: '/usr/bin/chromium',
  });
  // Both installed: the headless shell (the lighter engine for the same pages).
  expect(
    smokeEngine(
      {},
      (f) => f.startsWith('/usr/bin/'),
      () => undefined,
    ),
  ).toEqual({ dom: 'chromium', executablePath: '/usr/bin/chromium-headless-shell' });
}, 180_000);

// Issue 39 item 10: a chunk no signed-out page loads (owner tools, the sales chart) went live broken.
test('every emitted chunk is loaded and run: one whose module throws is refused, naming the file and the throw', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'lazy-throws'));
  const { own } = await asyncChunks(dist);
  const pages = await exposedPagesChunk(dist);
  const chunk = own.find((f) => f !== pages)!;
  await rewrite(dist, chunk, throwingModule('owner tools exploded'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await refusedAfterGood(
      dist,
      `browser (chromium): chunk ${chunk} throws: TypeError: owner tools exploded`,
    );
  } finally {
    warn.mockRestore();
  }
}, 180_000);

/** The build's async chunks: the remote's own, and its fallback copies of shared packages. */
async function asyncChunks(dist: string): Promise<{ own: string[]; fallbacks: string[] }> {
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const fallbacks = sharedFallbackFiles(manifest);
  const all = (await readdir(path.join(dist, 'static/js/async')))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `static/js/async/${f}`);
  return { own: all.filter((f) => !fallbacks.has(f)), fallbacks: all.filter((f) => fallbacks.has(f)) };
}

/** An edit adding a module that throws to a chunk's module table. */
const throwingModule = (message: string) => (t: string) => {
  const edited = t.replace(
    /(\.push\(\[\[[^\]]*\],\{)/,
    `$1__smoke_probe__(){throw new TypeError("${message}")},`,
  );
  expect(edited).not.toBe(t);
  return edited;
};

// A shared package's fallback copy runs only where the host lacks the package (the gate refuses that
// shell): run on its own it required modules only the share scope installs, and refused a sound N−1.
test('the fallback copies of shared packages are not run on their own: a sound build goes live', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'fallback-probe'));
  const { fallbacks } = await asyncChunks(dist);
  expect(fallbacks.length).toBeGreaterThan(0);
  await rewrite(dist, fallbacks[0]!, throwingModule('a fallback copy ran'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const live = await publishEditor(dist);
    expect(await readCurrent(store.root, 'mf_editor')).toMatchObject({ active: live.version });
  } finally {
    warn.mockRestore();
  }
}, 180_000);

test('JavaScript requiring a shared version its manifest does not declare is refused', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'undeclared'));
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const declared = manifest.shared!.find((x) => x.name === 'react')!.requiredVersion!;
  const entry = manifest.metaData!.remoteEntry!.name!;
  await rewrite(dist, entry, (t) => {
    const edited = t.replace(/(shareKey:"react",[^{}]*?requiredVersion:")[^"]+"/, '$1^19.99.0"');
    expect(edited).not.toBe(t);
    return edited;
  });
  await refusedAfterGood(dist, `${entry} requires react ^19.99.0, its manifest declares ${declared}`);
}, 180_000);

test('a .br copy that does not decode is refused, and so is a .gz copy of other contents', async () => {
  const dist = await copyEditorBuild(path.join(store.work, 'bad-br'));
  const chunk = await exposedPagesChunk(dist);
  const br = await readFile(path.join(dist, `${chunk}.br`));
  await writeFile(path.join(dist, `${chunk}.br`), br.subarray(0, br.length >> 1));
  await refusedAfterGood(dist, `${chunk}.br does not decode`);

  const other = await copyEditorBuild(path.join(store.work, 'bad-gz'));
  await writeFile(path.join(other, `${chunk}.gz`), gzipSync('console.log("another build")'));
  const error = await refusal(publishEditor(other));
  expect(error.message).toContain(`${chunk}.gz does not decode to ${chunk} (a copy of other contents)`);
}, 180_000);
