/** `deploy status`: per remote, the stored versions, what is live, the activation history, and
 *  whether the live shell can run the live version. */
import path from 'node:path';
import { readCurrentState } from './current';
import type { ReleaseChecks } from './checks';
import { readHistory, type Activation } from './history';
import {
  currentFile,
  exists,
  historyFile,
  listReleases,
  remoteRoot,
  versionsDir,
  type Release,
} from './layout';
import { rebuiltFromHistory } from './live';
import { remoteNames, type RemoteName } from './remotes';

export interface RemoteStatus {
  remote: RemoteName;
  /** The live version: current.json's, or — when it is corrupt or missing — the history's last
   *  activation (what a repair makes live and what a restarted shell serves). */
  active: string | null;
  /** Previously live versions, most recent first: what rollback walks back through. */
  history: string[];
  /** Every activation, oldest first (history.jsonl). */
  activations: Activation[];
  /** current.json is corrupt or missing while versions are stored: what is wrong and the fix. */
  problem?: string;
  /** Whether the live shell can run the live version: 'ok' or why not (absent: no version live). */
  shell?: 'ok' | string;
  versions: (Release & { active: boolean })[];
}

export async function status(
  root: string,
  checks?: Pick<ReleaseChecks, 'compatible'>,
): Promise<RemoteStatus[]> {
  const result: RemoteStatus[] = [];
  for (const remote of remoteNames) {
    if (!(await exists(remoteRoot(root, remote)))) continue;
    const file = currentFile(root, remote);
    const state = await readCurrentState(file);
    const releases = await listReleases(root, remote);
    const { entries, skipped } = await readHistory(historyFile(root, remote));
    const current =
      state.kind === 'ok' ? state.current : releases.length ? await rebuiltFromHistory(root, remote) : null;
    const versions = releases.map((r) => ({ ...r, active: r.version === current?.active }));
    const fix = current
      ? `Fix: npm run deploy -- activate ${remote} ${current.active} (the history's last activation)`
      : `Fix: npm run deploy -- activate ${remote} <version>`;
    const problems = [
      state.kind === 'corrupt' ? `${file} is corrupt: ${state.reason}. ${fix}` : null,
      state.kind === 'missing' && releases.length
        ? `${file} is missing${current ? '' : ': nothing of ' + remote + ' is live'}. ${fix}`
        : null,
      skipped ? `${historyFile(root, remote)}: ${skipped} unreadable line(s) skipped` : null,
    ].filter(Boolean);
    let shell: string | undefined;
    if (current && checks) {
      const unmet = await checks
        .compatible(path.join(versionsDir(root, remote), current.active), remote)
        .catch((e: Error) => e.message);
      shell = unmet ?? 'ok';
    }
    result.push({
      remote,
      active: current?.active ?? null,
      history: current?.history ?? [],
      activations: entries,
      ...(problems.length ? { problem: problems.join('\n') } : {}),
      ...(shell ? { shell } : {}),
      versions,
    });
  }
  return result;
}
