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

/** The last sound answer per current.json, kept for when the file goes bad; and the problem logged
 *  last, so a broken file is reported once (loudly), not on every request. */
const lastGood = new Map<string, string>();
const reported = new Map<string, string>();

function report(file: string, problem: string | null, keeping: string | undefined) {
  if (problem === null) {
    if (reported.delete(file)) console.error(`[releases] ${file} is sound again`);
    return;
  }
  if (reported.get(file) === problem) return;
  reported.set(file, problem);
  console.error(
    `[releases] ERROR ${file} ${problem}; ${keeping ? `still serving ${keeping}` : 'nothing to serve'}. ` +
      'Fix: npm run deploy -- status, then activate <remote> <version>',
  );
}

type ActiveRead = { version: string } | { problem: string };
/** The read of each current.json in flight: pages asking while one is under way share it. A burst of
 *  page requests read the file once per remote instead of once each (the reads and their promises were
 *  ~14 % of the shell server's CPU under a burst of top-page views); every request still gets an answer
 *  read after it arrived or at most one read earlier, so a publish or rollback shows on the next read. */
const inFlight = new Map<string, Promise<ActiveRead>>();

function readActive(file: string): Promise<ActiveRead> {
  let read = inFlight.get(file);
  if (!read) {
    read = readActiveFile(file).finally(() => inFlight.delete(file));
    inFlight.set(file, read);
  }
  return read;
}

async function readActiveFile(file: string): Promise<ActiveRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { problem: code === 'ENOENT' ? 'is missing' : `cannot be read (${code})` };
  }
  try {
    const active = (JSON.parse(text) as { active?: unknown }).active;
    if (typeof active === 'string' && SAFE_SEGMENT.test(active)) return { version: active };
    return { problem: 'is corrupt ("active" is not a version name)' };
  } catch {
    return { problem: 'is corrupt (not valid JSON)' };
  }
}

/** The version of the last activation in `<remote>/history.jsonl` (deploy/src/history.ts): what deploy
 *  rebuilds a broken current.json from. Unreadable lines (a torn write) are skipped. */
async function lastActivated(releasesDir: string, remote: RemoteName): Promise<string | undefined> {
  const text = await readFile(path.join(releasesDir, remote, 'history.jsonl'), 'utf8').catch(() => '');
  for (const line of text.split('\n').reverse()) {
    try {
      const version = (JSON.parse(line) as { version?: unknown }).version;
      if (typeof version === 'string' && SAFE_SEGMENT.test(version)) return version;
    } catch {
      // a torn line: the one before it
    }
  }
  return undefined;
}

/** The live version of `remote`. A corrupt or missing current.json keeps the last good answer this
 *  process had, or — a process started since — the activation history's last version (the one deploy
 *  repairs to): a half-broken store must not take an area down. Logged once per problem. */
export async function activeVersion(releasesDir: string, remote: RemoteName): Promise<string | null> {
  const file = path.join(releasesDir, remote, 'current.json');
  const read = await readActive(file);
  if ('version' in read) {
    lastGood.set(file, read.version);
    report(file, null, undefined);
    return read.version;
  }
  const keeping = lastGood.get(file) ?? (await lastActivated(releasesDir, remote));
  // Never published and never seen: not an error, just nothing live yet.
  if (read.problem === 'is missing' && !keeping) return null;
  report(file, read.problem, keeping);
  return keeping ?? null;
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
