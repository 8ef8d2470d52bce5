/**
 * What a page needs to know about the live remotes, read from each live release's manifests: the
 * browser entry (inlined into the page, so the browser registers remotes without fetching
 * /remotes.json), the node container (server rendering) and the `./pages` files to preload.
 * A release is immutable, so its manifests are read once per version and kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShellProvides, remoteNeeds, unmetNeeds, type ShellProvides } from '@shirube/build/compat';
import { remoteNames, type RemoteName } from '@shirube/shell-contract';
import { activeVersion, overrideEnvName } from './releases';

export interface LiveRelease {
  version: string;
  /** Browser remoteEntry URL (site-relative, or on REMOTES_BASE_URL: remotesBase), or an override manifest URL. */
  webEntry: string;
  /** Node container path under the site (`/remotes/<name>/<v>/ssr/<file>`); null = no node build. */
  nodeEntry: string | null;
  /** Files of the exposed `./pages` module (site-relative): preloaded when the route renders it. */
  /** `./pages`' files; `lazyCss`: the stylesheets of the chunks its pages load on demand (a component
   *  several pages share gets a chunk of its own), which a server-rendered page may already show. */
  pages: { js: string[]; css: string[]; lazyCss: string[] };
}

export type LiveReleases = Partial<Record<RemoteName, LiveRelease>>;

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
  shared?: { name: string; requiredVersion?: string | false }[];
  exposes?: {
    name?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

const cache = new Map<string, Promise<LiveRelease | null>>();

/** What this shell build provides (its dist/shell-provides.json); null when it was built without one
 *  (then no release is refused here — deploy still checks at publish). */
let provides: ShellProvides | null | undefined;
/** Releases already reported as incompatible (logged once, not per request). */
const refused = new Set<string>();
function shellProvides(): ShellProvides | null {
  if (provides === undefined) {
    try {
      provides = readShellProvides(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
    } catch (e) {
      console.error(`[releases] compatibility not checked: ${(e as Error).message}`);
      provides = null;
    }
  }
  return provides;
}

async function readManifest(file: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

const entryFile = (m: Manifest | null) =>
  m?.metaData?.remoteEntry?.name
    ? path.posix.join(m.metaData.remoteEntry.path ?? '', m.metaData.remoteEntry.name)
    : null;

/**
 * Where browsers load the remotes' files from. REMOTES_BASE_URL (issue 38): the public URL of the
 * release store's root — the bucket RELEASES_URL names, or a CDN in front of it — so that a browser
 * takes `<base>/<remote>/versions/<version>/<file>` from there and the shell servers serve pages only.
 * Without it, this server's own `/remotes/<remote>/<version>/` (the files of its local store).
 * The node container is always read from the local store (the server loads it from itself).
 */
export function remotesBase(env: NodeJS.ProcessEnv): string | null {
  const base = env.REMOTES_BASE_URL?.trim();
  return base ? base.replace(/\/+$/, '') : null;
}

async function readRelease(
  releasesDir: string,
  remote: RemoteName,
  version: string,
  have: ShellProvides | null,
  publicBase: string | null,
): Promise<LiveRelease | null> {
  const dir = path.join(releasesDir, remote, 'versions', version);
  const local = `/remotes/${remote}/${encodeURIComponent(version)}/`;
  const base = publicBase ? `${publicBase}/${remote}/versions/${encodeURIComponent(version)}/` : local;
  const [web, node] = await Promise.all([
    readManifest(path.join(dir, 'mf-manifest.json')),
    readManifest(path.join(dir, 'ssr', 'mf-manifest.json')),
  ]);
  const webFile = entryFile(web);
  if (!webFile) return null;
  // After a shell deploy, a live remote built for another shell is not served: its area shows the
  // fallback instead of failing inside React (deploy refuses such a pair; this is the same rule).
  const unmet = have && web ? unmetNeeds(remoteNeeds(web), have, 'this shell') : [];
  if (unmet.length) {
    if (!refused.has(dir))
      console.error(
        `[releases] ERROR ${remote} ${version} not served, this shell cannot run it: ${unmet.join('; ')}`,
      );
    refused.add(dir);
    return null;
  }
  const nodeFile = entryFile(node);
  const pages = web?.exposes?.find((e) => e.name === 'pages')?.assets;
  return {
    version,
    webEntry: base + webFile,
    nodeEntry: nodeFile ? `${local}ssr/${nodeFile}` : null,
    pages: {
      js: (pages?.js?.sync ?? []).map((f) => base + f),
      css: (pages?.css?.sync ?? []).map((f) => base + f),
      lazyCss: (pages?.css?.async ?? []).map((f) => base + f),
    },
  };
}

/** Loads a node container into this process (the renderer's warmUp), per release store: set by the
 *  server once it listens (it fetches the container from itself). */
export type NodeWarmer = (remote: RemoteName, nodeEntry: string) => Promise<void>;
const warmers = new Map<string, NodeWarmer>();
/** Per store and remote, the release this process serves: a new version's node container is loaded
 *  BEFORE the version is served here, so the answers right after a switch stay server-rendered (the
 *  first one would otherwise spend its render budget loading it). */
const serving = new Map<string, LiveRelease>();
const warming = new Map<string, Promise<void>>();
/** Containers whose load has settled (loaded, failed or timed out): a switch back to one is served at once. */
const settled = new Set<string>();

export function setNodeWarmer(releasesDir: string, warmer: NodeWarmer | null): void {
  if (warmer) warmers.set(releasesDir, warmer);
  else warmers.delete(releasesDir);
}

/** Remotes whose pages the server renders (page.ts): only their node containers are worth waiting for. */
const SERVER_RENDERED: readonly RemoteName[] = ['mf_reader', 'mf_editor'];
/** A container that takes longer than this to load is served anyway (its pages render in the browser
 *  meanwhile): a hung load must not pin the old version. */
const WARM_LIMIT_MS = 10_000;

function served(releasesDir: string, remote: RemoteName, release: LiveRelease): LiveRelease {
  const warmer = warmers.get(releasesDir);
  if (!warmer || !release.nodeEntry || !SERVER_RENDERED.includes(remote)) return release;
  const key = `${releasesDir}\0${remote}`;
  const before = serving.get(key);
  if (before?.version === release.version) return release;
  const entry = release.nodeEntry;
  if (settled.has(entry)) {
    // Loaded (or given up on) before, e.g. a rollback to the previous version: nothing to wait for.
    serving.set(key, release);
    return release;
  }
  if (!warming.has(entry)) {
    const started = Date.now();
    warming.set(
      entry,
      Promise.race([
        warmer(remote, entry),
        new Promise<void>((_, reject) => {
          setTimeout(() => reject(new Error(`not loaded within ${WARM_LIMIT_MS} ms`)), WARM_LIMIT_MS).unref();
        }),
      ])
        .then(
          () =>
            console.warn(
              `[releases] ${remote} ${release.version} loaded in ${Date.now() - started} ms, serving it now`,
            ),
          // Served anyway: its pages then render in the browser until the container loads.
          (e: unknown) =>
            console.error(
              `[releases] ERROR ${remote} ${release.version} node container did not load: ${String(e)}`,
            ),
        )
        .then(() => {
          settled.add(entry);
          serving.set(key, release);
        }),
    );
  }
  // Until then the version this process served before stays (none before: the new one at once).
  return before ?? release;
}

/** `shell`: what the running shell provides — this build's shell-provides.json unless a test says. */
export async function liveReleases(
  releasesDir: string,
  env: NodeJS.ProcessEnv,
  shell: ShellProvides | null = shellProvides(),
): Promise<LiveReleases> {
  // Whether a release may be served depends on the shell too (tests run two shells in one process).
  const shellKey = shell ? JSON.stringify(shell.shared) : '';
  const publicBase = remotesBase(env);
  const found = await Promise.all(
    remoteNames.map(async (remote): Promise<LiveRelease | null> => {
      const override = env[overrideEnvName(remote)];
      if (override)
        return {
          version: 'override',
          webEntry: override,
          nodeEntry: null,
          pages: { js: [], css: [], lazyCss: [] },
        };
      const version = await activeVersion(releasesDir, remote);
      if (!version) return null;
      const key = `${releasesDir}\0${remote}\0${version}\0${shellKey}\0${publicBase ?? ''}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = readRelease(releasesDir, remote, version, shell, publicBase);
        cache.set(key, pending);
        // A release being written right now may be read again on the next request.
        void pending.then((r) => r ?? cache.delete(key));
      }
      const release = await pending;
      return release && served(releasesDir, remote, release);
    }),
  );
  // In remoteNames' order, never the order the reads finished in: the page payload serialises this map,
  // and the page's ETag must be the same bytes on every shell process and every request (a shared cache
  // revalidating against another process would otherwise get the whole page again, not a 304).
  const out: LiveReleases = {};
  remoteNames.forEach((remote, i) => {
    const release = found[i];
    if (release) out[remote] = release;
  });
  return out;
}

/** The body of /remotes.json: name → browser entry (remoteEntry.js URL) of the live version. The
 *  browser reads it only on a retry (pages carry the same map in their payload). */
export async function remotesJson(
  releasesDir: string,
  env: NodeJS.ProcessEnv,
  shell: ShellProvides | null = shellProvides(),
): Promise<Partial<Record<RemoteName, string>>> {
  const releases = await liveReleases(releasesDir, env, shell);
  const out: Partial<Record<RemoteName, string>> = {};
  for (const remote of remoteNames) {
    const release = releases[remote];
    if (release) out[remote] = release.webEntry;
  }
  return out;
}
