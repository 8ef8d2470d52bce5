/**
 * Remote node containers in the shell server, through Module Federation's runtime (node flavour:
 * the container and its chunks are fetched over HTTP and evaluated, the shared singletons come from
 * this build). A release is immutable, so its entry URL names it: a new live version is a new URL,
 * registered in place of the old one (`force`) — no restart.
 *
 * The version served until the new one has loaded keeps its loaded `./pages`: a deploy warms the new
 * container while readers are still answered with the old one (shell/server/live-remotes.ts), and
 * registering the old entry again for them would pull the runtime back and forth between the two
 * (renders then failed with ENOENT and fell back to the browser). So the last KEEP loaded containers of
 * a remote stay in memory and are answered from there.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shirube/shell-contract';

/** The live version and the one before it (served until the new one loaded, and a rollback's target). */
const KEEP = 2;
const registered = new Map<RemoteName, string>();
const loaded = new Map<string, Promise<Record<string, unknown>>>();
/** Per remote, its entries in `loaded`, oldest first. */
const recent = new Map<RemoteName, string[]>();

function remember(remote: RemoteName, entry: string, pending: Promise<Record<string, unknown>>) {
  loaded.set(entry, pending);
  const entries = (recent.get(remote) ?? []).filter((e) => e !== entry);
  entries.push(entry);
  while (entries.length > KEEP) loaded.delete(entries.shift()!);
  recent.set(remote, entries);
}

export function loadServerPages(remote: RemoteName, entry: string): Promise<Record<string, unknown>> {
  const cached = loaded.get(entry);
  if (cached) return cached;
  const previous = registered.get(remote);
  if (previous !== entry) {
    registerRemotes([{ name: remote, entry }], { force: previous !== undefined });
    registered.set(remote, entry);
  }
  const pending = loadRemote<Record<string, unknown>>(`${remote}/pages`).then((mod) => {
    if (!mod) throw new Error(`${remote}/pages did not load`);
    return mod;
  });
  remember(remote, entry, pending);
  // A failed load must not stick: the next request tries again.
  pending.catch(() => {
    if (loaded.get(entry) === pending) loaded.delete(entry);
  });
  return pending;
}
