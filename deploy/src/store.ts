/**
 * The release store: immutable remote builds plus one `current.json` per remote naming the live one.
 * Layout (read by the shell server, written only here):
 *   <releasesDir>/<remote>/versions/<version>/             the remote's dist/, never changed after publish
 *   <releasesDir>/<remote>/versions/<version>/release.json
 *   <releasesDir>/<remote>/current.json                    {active, history}, replaced atomically
 * Every change runs under one O_EXCL lock file so two publishes cannot interleave.
 */
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './errors';
import { contentHash, readJson, timeStamp, writeJsonAtomic } from './files';
import { withLock } from './lock';
import { normaliseRemote, remoteNames, type RemoteName } from './remotes';

export interface Current {
  active: string;
  /** Previously live versions, most recent first: what `rollback` walks back through. */
  history: string[];
}

export interface Release {
  /** Set (and nothing written) when `ifChanged` found the live version identical to this build. */
  unchanged?: true;
  remote: RemoteName;
  version: string;
  createdAt: string;
  sourceRev: string | null;
  label?: string;
  packageVersion: string;
  contentHash: string;
}

export interface RemoteStatus {
  remote: RemoteName;
  active: string | null;
  history: string[];
  versions: (Release & { active: boolean })[];
}

export interface PublishInput {
  remote: string;
  /** The remote's build output; must contain mf-manifest.json. */
  distDir: string;
  /** The remote's package.json version, the first part of the version name. */
  packageVersion: string;
  label?: string;
  sourceRev?: string | null;
  /** Publish only when the live version was built from other files (`npm start` after a rebuild). */
  ifChanged?: boolean;
}

const lockFile = (root: string) => path.join(root, '.lock');
const remoteRoot = (root: string, remote: RemoteName) => path.join(root, remote);
const versionsDir = (root: string, remote: RemoteName) => path.join(root, remote, 'versions');
const currentFile = (root: string, remote: RemoteName) => path.join(root, remote, 'current.json');

export function requireRemote(input: string): RemoteName {
  const name = normaliseRemote(input);
  if (!name) {
    throw new DeployError(
      'unknown_remote',
      `unknown remote "${input}" (expected one of ${remoteNames.join(', ')})`,
    );
  }
  return name;
}

export async function readCurrent(root: string, remote: string): Promise<Current | null> {
  return readJson<Current>(currentFile(root, requireRemote(remote)));
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

async function checkManifest(distDir: string, remote: RemoteName): Promise<void> {
  const manifestPath = path.join(distDir, 'mf-manifest.json');
  const manifest = await readJson<{ name?: string }>(manifestPath).catch(() => {
    throw new DeployError('no_manifest', `${manifestPath} is not valid JSON; rebuild the remote`);
  });
  if (!manifest) {
    throw new DeployError(
      'no_manifest',
      `${manifestPath} not found: build the remote first (npm run build -w ${remote.replace(/_/g, '-')})`,
    );
  }
  if (manifest.name && manifest.name !== remote) {
    throw new DeployError(
      'manifest_mismatch',
      `${distDir} is a build of "${manifest.name}", not "${remote}"`,
    );
  }
}

/** Copies a build in as a new immutable version and makes it live. Refuses without changing anything. */
export async function publish(root: string, input: PublishInput): Promise<Release> {
  const remote = requireRemote(input.remote);
  if (input.label !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,40}$/.test(input.label)) {
    throw new DeployError('bad_argument', `label "${input.label}" may use letters, digits, . _ - (≤ 41)`);
  }
  await checkManifest(input.distDir, remote);
  await mkdir(versionsDir(root, remote), { recursive: true });
  return withLock(lockFile(root), async () => {
    const createdAt = new Date();
    const hash = await contentHash(input.distDir);
    if (input.ifChanged) {
      const live = await readJson<Current>(currentFile(root, remote));
      const release =
        live && (await readJson<Release>(path.join(versionsDir(root, remote), live.active, 'release.json')));
      if (release && release.contentHash === hash) return { ...release, unchanged: true };
    }
    const base = `${input.packageVersion}-${timeStamp(createdAt)}-${hash}`;
    let version = base;
    for (let n = 2; await exists(path.join(versionsDir(root, remote), version)); n++)
      version = `${base}-${n}`;

    const release: Release = {
      remote,
      version,
      createdAt: createdAt.toISOString(),
      sourceRev: input.sourceRev ?? null,
      ...(input.label ? { label: input.label } : {}),
      packageVersion: input.packageVersion,
      contentHash: hash,
    };
    // Copy beside the final place and rename: a version folder is either complete or absent.
    const tmp = path.join(versionsDir(root, remote), `.tmp-${version}-${process.pid}`);
    try {
      await cp(input.distDir, tmp, { recursive: true });
      await writeJsonAtomic(path.join(tmp, 'release.json'), release);
      await rename(tmp, path.join(versionsDir(root, remote), version));
    } catch (e) {
      await rm(tmp, { recursive: true, force: true });
      throw e;
    }
    const current = await readJson<Current>(currentFile(root, remote));
    const history = current ? [current.active, ...current.history] : [];
    await writeJsonAtomic(currentFile(root, remote), { active: version, history } satisfies Current);
    return release;
  });
}

