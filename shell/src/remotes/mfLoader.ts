/**
 * Module Federation at runtime: remotes are NEVER listed at build time. The page payload (written by
 * the shell server) names each live remote's entry, so the first load needs no extra round trip;
 * /remotes.json (no-store: name → remoteEntry.js of the live version) is read on a retry, or when
 * a page came without a payload. We register those with the MF runtime, then loadRemote('mf_x/pages').
 */
import { getInstance, loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@shirube/shell-contract';
import type { LiveRemote } from '../ssr/payload';
import type { ExposedModule, RemoteLoader } from './loader';

type RemoteMap = Partial<Record<RemoteName, string>>;

/** /remotes.json and a remote's files get this long before the area shows its fallback (with retry). */
export const REMOTE_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${REMOTE_TIMEOUT_MS} ms`)),
      REMOTE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function fetchRemoteMap(): Promise<RemoteMap> {
  const request = fetch('/remotes.json', { credentials: 'same-origin', cache: 'no-store' }).then((res) => {
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    return res.json() as Promise<RemoteMap>;
  });
  return withTimeout(request, '/remotes.json');
}

/**
 * Every build of a remote pushes its chunks into one global array (rspack's chunkLoadingGlobal,
 * `chunk_<name>`), and a newly loaded runtime first installs everything already in it. After a
 * failed version, the next one (a rollback) would so pick up the failed version's modules under the
 * same chunk ids and fail again; dropping the array gives the next version a clean start.
 */
function forgetChunks(remote: RemoteName) {
  delete (globalThis as Record<string, unknown>)[`chunk_${remote}`];
}

/**
 * The failed version also registered the packages it provides (the domain rules, the API contract…)
 * in the shell's share scope. Those nobody has loaded yet would load through its runtime — whose
 * chunk array forgetChunks just dropped, so the load never completes (ChunkLoadError) — and the next
 * version of the remote, providing the same versions, would not replace them. The runtime's own
 * removeRemote leaves them: the remote's instance carries the shell's id, so it is never found.
 * Loaded ones stay (their modules are already made and may be in use).
 */
function forgetUnloadedShares(remote: RemoteName) {
  const scopes = getInstance()?.shareScopeMap ?? {};
  for (const packages of Object.values(scopes))
    for (const versions of Object.values(packages))
      for (const [version, shared] of Object.entries(versions))
        if (shared.from === remote && !shared.loaded) delete versions[version];
}

/** `/remotes/<name>/<version>/remoteEntry.js` (the shell's own) or `…/<name>/versions/<version>/…` (the
 *  release store's layout on REMOTES_BASE_URL, a bucket or CDN) → the release version (URL-decoded). */
export function versionOfEntry(url: string): string | undefined {
  const pathname = new URL(url, 'http://shirube.invalid').pathname;
  const m =
    /^\/remotes\/[^/]+\/([^/]+)\//.exec(pathname) ?? /\/mf_[a-z]+\/versions\/([^/]+)\/[^/]+/.exec(pathname);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return undefined;
  }
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
  // The page payload names each version; a fetched /remotes.json only the entry URL, which names it.
  const versions = new Map<RemoteName, string | undefined>(
    Object.entries(inlined ?? {}).map(([name, r]) => [name as RemoteName, r?.version]),
  );
  const noteVersions = (map: RemoteMap, only?: RemoteName) => {
    for (const [name, url] of Object.entries(map))
      if (url && (!only || name === only)) versions.set(name as RemoteName, versionOfEntry(url));
  };
  const ensure = () => {
    registered ??= (fromPage ? Promise.resolve(fromPage) : fetchRemoteMap()).then((map) => {
      registerRemotes(toRemotes(map));
      if (!fromPage) noteVersions(map);
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
      const mod = await withTimeout(
        loadRemote<Record<string, unknown>>(`${remote}/${expose}`),
        `${remote}/${expose}`,
      );
      if (!mod) throw new Error(`${remote}/${expose} did not load`);
      return mod;
    },
    async reset(remote: RemoteName) {
      const map = await fetchRemoteMap();
      forgetChunks(remote);
      forgetUnloadedShares(remote);
      // force: drop the cached (failed) entry of this remote only; other areas keep their modules.
      registerRemotes(toRemotes(map, remote), { force: true });
      noteVersions(map, remote);
      registered = Promise.resolve(map);
    },
    version: (remote: RemoteName) => versions.get(remote),
  };
}
