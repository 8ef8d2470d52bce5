/**
 * A build's release version is decided by `publish` (`<package version>-<UTC time>-<content hash>`,
 * the version folder's name): a build does not know it, since the hash is over its own files. Before
 * the stored copy becomes immutable, publish writes that name into its manifests as
 * `metaData.buildInfo.buildVersion` (browser and node manifest and their stats), re-compressing
 * their `.gz`/`.br` copies, so `deploy status`, the manifests and the page's `data-remote-version`
 * (the shell's mount element, from the live release) all show one string.
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Manifests that carry a buildVersion, relative to a remote's dist/. */
export const STAMPED_FILES = [
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'ssr/mf-manifest.json',
  'ssr/mf-manifest-stats.json',
];

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

interface BuildInfoHolder {
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** Writes `version` into every manifest of the build in `dir` that exists; answers the files changed. */
export async function stampReleaseVersion(dir: string, version: string): Promise<string[]> {
  const stamped: string[] = [];
  for (const rel of STAMPED_FILES) {
    const file = path.join(dir, rel);
    if (!(await exists(file))) continue;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as BuildInfoHolder;
    if (!manifest.metaData) continue;
    manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(file, body);
    // The precompressed copies must say the same as the file (the shell server and nginx serve them).
    for (const [ext, compress] of [
      ['.gz', gzipSync],
      ['.br', brotliCompressSync],
    ] as const) {
      if (await exists(file + ext)) {
        await rm(file + ext);
        await writeFile(file + ext, compress(body));
      }
    }
    stamped.push(rel);
  }
  return stamped;
}

/** The release version a stored build's browser manifest names (null: none recorded). */
export async function stampedVersion(dir: string): Promise<string | null> {
  try {
    const m = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuildInfoHolder;
    return m.metaData?.buildInfo?.buildVersion ?? null;
  } catch {
    return null;
  }
}
