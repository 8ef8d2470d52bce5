/**
 * A shell build and the remotes that can run under it. `plan` picks, per remote, the version to have
 * live with that shell: the live one when it fits, else the newest stored version that fits, passed
 * its smoke check and was not rolled back from since it was last made live (a version rolled back as bad
 * is not offered again); a version whose manifest cannot be read is skipped and named (`skipped`).
 * `activateSet` makes the whole plan live in one step — all remotes or none (a shell rollback then
 * has every area running, never some refused).
 */
import path from 'node:path';
import { UNREADABLE_MANIFEST, type ReleaseChecks } from './checks';
import { readCurrentState } from './current';
import { DeployError } from './errors';
import { readHistory } from './history';
import { currentFile, historyFile, listReleases, lockFile, versionsDir } from './layout';
import { currentOrRebuilt, rebuiltFromHistory, setLive } from './live';
import { withLock } from './lock';
import { remoteNames, type RemoteName } from './remotes';

export interface PlanEntry {
  remote: RemoteName;
  live: string | null;
  /** The version to have live with that shell; null = none fits (`reason` says why). */
  version: string | null;
  reason?: string;
  /** Stored versions passed over because they cannot be read (`<version>: <why>`). */
  skipped?: string[];
}

async function planRemote(
  root: string,
  remote: RemoteName,
  checks: Pick<ReleaseChecks, 'compatible'>,
): Promise<PlanEntry | null> {
  const releases = (await listReleases(root, remote)).filter((r) => !r.smokeFailure);
  if (releases.length === 0) return null;
  const state = await readCurrentState(currentFile(root, remote));
  const live =
    state.kind === 'ok' ? state.current.active : ((await rebuiltFromHistory(root, remote))?.active ?? null);
  const unmetFor = (version: string) =>
    checks.compatible(path.join(versionsDir(root, remote), version), remote);
  const skipped: string[] = [];
  const judged = async (version: string) => {
    const unmet = await unmetFor(version);
    if (unmet?.startsWith(UNREADABLE_MANIFEST)) skipped.push(`${version}: ${unmet}`);
    return unmet;
  };
  const named = (entry: PlanEntry): PlanEntry => (skipped.length ? { ...entry, skipped } : entry);
  const liveUnmet = live ? await judged(live) : null;
  if (live && liveUnmet === null) return { remote, live, version: live };
  const rolledBackFrom = await rolledBackFromNow(root, remote);
  let newest = live ? `live ${live}: ${liveUnmet}` : null;
  for (const r of releases) {
    if (rolledBackFrom.has(r.version) || r.version === live) continue;
    const unmet = await judged(r.version);
    if (unmet === null) return named({ remote, live, version: r.version });
    newest ??= `${r.version}: ${unmet}`;
  }
  return named({ remote, live, version: null, reason: `no stored version fits that shell (${newest})` });
}

/**
 * The versions rolled back from and not made live since: a version rolled back as bad is not offered
 * again — until it is made live again by hand (activate, or a rollback to it), which says it is good
 * (before, one rollback from a version hid it from `plan` for good, issue 39 item 12).
 */
async function rolledBackFromNow(root: string, remote: RemoteName): Promise<Set<string>> {
  const bad = new Set<string>();
  for (const e of (await readHistory(historyFile(root, remote))).entries) {
    bad.delete(e.version);
    if (e.command === 'rollback' && e.previous) bad.add(e.previous);
  }
  return bad;
}

/** Per remote with anything stored, the version to have live with the shell `checks` describe. */
export async function plan(root: string, checks: Pick<ReleaseChecks, 'compatible'>): Promise<PlanEntry[]> {
  const entries: PlanEntry[] = [];
  for (const remote of remoteNames) {
    const entry = await planRemote(root, remote, checks);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Makes the plan for that shell live for every remote at once, or — when a remote has no fitting
 *  version — changes nothing. Returns the plan that is now live. */
export async function activateSet(
  root: string,
  checks: Pick<ReleaseChecks, 'compatible'>,
): Promise<PlanEntry[]> {
  return withLock(lockFile(root), async () => {
    const entries = await plan(root, checks);
    const missing = entries.filter((e) => e.version === null);
    if (missing.length)
      throw new DeployError(
        'incompatible',
        `nothing was changed: ${missing.map((e) => `${e.remote}: ${e.reason}`).join('; ')}`,
      );
    for (const e of entries) {
      if (e.version === e.live) continue;
      const { current } = await currentOrRebuilt(root, e.remote);
      const older = current ? [current.active, ...current.history] : [];
      const next = { active: e.version!, history: older.filter((v) => v !== e.version) };
      await setLive(root, e.remote, next, 'activate-set', current);
    }
    return entries;
  });
}
