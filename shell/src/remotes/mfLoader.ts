/**
 * Module Federation at runtime: remotes are NEVER listed at build time. The page payload (written by
 * the shell server) names each live remote's entry, so the first load needs no extra round trip;
 * /remotes.json (no-store: name → mf-manifest.json of the live version) is read on a retry, or when
 * a page came without a payload. We register those with the MF runtime, then loadRemote('mf_x/pages').
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shirube/shell-contract';
import type { LiveRemote } from '../ssr/payload';
import type { ExposedModule, RemoteLoader } from './loader';

type RemoteMap = Partial<Record<RemoteName, string>>;

async function fetchRemoteMap(): Promise<RemoteMap> {
  const res = await fetch('/remotes.json', { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return (await res.json()) as RemoteMap;
}

function toRemotes(map: RemoteMap, only?: RemoteName) {
  return Object.entries(map)
    .filter(([name, url]) => url && (!only || name === only))
    .map(([name, url]) => ({ name, entry: new URL(url as string, window.location.href).href }));
}

/** `inlined`: the live remotes the page payload names (entry = the remoteEntry.js URL). */
export function createMfLoader(inlined?: Partial<Record<RemoteName, LiveRemote>>): RemoteLoader {
  const fromPage: RemoteMap | null = inlined
    ? Object.fromEntries(Object.entries(inlined).map(([name, r]) => [name, r?.entry]))
    : null;
  let registered: Promise<RemoteMap> | null = null;
  const ensure = () => {
    registered ??= (fromPage ? Promise.resolve(fromPage) : fetchRemoteMap()).then((map) => {
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
      const map = await fetchRemoteMap();
      // force: drop the cached (failed) entry of this remote only; other areas keep their modules.
      registerRemotes(toRemotes(map, remote), { force: true });
      registered = Promise.resolve(map);
    },
  };
}
