/**
 * Remote node containers in the shell server, through Module Federation's runtime (node flavour:
 * the container and its chunks are fetched over HTTP and evaluated, the shared singletons come from
 * this build). A release is immutable, so its entry URL names it: a new live version is a new URL,
 * registered in place of the old one (`force`) on the next request — no restart.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@shirube/shell-contract';

const registered = new Map<RemoteName, string>();
const loaded = new Map<string, Promise<Record<string, unknown>>>();

export function loadServerPages(remote: RemoteName, entry: string): Promise<Record<string, unknown>> {
  const cached = loaded.get(entry);
  if (cached) return cached;
  const previous = registered.get(remote);
  if (previous !== entry) {
    registerRemotes([{ name: remote, entry }], { force: previous !== undefined });
    registered.set(remote, entry);
    if (previous) loaded.delete(previous);
  }
  const pending = loadRemote<Record<string, unknown>>(`${remote}/pages`).then((mod) => {
    if (!mod) throw new Error(`${remote}/pages did not load`);
    return mod;
  });
  loaded.set(entry, pending);
  // A failed load must not stick: the next request tries again.
  pending.catch(() => {
    if (loaded.get(entry) === pending) loaded.delete(entry);
  });
  return pending;
}