async function versionExists(root: string, remote: RemoteName, version: string): Promise<boolean> {
  return exists(path.join(versionsDir(root, remote), version, 'release.json'));
}

/** Makes the previously live version live again. Errors, changing nothing, when there is none. */
export async function rollback(root: string, remoteInput: string): Promise<Current> {
  const remote = requireRemote(remoteInput);
  return withLock(lockFile(root), async () => {
    const current = await readJson<Current>(currentFile(root, remote));
    const history = [...(current?.history ?? [])];
    // Skip entries whose folders were removed by hand; prune already drops its own.
    while (history.length && !(await versionExists(root, remote, history[0]))) history.shift();
    if (!current || history.length === 0) {
      throw new DeployError('no_previous', `${remote} has no previous version to roll back to`);
    }
    const next: Current = { active: history[0], history: history.slice(1) };
    await writeJsonAtomic(currentFile(root, remote), next);
    return next;
  });
}

/** Makes any stored version live (also a way forward again after a rollback). */
export async function activate(root: string, remoteInput: string, version: string): Promise<Current> {
  const remote = requireRemote(remoteInput);
  return withLock(lockFile(root), async () => {
    if (!(await versionExists(root, remote, version))) {
      throw new DeployError('unknown_version', `${remote} has no version "${version}"`);
    }
    const current = await readJson<Current>(currentFile(root, remote));
    if (current?.active === version) return current;
    const older = current ? [current.active, ...current.history] : [];
    const next: Current = { active: version, history: older.filter((v) => v !== version) };
    await writeJsonAtomic(currentFile(root, remote), next);
    return next;
  });
}

async function listReleases(root: string, remote: RemoteName): Promise<Release[]> {
  const names = await readdir(versionsDir(root, remote)).catch(() => [] as string[]);
  const releases: Release[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const release = await readJson<Release>(path.join(versionsDir(root, remote), name, 'release.json'));
    if (release) releases.push(release);
  }
  // Newest first; the version name breaks ties because it starts with the same time stamp.
  return releases.sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.version.localeCompare(a.version),
  );
}

/** Every remote that has anything stored, with its versions newest first and the live one marked. */
export async function status(root: string): Promise<RemoteStatus[]> {
  const result: RemoteStatus[] = [];
  for (const remote of remoteNames) {
    if (!(await exists(remoteRoot(root, remote)))) continue;
    const current = await readJson<Current>(currentFile(root, remote));
    const versions = (await listReleases(root, remote)).map((r) => ({
      ...r,
      active: r.version === current?.active,
    }));
    result.push({ remote, active: current?.active ?? null, history: current?.history ?? [], versions });
  }
  return result;
}

/** Deletes all but the `keep` newest versions of each remote (or of one); the live one always stays. */
export async function prune(root: string, keep: number, remoteInput?: string): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new DeployError('bad_argument', '--keep must be a whole number ≥ 1');
  const remotes = remoteInput ? [requireRemote(remoteInput)] : [...remoteNames];
  return withLock(lockFile(root), async () => {
    const removed: string[] = [];
    for (const remote of remotes) {
      const current = await readJson<Current>(currentFile(root, remote));
      const doomed = (await listReleases(root, remote))
        .slice(keep)
        .filter((r) => r.version !== current?.active);
      for (const r of doomed) {
        await rm(path.join(versionsDir(root, remote), r.version), { recursive: true, force: true });
        removed.push(`${remote}/${r.version}`);
      }
      if (current && doomed.length) {
        const gone = new Set(doomed.map((r) => r.version));
        await writeJsonAtomic(currentFile(root, remote), {
          active: current.active,
          history: current.history.filter((v) => !gone.has(v)),
        } satisfies Current);
      }
    }
    return removed;
  });
}
