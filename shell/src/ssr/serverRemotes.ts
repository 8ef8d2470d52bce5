/**
 * Remote node containers in the shell server, through Module Federation's runtime (node flavour:
 * the container and its chunks are fetched over HTTP and evaluated, the shared singletons come from
 * this build). A release is immutable, so its entry URL names it: a new live version is a new URL,
 * registered in place of the old one (`force`) — no restart.
 *
 * A deploy loads the new container while readers are still answered with the old one
 * (shell/server/live-remotes.ts), so two releases of one remote are in use at once:
 * - Each container fetches its chunks from its own release (shared/build ssr-public-path.ts).
 * - The releases used most recently keep their loaded `./pages` (KEEP, least recently USED goes):
 *   the one still served is never dropped for one merely registered after it. Registering it again
 *   would pull the runtime back and forth between the two — renders failed with ENOENT, and a broken
 *   release's load came back with the other release's container (the runtime keeps one container
 *   per remote name in a global).
 * - Registering and loading run one at a time per remote, for the same reason.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@shirube/shell-contract';

type Pages = Record<string, unknown>;

/** The release served and the one loading beside it (or a rollback's target). */
const KEEP = 2;
const registered = new Map<RemoteName, string>();
const loaded = new Map<string, Promise<Pages>>();
/** Per remote, its entries in `loaded`, least recently used first. */
const recent = new Map<RemoteName, string[]>();
/** Per remote, the last registration + load: the next one starts after it settles. */
const queue = new Map<RemoteName, Promise<unknown>>();

function touch(remote: RemoteName, entry: string) {
  const entries = (recent.get(remote) ?? []).filter((e) => e !== entry);
  entries.push(entry);
  while (entries.length > KEEP) loaded.delete(entries.shift()!);
  recent.set(remote, entries);
}

async function registerAndLoad(remote: RemoteName, entry: string): Promise<Pages> {
  const previous = registered.get(remote);
  if (previous !== entry) {
    registerRemotes([{ name: remote, entry }], { force: previous !== undefined });
    registered.set(remote, entry);
  }
  const mod = await loadRemote<Pages>(`${remote}/pages`);
  if (!mod) throw new Error(`${remote}/pages did not load`);
  return mod;
}

export function loadServerPages(remote: RemoteName, entry: string): Promise<Pages> {
  const cached = loaded.get(entry);
  if (cached) {
    touch(remote, entry);
    return cached;
  }
  const pending = (queue.get(remote) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => registerAndLoad(remote, entry));
  queue.set(remote, pending);
  loaded.set(entry, pending);
  touch(remote, entry);
  // A failed load must not stick: the next request tries again.
  pending.catch(() => {
    if (loaded.get(entry) === pending) loaded.delete(entry);
  });
  return pending;
}
