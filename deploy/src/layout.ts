/**
 * Where the release store keeps what (written only by store.ts / live.ts, read by the shell server):
 *   <root>/<remote>/versions/<version>/             the remote's dist/, never changed after publish
 *   <root>/<remote>/versions/<version>/release.json
 *   <root>/<remote>/current.json                    {active, history}, replaced atomically
 *   <root>/<remote>/history.jsonl                   the activation history, append-only (history.ts)
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './errors';
import { readJson } from './files';
import { normaliseRemote, remoteNames, type RemoteName } from './remotes';

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
  /** Set when the smoke check failed: the version is stored but may never be made live. */
  smokeFailure?: string;
}

export const lockFile = (root: string) => path.join(root, '.lock');
export const remoteRoot = (root: string, remote: RemoteName) => path.join(root, remote);
export const versionsDir = (root: string, remote: RemoteName) => path.join(root, remote, 'versions');
export const currentFile = (root: string, remote: RemoteName) => path.join(root, remote, 'current.json');
export const historyFile = (root: string, remote: RemoteName) => path.join(root, remote, 'history.jsonl');

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

export async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

export async function readRelease(
  root: string,
  remote: RemoteName,
  version: string,
): Promise<Release | null> {
  return readJson<Release>(path.join(versionsDir(root, remote), version, 'release.json')).catch(() => null);
}

/** A version that may go live: stored, and not marked by a failed smoke check. */
export async function liveable(root: string, remote: RemoteName, version: string): Promise<boolean> {
  const release = await readRelease(root, remote, version);
  return release !== null && !release.smokeFailure;
}

export async function listReleases(root: string, remote: RemoteName): Promise<Release[]> {
  const names = await readdir(versionsDir(root, remote)).catch(() => [] as string[]);
  const releases: Release[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const release = await readRelease(root, remote, name);
    if (release) releases.push(release);
  }
  // Newest first; the version name breaks ties because it starts with the same time stamp.
  return releases.sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.version.localeCompare(a.version),
  );
}
