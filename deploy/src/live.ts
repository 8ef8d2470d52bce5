/** The live state of a remote: current.json (what the shell serves) and the activation history it is
 *  rebuilt from. Every change of the live version goes through `setLive`, under the store lock. */
import { readCurrentState, type Current } from './current';
import { writeJsonAtomic } from './files';
import { adoption, appendHistory, readHistory, replay, type Activation, type Command } from './history';
import { currentFile, historyFile, listReleases, liveable } from './layout';
import type { RemoteName } from './remotes';

/**
 * current.json, or — when it is corrupt, or missing while versions are stored — one rebuilt from the
 * activation history (history.ts: the last activated version is live; never the newest stored, which
 * may be one rolled back as bad), with the reason. Used by the commands that write current.json, so
 * each of them repairs it. No history to rebuild from → current null, with the reason.
 */
export async function currentOrRebuilt(
  root: string,
  remote: RemoteName,
): Promise<{ current: Current | null; repaired?: string }> {
  const state = await readCurrentState(currentFile(root, remote));
  if (state.kind === 'ok') return { current: state.current };
  const stored = (await listReleases(root, remote)).filter((r) => !r.smokeFailure);
  if (stored.length === 0) return { current: null };
  const reason = state.kind === 'corrupt' ? `was corrupt (${state.reason})` : 'was missing';
  const fromHistory = await rebuiltFromHistory(root, remote);
  return fromHistory
    ? {
        current: fromHistory,
        repaired: `${currentFile(root, remote)} ${reason}; rebuilt from the activation history`,
      }
    : {
        current: null,
        repaired: `${currentFile(root, remote)} ${reason} and there is no activation history: what was live is unknown`,
      };
}

/** The replayed history without versions that can no longer go live (removed by hand, smoke-failed). */
export async function rebuiltFromHistory(root: string, remote: RemoteName): Promise<Current | null> {
  const replayed = replay((await readHistory(historyFile(root, remote))).entries);
  if (!replayed) return null;
  const stack: string[] = [];
  for (const v of [replayed.active, ...replayed.history]) if (await liveable(root, remote, v)) stack.push(v);
  return stack.length ? { active: stack[0], history: stack.slice(1) } : null;
}

/**
 * Makes `next` live: the history line first (so a crash in between leaves a record of the intent,
 * which a repair follows), then current.json. A store from before the history gets the current
 * state recorded first, so a later repair knows the older versions too.
 */
export async function setLive(
  root: string,
  remote: RemoteName,
  next: Current,
  command: Command,
  before: Current | null,
): Promise<void> {
  const file = historyFile(root, remote);
  const now = new Date();
  const entries: Activation[] = [];
  if (before && (await readHistory(file)).entries.length === 0)
    entries.push(...adoption(remote, before, now));
  entries.push({
    at: now.toISOString(),
    remote,
    version: next.active,
    command,
    previous: before?.active ?? null,
  });
  await appendHistory(file, entries);
  await writeJsonAtomic(currentFile(root, remote), next);
}
