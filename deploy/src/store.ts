/**
 * The release store: immutable remote builds plus, per remote, `current.json` naming the live one and
 * the activation history (layout.ts). publish / rollback / activate / prune; every change runs under
 * one O_EXCL lock file so two commands cannot interleave.
 */
import { cp, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { readCurrentStrict, type Current } from './current';
import type { ReleaseChecks } from './checks';
import { DeployError } from './errors';
import { contentHash, readJson, timeStamp, writeJsonAtomic } from './files';
import {
  currentFile,
  exists,
  listReleases,
  liveable,
  lockFile,
  readRelease,
  remoteRoot,
  requireRemote,
  versionsDir,
  type Release,
} from './layout';
import { currentOrRebuilt, setLive } from './live';
import { withLock } from './lock';
import { stampReleaseVersion } from './stamp';
import { remoteNames, type RemoteName } from './remotes';

export { requireRemote, type Release } from './layout';
export { status, type RemoteStatus } from './status';
export type { Current } from './current';

/** A live-state change; `repaired` says why current.json was rebuilt from the activation history. */
export interface CurrentChange extends Current {
  repaired?: string;
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
  /** Compatibility with the live shell (before storing) and the smoke check (on the stored copy). */
  checks: ReleaseChecks;
}

const fixLine = (remote: RemoteName) =>
  `Fix: npm run deploy -- activate ${remote} <version> (versions: npm run deploy -- status)`;

export async function readCurrent(root: string, remote: string): Promise<Current | null> {
  const name = requireRemote(remote);
  return readCurrentStrict(currentFile(root, name), name);
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

/**
 * Copies a build in as a new immutable version, smoke-checks the stored copy and makes it live.
 * Refused input changes nothing; a version failing the check stays stored (marked) but never goes live.
 */
export async function publish(root: string, input: PublishInput): Promise<Release> {
  const remote = requireRemote(input.remote);
  if (input.label !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,40}$/.test(input.label)) {
    throw new DeployError('bad_argument', `label "${input.label}" may use letters, digits, . _ - (≤ 41)`);
  }
  await checkManifest(input.distDir, remote);
  const unmet = await input.checks.compatible(input.distDir, remote);
  if (unmet) throw new DeployError('incompatible', `${remote} was not published: ${unmet}`);
  const createdRemoteDir = !(await exists(remoteRoot(root, remote)));
  try {
    await mkdir(versionsDir(root, remote), { recursive: true });
    return await withLock(lockFile(root), () => publishLocked(root, remote, input));
  } finally {
    // A first publish that stored nothing leaves no empty remote folder behind.
    if (createdRemoteDir) {
      await rmdir(versionsDir(root, remote)).catch(() => undefined);
      await rmdir(remoteRoot(root, remote)).catch(() => undefined);
    }
  }
}

async function publishLocked(root: string, remote: RemoteName, input: PublishInput): Promise<Release> {
  const createdAt = new Date();
  const hash = await contentHash(input.distDir);
  const { current, repaired } = await currentOrRebuilt(root, remote);
  if (input.ifChanged && current && !repaired) {
    const release = await readJson<Release>(
      path.join(versionsDir(root, remote), current.active, 'release.json'),
    );
    if (release && release.contentHash === hash) return { ...release, unchanged: true };
  }
  const base = `${input.packageVersion}-${timeStamp(createdAt)}-${hash}`;
  let version = base;
  for (let n = 2; await exists(path.join(versionsDir(root, remote), version)); n++) version = `${base}-${n}`;

  const release: Release = {
    remote,
    version,
    createdAt: createdAt.toISOString(),
    sourceRev: input.sourceRev ?? null,
    ...(input.label ? { label: input.label } : {}),
    packageVersion: input.packageVersion,
    contentHash: hash,
  };
  const finalDir = path.join(versionsDir(root, remote), version);
  // Copy beside the final place and rename: a version folder is either complete or absent.
  const tmp = path.join(versionsDir(root, remote), `.tmp-${version}-${process.pid}`);
  try {
    await cp(input.distDir, tmp, { recursive: true });
    // The release version goes into the copy's manifests before it becomes immutable (stamp.ts).
    await stampReleaseVersion(tmp, version);
    await writeJsonAtomic(path.join(tmp, 'release.json'), release);
    const failure = await input.checks.smoke(tmp, remote);
    if (failure) {
      // Stored for inspection, marked so that nothing makes it live.
      await writeJsonAtomic(path.join(tmp, 'release.json'), { ...release, smokeFailure: failure });
      await rename(tmp, finalDir);
      throw new DeployError(
        'smoke_failed',
        `${remote} ${version} failed the smoke check and was NOT made live: ${failure}`,
      );
    }
    await rename(tmp, finalDir);
    const history = current ? [current.active, ...current.history] : [];
    await setLive(root, remote, { active: version, history }, 'publish', current);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    // Not live and not smoke-marked (copy, disk or permission failure): leave no orphan version.
    if (!(e instanceof DeployError && e.code === 'smoke_failed'))
      await rm(finalDir, { recursive: true, force: true });
    throw e;
  }
  return release;
}

/** Makes the previously live version live again. Errors, changing nothing, when there is none. */
export async function rollback(
  root: string,
  remoteInput: string,
  checks: Pick<ReleaseChecks, 'compatible'>,
): Promise<CurrentChange> {
  const remote = requireRemote(remoteInput);
  return withLock(lockFile(root), async () => {
    const { current, repaired } = await currentOrRebuilt(root, remote);
    const history = [...(current?.history ?? [])];
    // Skip entries whose folders were removed by hand; prune already drops its own.
    while (history.length && !(await liveable(root, remote, history[0]))) history.shift();
    if (!current && repaired) throw new DeployError('corrupt_current', `${repaired}. ${fixLine(remote)}`);
    if (!current || history.length === 0) {
      throw new DeployError('no_previous', `${remote} has no previous version to roll back to`);
    }
    await refuseIncompatible(root, remote, history[0], checks);
    const next: Current = { active: history[0], history: history.slice(1) };
    await setLive(root, remote, next, 'rollback', current);
    return repaired ? { ...next, repaired } : next;
  });
}

async function refuseIncompatible(
  root: string,
  remote: RemoteName,
  version: string,
  checks: Pick<ReleaseChecks, 'compatible'>,
): Promise<void> {
  const unmet = await checks.compatible(path.join(versionsDir(root, remote), version), remote);
  if (unmet) throw new DeployError('incompatible', `${remote} ${version} was not made live: ${unmet}`);
}

/** Makes any stored version live (also a way forward again after a rollback, and the repair of a
 *  corrupt current.json). */
export async function activate(
  root: string,
  remoteInput: string,
  version: string,
  checks: Pick<ReleaseChecks, 'compatible'>,
): Promise<CurrentChange> {
  const remote = requireRemote(remoteInput);
  return withLock(lockFile(root), async () => {
    const release = await readRelease(root, remote, version);
    if (!release) {
      throw new DeployError('unknown_version', `${remote} has no version "${version}"`);
    }
    if (release.smokeFailure) {
      throw new DeployError(
        'smoke_failed',
        `${remote} ${version} failed its smoke check and may not go live: ${release.smokeFailure}`,
      );
    }
    // The gate runs even when the version is live already: `activate <live> --shell <older>` is how
    // an operator asks whether a shell rollback would keep it running.
    await refuseIncompatible(root, remote, version, checks);
    const { current, repaired } = await currentOrRebuilt(root, remote);
    if (current?.active === version && !repaired) return current;
    const older = current ? [current.active, ...current.history] : [];
    const next: Current = { active: version, history: older.filter((v) => v !== version) };
    await setLive(root, remote, next, 'activate', current);
    return repaired ? { ...next, repaired } : next;
  });
}

/** Deletes all but the `keep` newest versions of each remote (or of one); the live one always stays. */
export async function prune(root: string, keep: number, remoteInput?: string): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new DeployError('bad_argument', '--keep must be a whole number ≥ 1');
  const remotes = remoteInput ? [requireRemote(remoteInput)] : [...remoteNames];
  return withLock(lockFile(root), async () => {
    const removed: string[] = [];
    for (const remote of remotes) {
      // Never guess what is live: a corrupt current.json stops prune before it deletes anything.
      const current = await readCurrentStrict(currentFile(root, remote), remote);
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
