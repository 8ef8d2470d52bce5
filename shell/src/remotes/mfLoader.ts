/**
 * Module Federation at runtime: remotes are NEVER listed at build time. /remotes.json (no-store) maps
 * each remote name to the mf-manifest.json of its live version; we register those with the MF runtime
 * the shell build created, then loadRemote('mf_x/pages').
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shirube/shell-contract';
import type { ExposedModule, RemoteLoader } from './loader';

type RemoteMap = Partial<Record<RemoteName, string>>;

/** `fresh` bypasses the browser cache on retry; the first fetch may reuse the page's
 *  <link rel=preload href=/remotes.json> (the server sends no-store, so it is never stale). */
async function fetchRemoteMap(fresh = false): Promise<RemoteMap> {
  const res = await fetch('/remotes.json', {
    credentials: 'same-origin',
    ...(fresh ? { cache: 'no-store' as const } : {}),
  });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemoteMap;
}

function toRemotes(map: RemoteMap, only?: RemoteName) {
  return Object.entries(map)
    .filter(([name, url]) => url && (!only || name === only))
    .map(([name, url]) => ({ name, entry: new URL(url as string, window.location.href).href }));
}

export function createMfLoader(): RemoteLoader {
  let registered: Promise<RemoteMap> | null = null;
  const ensure = () => {
    registered ??= fetchRemoteMap().then((map) => {
      registerRemotes(toRemotes(map));
      return map;
    });
    // A failed /remotes.json fetch must not stick: the next attempt tries again.
    registered.catch(() => (registered = null));
    return registered;
  };
  return {
    async loadModule(remote: RemoteName, expose: ExposedModule) {
      const map = await ensure();
      if (!map[remote]) throw new Error(`${remote} is not live`);
      const mod = await loadRemote<Record<string, unknown>>(`${remote}/${expose}`);
      if (!mod) throw new Error(`${remote}/${expose} did not load`);
      return mod;
    },
    async reset(remote: RemoteName) {
      const map = await fetchRemoteMap(true);
      // force: drop the cached (failed) entry of this remote only; other areas keep their modules.
      registerRemotes(toRemotes(map, remote), { force: true });
      registered = Promise.resolve(map);
    },
  };
}
