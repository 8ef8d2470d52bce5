/**
 * Reads the release store that deploy/ writes (see the team brief):
 *   <releasesDir>/<mf_name>/current.json  {"active": "<version>", "history": [...]}
 *   <releasesDir>/<mf_name>/versions/<version>/...   the remote's dist/, immutable
 * Read fresh on every request, so publish/rollback take effect with no restart (live-remotes.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@shirube/shell-contract';

const SAFE_SEGMENT = /^[A-Za-z0-9._+-]+$/;

export async function activeVersion(releasesDir: string, remote: RemoteName): Promise<string | null> {
  try {
    const current = JSON.parse(await readFile(path.join(releasesDir, remote, 'current.json'), 'utf8')) as {
      active?: unknown;
    };
    return typeof current.active === 'string' && SAFE_SEGMENT.test(current.active) ? current.active : null;
  } catch {
    return null;
  }
}

export function overrideEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.toUpperCase()}_URL`;
}

/** File path for /remotes/<name>/<version>/<rest>, or null when it is not a file in the store. */
export async function resolveRemoteFile(releasesDir: string, urlPath: string): Promise<string | null> {
  const m = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(urlPath);
  if (!m) return null;
  const [, name, rawVersion, rest] = m;
  let version: string;
  let relative: string;
  try {
    version = decodeURIComponent(rawVersion);
    relative = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (!(remoteNames as readonly string[]).includes(name) || !SAFE_SEGMENT.test(version)) return null;
  const root = path.join(releasesDir, name, 'versions', version);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
