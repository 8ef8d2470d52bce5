/**
 * A Module Federation runtime plugin compiled into each remote's NODE container: it gives the
 * container its own absolute public path, so its chunks are fetched from its own release.
 *
 * Without it the node build's public path is "/", which is no URL base, and MF's node chunk loader
 * falls back to "the entry registered under this remote's name" — at the time the chunk is needed.
 * While the shell server loads a new release's container, the one it still serves is no longer the
 * registered one: the old container then fetched its lazy page chunks from the NEW release (another
 * build's modules under the same chunk names), and a broken release's container could answer with
 * the previous release's files (issue 24).
 *
 * The shell evaluates a container right after registering its entry URL, and MF's node loader runs
 * the entry with `__dirname` = that URL's directory: the registration whose entry lies in that
 * directory gives the origin. Found once, at start, it stays this container's for good.
 */
declare let __webpack_public_path__: string;

interface Instances {
  __INSTANCES__?: Array<{ options?: { remotes?: Array<{ entry?: unknown }> } }>;
}

function ownBase(dir: string): string | null {
  const federation = (globalThis as { __FEDERATION__?: Instances }).__FEDERATION__;
  for (const instance of federation?.__INSTANCES__ ?? [])
    for (const remote of instance.options?.remotes ?? []) {
      if (typeof remote.entry !== 'string') continue;
      let url: URL;
      try {
        url = new URL(remote.entry);
      } catch {
        continue;
      }
      if (url.pathname.slice(0, url.pathname.lastIndexOf('/')) === dir) return new URL(`${dir}/`, url).href;
    }
  return null;
}

export default function ssrPublicPath() {
  const base = typeof __dirname === 'string' ? ownBase(__dirname) : null;
  if (base) __webpack_public_path__ = base;
  return { name: 'shirube-ssr-public-path' };
}
