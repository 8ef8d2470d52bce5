// A remote's mf-manifest.json as the publish checks read it, and the files it names.
import path from 'node:path';

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
export interface Manifest {
  name?: string;
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: { buildVersion?: string; buildName?: string };
  };
  shared?: { name: string; version?: string; requiredVersion?: string; assets?: Assets }[];
  exposes?: { name?: string; assets?: Assets }[];
}

const assetFiles = (a: Assets | undefined) => [
  ...(a?.js?.sync ?? []),
  ...(a?.js?.async ?? []),
  ...(a?.css?.sync ?? []),
  ...(a?.css?.async ?? []),
];

/**
 * The remote's own fallback copies of the packages it shares (react, react-intl, the shared/ packages…):
 * they run only where the host does not provide the package, which the compatibility gate refuses.
 */
export function sharedFallbackFiles(m: Manifest): Set<string> {
  return new Set((m.shared ?? []).flatMap((s) => assetFiles(s.assets)));
}

/** Files a manifest names, relative to the folder it is in. */
export function namedFiles(m: Manifest): string[] {
  const entry = m.metaData?.remoteEntry;
  const files = entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  for (const e of m.exposes ?? []) files.push(...assetFiles(e.assets));
  for (const s of m.shared ?? []) files.push(...assetFiles(s.assets));
  return [...new Set(files)];
}
